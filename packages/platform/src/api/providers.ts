// Browser entry `@genetype/platform/providers`: the Kakao and Google sign-in flows and the phone
// identity check, with their popups (the calls that follow them are the features' own). Only the login and find-account modals, the member's settings
// and the provider callback pages use them, so they are not in the root entry that every first
// visit loads (issue 18: ≈ 1.7 KB gzip of the shell's first load). A federation singleton of its own
// (build/federation.cjs), like `@genetype/platform/query`: one copy per page, so a popup error is
// one class for every app. Its modules take the API client and the providers' settings from the
// root entry by name (a relative import would bundle a second client into this entry).
import { recordEvaluation } from '../evaluations.js';

export {
  startKakaoSignIn,
  acceptKakaoState,
  kakaoRedirectUri,
  keepPendingSignup,
  readPendingSignup,
  clearPendingSignup,
} from './social-api.js';
export type { KakaoFlow, PendingSignup } from './social-api.js';
export { signInWithGoogle, GOOGLE_MESSAGE_TYPE } from './google-sign-in.js';
export type { GoogleCredential } from './google-sign-in.js';
export {
  openPhoneVerification,
  deliverPhoneVerification,
  PHONE_VERIFY_CALLBACK,
  PHONE_POPUP_SIZE,
} from './identity-check-api.js';
export { PopupClosedError, PopupBlockedError } from './popup.js';

recordEvaluation('@genetype/platform/providers');
