import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  PROFILE_MESSAGES,
  STORAGE_KEYS,
  profilesApi,
  resetStores,
  storage,
  useAuthStore,
} from '@genetype/shared';
import type { PublicProfile, User } from '@genetype/shared';
import ProfilePage from './profile-page';

const profile: PublicProfile = {
  nickname: 'gene01',
  profileIcon: null,
  finalType: { typeId: 7, code: 'II-B-44-SS', name: '뚝심 탐구자' },
  review: { contents: '재미있었어요', updatedAt: '2026-11-01T00:00:00.000Z' },
  joinedAt: '2026-10-01T00:00:00.000Z',
};

function apiError(status: number, message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers }, null, {
    status,
    statusText: '',
    headers: {},
    config: { headers },
    data: { message },
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profiles/:nickname" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStores();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function signIn() {
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({
    user: { userId: 'me', nickname: 'someone' } as User,
    status: 'authenticated',
  });
}

describe('/profiles/:nickname', () => {
  it('shows a member the profile, with a full-screen spinner until the fetch ends', async () => {
    signIn();
    const byNickname = jest.spyOn(profilesApi, 'byNickname').mockResolvedValue({ profile });
    renderAt('/profiles/gene01');
    expect(screen.getByRole('status')).toHaveTextContent('프로필을 불러오는 중이에요');
    expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(byNickname).toHaveBeenCalledWith('gene01');
    expect(screen.getByRole('link', { name: '뚝심 탐구자 · II-B-44-SS' })).toHaveAttribute(
      'href',
      '/typeReport/7',
    );
    expect(screen.getByText('재미있었어요')).toBeInTheDocument();
  });

  it('says clearly when the nickname is unknown (and the spinner ends)', async () => {
    signIn();
    jest
      .spyOn(profilesApi, 'byNickname')
      .mockRejectedValue(apiError(400, PROFILE_MESSAGES.notFound));
    renderAt('/profiles/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.notFound);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens the public part for a visitor with a share link', async () => {
    const shared = jest.spyOn(profilesApi, 'shared').mockResolvedValue({ profile });
    renderAt('/profiles/gene01?share=abc');
    expect(await screen.findByRole('heading', { level: 2, name: 'gene01' })).toBeInTheDocument();
    expect(shared).toHaveBeenCalledWith('abc');
  });

  it('refuses a tampered link with the server message', async () => {
    jest
      .spyOn(profilesApi, 'shared')
      .mockRejectedValue(apiError(400, PROFILE_MESSAGES.linkInvalid));
    renderAt('/profiles/gene01?share=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.linkInvalid);
  });

  it('keeps profiles for members when there is no link', async () => {
    const byNickname = jest.spyOn(profilesApi, 'byNickname');
    renderAt('/profiles/gene01');
    expect(await screen.findByText(/회원만 볼 수 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeInTheDocument();
    expect(byNickname).not.toHaveBeenCalled();
  });
});
