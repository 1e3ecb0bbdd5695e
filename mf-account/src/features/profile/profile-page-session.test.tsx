/**
 * @jest-environment jest-fixed-jsdom
 */
// /profiles/{nickname} with a stored session whose check did not answer (issue 17): neither the
// members-only notice (a visitor's) nor an endless spinner — the message with "다시 시도".
import { screen } from '@testing-library/react';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { PublicProfile, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import ProfilePage from './profile-page';

const profile: PublicProfile = {
  nickname: 'gene01',
  profileIcon: null,
  finalType: null,
  review: null,
  joinedAt: '2026-10-01T00:00:00.000Z',
};

startApiServer();
beforeEach(() => {
  localStorage.clear();
  resetStores();
});

it('says the session could not be checked, and 다시 시도 loads the profile', async () => {
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({
    status: 'unknown',
    loadUser: async () => {
      useAuthStore.setState({
        user: { userId: 'me', nickname: 'someone' } as User,
        status: 'authenticated',
      });
    },
  });
  const reads = answer('get', '/user/:nickname', { profile });
  const { user } = renderWithProviders(<ProfilePage />, {
    at: '/profiles/gene01',
    path: '/profiles/:nickname',
    keepState: true,
  });
  expect(
    screen.getByRole('heading', { level: 2, name: '회원 정보를 확인하지 못했어요' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/진타입 회원만 볼 수 있어요/)).toBeNull();
  expect(screen.queryByText('프로필을 불러오는 중이에요')).toBeNull();
  expect(reads).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
  expect(reads.map((call) => call.url.pathname)).toEqual(['/user/gene01']);
});
