/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  STORAGE_KEYS,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { AccountControls, displayName } from './account-controls';

const member: User = {
  userId: 'genetester',
  email: 'tester@example.com',
  nickname: '유전자탐험가',
  profileIcon: null,
  phoneNumber: null,
  message: null,
  isPasswordSet: true,
  isWithdraw: 0,
  remainingDays: null,
  section: 1,
  finishTest: false,
  results: [],
};

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderControls(path = '/myPage') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <AccountControls />
    </>,
    { at: path, keepState: true },
  ).user;
}

startApiServer();

function signIn(user: User = member) {
  storage.set(STORAGE_KEYS.token, 'access-1');
  storage.set(STORAGE_KEYS.recentSearches, '["창의"]');
  useAuthStore.setState({ user, status: 'authenticated' });
}

beforeEach(() => {
  localStorage.clear();
  resetStores();
});

afterEach(() => jest.restoreAllMocks());

describe('AccountControls', () => {
  it('offers 로그인 to a visitor, which opens the login modal', async () => {
    const user = renderControls();
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
  });

  it('holds its place without a login button while a stored session is checked', () => {
    useAuthStore.setState({ status: 'loading' });
    renderControls();
    expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '회원 정보를 확인하고 있어요' })).toBeInTheDocument();
  });

  it('offers 다시 시도, never 로그인, when the stored session could not be checked', async () => {
    storage.set(STORAGE_KEYS.token, 'access-1');
    useAuthStore.setState({ status: 'unknown' });
    const getUser = answer('get', '/user/getUser', member);
    const user = renderControls();
    expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '회원 정보 다시 시도' }));
    expect(await screen.findByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(getUser).toHaveLength(1);
    expect(screen.getByText('유전자탐험가')).toBeInTheDocument();
  });

  it('shows a member their nickname, a profile link to /myPage and 로그아웃', () => {
    signIn();
    renderControls();
    const profile = screen.getByRole('link', { name: '유전자탐험가님의 마이페이지' });
    expect(profile).toHaveAttribute('href', '/myPage');
    expect(profile).toHaveTextContent('유전자탐험가');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
  });

  it('falls back to the user ID when no nickname is set', () => {
    signIn({ ...member, nickname: null });
    renderControls();
    expect(screen.getByRole('link', { name: 'genetester님의 마이페이지' })).toHaveTextContent(
      'genetester',
    );
    expect(displayName({ nickname: '  ', userId: 'genetester' })).toBe('genetester');
  });

  it('shows the profile picture when the member has one', () => {
    signIn({ ...member, profileIcon: 'https://cdn.example.com/me.png' });
    renderControls();
    const link = screen.getByRole('link', { name: '유전자탐험가님의 마이페이지' });
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/me.png');
  });

  it('logs out: revokes, clears storage and the user, says so and goes home in hide mode', async () => {
    const logout = answer('post', '/user/logout', {});
    signIn();
    const user = renderControls();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?mode=hide'));
    expect(logout).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(useModalStore.getState().modal).toEqual({
      name: 'success',
      props: { title: '로그아웃', message: '로그아웃했어요.' },
    });
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
  });

  it('only logs a failed revoke, and still signs the member out here', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', '/user/logout', () => HttpResponse.error());
    signIn();
    const user = renderControls();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?mode=hide'));
    expect(error).toHaveBeenCalled();
  });

  it('ignores a second press while logging out', async () => {
    let finish!: (response: Response) => void;
    const logout = answer(
      'post',
      '/user/logout',
      () => new Promise((resolve) => (finish = resolve)),
    );
    signIn();
    const user = renderControls();
    const button = screen.getByRole('button', { name: '로그아웃' });
    await user.click(button);
    expect(button).toBeDisabled();
    act(() => button.click());
    await waitFor(() => expect(logout).toHaveLength(1));
    await act(async () => finish(HttpResponse.json({})));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(logout).toHaveLength(1);
  });
});
