/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { FriendCompareProfile, ResultView, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import FriendComparePage from './friend-compare-page';

const GENES = ['ace', 'drd2', 'drd4', 'htt'] as const;

// Me: II-A-44-SS (type 1), I share 80 %, S share 70 %. Friend: DD-C-45-SL (54).
const mine: ResultView = {
  resultId: 'r-me',
  name: null,
  completed: 4,
  final: { code: 'II-A-44-SS', typeId: 1 },
  createdAt: '2026-01-01T00:00:00.000Z',
  sections: (
    [
      ['A', 'II', { I: 8, D: 2 }],
      ['B', 'A', { A: 5, B: 3, C: 2 }],
      ['C', '44', { '44': 6, '43': 2, '45': 2 }],
      ['D', 'SS', { S: 7, L: 3 }],
    ] as const
  ).map(([section, geneType, scores], index) => ({
    section,
    gene: GENES[index]!,
    geneType,
    scores,
    maxScores: {},
    consistency: { checked: 0, mismatches: [], consistent: true },
  })),
};

const friend: FriendCompareProfile = {
  nickname: 'gene02',
  typeId: 54,
  typeCode: 'DD-C-45-SL',
  typeName: '자유로운 발명가',
  sections: [
    { section: 'A', geneType: 'DD', scores: { I: 1, D: 4 } },
    { section: 'B', geneType: 'C', scores: { A: 1, B: 1, C: 8 } },
    { section: 'C', geneType: '45', scores: { '44': 1, '43': 2, '45': 7 } },
    { section: 'D', geneType: 'SL', scores: { S: 2, L: 6 } },
  ],
};

function renderAt(path: string) {
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({
    user: { userId: 'm1', nickname: 'member01', results: [] } as unknown as User,
    status: 'authenticated',
  });
  return renderWithProviders(<FriendComparePage />, { at: path, keepState: true });
}

startApiServer();
beforeEach(() => resetStores());

describe('/family/compare?friend=… (compare with a friend)', () => {
  it('shows both types, both people on one scale per gene, and how they learn together', async () => {
    const reads = answer('get', '/profiles/share/:code/compare', friend);
    answer('get', '/results/mine', mine);
    const kept = answer('post', '/profiles/friends', {
      code: 'Ab3_x-9Z',
      nickname: 'gene02',
      typeId: 54,
      typeName: friend.typeName,
    });
    renderAt('/family/compare?friend=Ab3_x-9Z');
    expect(await screen.findByRole('region', { name: 'member01님의 유형' })).toHaveTextContent(
      '1번',
    );
    expect(screen.getByRole('region', { name: 'gene02님의 유형' })).toHaveTextContent('DD-C-45-SL');
    expect(screen.getAllByRole('img', { name: /캐릭터/ })).toHaveLength(2);
    expect(reads.map((call) => call.url.pathname)).toEqual(['/profiles/share/Ab3_x-9Z/compare']);

    const ace = screen.getByTestId('friend-gene-ace');
    // The two-pole line: each person at their I share.
    expect(within(ace).getByTestId('marker-me')).toHaveStyle({ left: '80%' });
    expect(within(ace).getByTestId('marker-friend')).toHaveStyle({ left: '20%' });
    expect(
      within(ace).getByRole('figure', { name: '지구력 유전자에서 두 사람의 위치' }),
    ).toHaveTextContent('member01: II (I 쪽 80%)');
    expect(ace).toHaveTextContent('gene02: DD (I 쪽 20%)');
    expect(ace).toHaveTextContent('member01님은 길게, gene02님은 짧고 굵게 집중해요.');
    // The three-pole genes: each person's shares.
    const drd2 = screen.getByTestId('friend-gene-drd2');
    expect(drd2).toHaveTextContent('member01: A (A 50% · B 30% · C 20%)');
    expect(drd2).toHaveTextContent('gene02: C (A 10% · B 10% · C 80%)');
    expect(screen.getByTestId('friend-gene-htt')).toHaveTextContent(
      'member01님은 평가에 민감하고, gene02님은 긴장을 잘 다스려요.',
    );
    expect(screen.getAllByRole('heading', { level: 4, name: '함께 공부할 때' })).toHaveLength(4);
    // Opening the compare keeps the friend on the account.
    expect(kept.map((call) => call.body)).toEqual([{ code: 'Ab3_x-9Z' }]);
  });

  it('says when the friend has not finished, and when the member has not', async () => {
    answer('get', '/profiles/share/:code/compare', {
      ...friend,
      typeId: null,
      typeCode: null,
      typeName: null,
      sections: [],
    });
    answer('get', '/results/mine', mine);
    answer('post', '/profiles/friends', {
      code: 'Ab3_x-9Z',
      nickname: 'gene02',
      typeId: null,
      typeName: null,
    });
    renderAt('/family/compare?friend=Ab3_x-9Z');
    expect(await screen.findByText(/gene02님이 아직 검사를 마치지 않았어요/)).toBeInTheDocument();
  });

  it('sends a member without a result to the test first', async () => {
    answer('get', '/profiles/share/:code/compare', friend);
    answer('get', '/results/mine', { ...mine, final: null, completed: 1 });
    answer('post', '/profiles/friends', {
      code: 'Ab3_x-9Z',
      nickname: 'gene02',
      typeId: 54,
      typeName: '',
    });
    renderAt('/family/compare?friend=Ab3_x-9Z');
    expect(await screen.findByRole('link', { name: '검사하러 가기' })).toHaveAttribute(
      'href',
      '/questions',
    );
  });

  it('refuses a malformed code without asking the API', async () => {
    const reads = answer('get', '/profiles/share/:code/compare', friend);
    answer('get', '/results/mine', mine);
    renderAt('/family/compare?friend=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('공유 링크를 다시 확인해 주세요.');
    expect(reads).toHaveLength(0);
  });
});
