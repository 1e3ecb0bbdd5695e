/**
 * @jest-environment jest-fixed-jsdom
 */
import { within } from '@testing-library/react';
import { resetStores, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import * as myReview from './my-review';
import * as profileShare from './profile-share';

startApiServer();

describe('mf-account parcels', () => {
  // single-spa-react resolves mount/unmount from React's commit, which act() would hold back.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetStores();
    useAuthStore.setState({ user: { userId: 'm1' } as User, status: 'authenticated' });
  });

  it.each([
    ['my-review', myReview, '나의 리뷰'],
    ['profile-share', profileShare, '내 프로필 공유하기'],
  ] as const)(
    '%s mounts into the element the host gives it and unmounts cleanly',
    async (name, parcel, heading) => {
      answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
      answer('get', '/user/myPage', {
        profile: null,
        profileLink: '/profiles/a?share=b',
        profileLinkExpiresAt: null,
        message: null,
      });
      const domElement = document.createElement('div');
      document.body.appendChild(domElement);
      const props = { name, singleSpa: {}, mountParcel: jest.fn(), domElement };
      await parcel.bootstrap(props as never);
      await parcel.mount(props as never);
      expect(await within(domElement).findByRole('heading', { name: heading })).toBeInTheDocument();
      await parcel.unmount(props as never);
      expect(domElement).toBeEmptyDOMElement();
      domElement.remove();
    },
  );
});
