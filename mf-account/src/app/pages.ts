// Every route this app owns (ROUTE_TABLE) → its page, each in its own chunk.
import type { ComponentType } from 'react';
import { lazyPage } from '@genetype/ui';

const signupPage = lazyPage(
  () => import(/* webpackChunkName: "page-signup" */ '../features/signup/signup-page'),
);
const createAccountPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-create-account" */ '../features/signup/create-account-page'),
);
const agreementPage = lazyPage(
  () => import(/* webpackChunkName: "page-agreement" */ '../features/signup/agreement-page'),
);
const marketingPage = lazyPage(
  () => import(/* webpackChunkName: "page-marketing" */ '../features/marketing/marketing-page'),
);
const profilePage = lazyPage(
  () => import(/* webpackChunkName: "page-profile" */ '../features/profile/profile-page'),
);
const shareCodePage = lazyPage(
  () => import(/* webpackChunkName: "page-share-code" */ '../features/share-code/share-code-page'),
);
const ownProfilePage = lazyPage(
  () => import(/* webpackChunkName: "page-own-profile" */ '../features/profile/own-profile-page'),
);
const myPage = lazyPage(
  () => import(/* webpackChunkName: "page-my" */ '../features/my-page/my-page'),
);
const familyInheritancePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-family-inheritance" */ '../features/my-page/family/inheritance-page'
    ),
);
// The family's and a friend's compare share the address (./compare-route picks by the query).
const familyComparePage = lazyPage(
  () => import(/* webpackChunkName: "page-family-compare" */ './compare-route'),
);
const phoneVerifyResponsePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-phone-verify-response" */ '../features/phone-verify/phone-verify-response-page'
    ),
);
const kakaoLoginPage = lazyPage(
  () => import(/* webpackChunkName: "page-kakao-login" */ '../features/kakao/kakao-login-page'),
);
const kakaoLinkPage = lazyPage(
  () => import(/* webpackChunkName: "page-kakao-link" */ '../features/kakao/kakao-link-page'),
);
const resetPasswordPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-reset-password" */ '../features/reset-password/reset-password-page'
    ),
);

/** Keyed by the route-table pattern; a test keeps this in step with `routesOf('mf-account')`. */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/signup': signupPage,
  '/create-account': createAccountPage,
  '/agreement': agreementPage,
  '/marketing': marketingPage,
  '/profiles': ownProfilePage,
  '/profiles/:nickname': profilePage,
  '/s/:code': shareCodePage,
  '/myPage': myPage,
  '/family/inheritance': familyInheritancePage,
  '/family/compare': familyComparePage,
  '/phoneVerifyResponse': phoneVerifyResponsePage,
  '/kakao/login': kakaoLoginPage,
  '/kakao/link': kakaoLinkPage,
  '/user/resetPassword/:token': resetPasswordPage,
};
