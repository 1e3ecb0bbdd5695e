/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { resetStores, useAuthStore } from '@genetype/platform';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { baseUser, renderMyPage } from './test-support';

startApiServer();
beforeEach(() => {
  resetStores();
  localStorage.clear();
  useAuthStore.setState({ loadUser: jest.fn().mockResolvedValue(undefined) });
  answer('get', '/results/others', { results: [], nextCursor: null });
});
afterEach(() => jest.restoreAllMocks());

const finished = {
  ...baseUser,
  section: 4,
  finishTest: true,
  results: [{ section: 'D' as const, geneType: 'SS', code: 'II-A-44-SS', typeId: 1 }],
};

describe('my page’s offer to compare with a friend', () => {
  it('offers the compare with the latest friend who has a result, once the member has one', async () => {
    answer('get', '/profiles/friends', {
      friends: [
        { code: 'Ab3_x-9Z', nickname: 'gene02', typeId: 31, typeName: '주의 깊은 탐험가' },
        { code: 'Cd4_y-0A', nickname: 'gene03', typeId: 12, typeName: '끈기 있는 연구가' },
        { code: 'Zz9Zz9Zz', nickname: 'slow04', typeId: null, typeName: null },
      ],
    });
    // The overview's review block for a finished member.
    answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
    renderMyPage(finished);
    const notice = await screen.findByTestId('friend-notice');
    expect(notice).toHaveTextContent('gene03님과 학습 유형을 비교해 볼 수 있어요.');
    expect(screen.getByRole('link', { name: 'gene03님과 비교해 보기' })).toHaveAttribute(
      'href',
      '/family/compare?friend=Cd4_y-0A',
    );
  });

  it('stays away before the member has finished the test (and asks nothing)', async () => {
    const reads = answer('get', '/profiles/friends', { friends: [] });
    renderMyPage(baseUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: '마이페이지' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('friend-notice')).not.toBeInTheDocument();
    expect(reads).toHaveLength(0);
  });
});
