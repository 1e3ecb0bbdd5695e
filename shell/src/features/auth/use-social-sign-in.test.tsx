/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import {
  STORAGE_KEYS,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { GOOGLE_MESSAGE_TYPE, readPendingSignup } from '@genetype/platform/providers';
import type { ProvidersResponse, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { LoginModal } from './login-modal';
import { GOOGLE_POPUP_CLOSED_MESSAGE } from './use-social-sign-in';

const providers: ProvidersResponse = {
  kakao: {
    clientId: 'k',
    authorizeUrl: 'http://idp.test/kakao/authorize',
    logoutUrl: 'http://idp.test/logout',
  },
  google: {
    clientId: 'g-client',
    authorizeUrl: 'http://idp.test/google/authorize',
    callbackUrl: 'http://api.test/auth/google/callback',
  },
  local: true,
};

const member = {
  userId: 'genetester',
  email: 'tester@example.com',
  nickname: null,
  profileIcon: null,
  phoneNumber: null,
  message: null,
  isPasswordSet: false,
  isWithdraw: 0,
  remainingDays: null,
  section: 0,
  finishTest: false,
  results: [],
} as User;

const GOOGLE_LOGIN = '/user/googleLogin';

startApiServer();

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface FakePopup {
  closed: boolean;
  close: jest.Mock;
  location: { href: string };
}

function setup() {
  const popup: FakePopup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  // The public provider settings (the client keeps them after the first answer).
  answer('get', '/auth/providers', providers);
  const close = jest.fn(() => useModalStore.getState().close());
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <LoginModal close={close} />
    </>,
    { keepState: true },
  );
  return { popup, open, close, user };
}

/** What the API's callback page posts to the opener. */
function answerFromPopup(popup: FakePopup, idToken: string) {
  const authorize = new URL(popup.location.href);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://api.test',
        data: { type: GOOGLE_MESSAGE_TYPE, idToken, state: authorize.searchParams.get('state') },
      }),
    );
  });
  return authorize;
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
  useModalStore.getState().open('login');
});
afterEach(() => jest.restoreAllMocks());

describe('Google sign-in from the login modal', () => {
  it('opens the account chooser in a popup with a nonce, and continues to /marketing for a new member', async () => {
    const { popup, open, close, user } = setup();
    const googleLogin = answer('post', GOOGLE_LOGIN, {
      signupToken: 'pending-1',
      email: 'new@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'google-sign-in',
      expect.stringContaining('width=500'),
    );
    await waitFor(() => expect(popup.location.href).toContain('http://idp.test/google/authorize'));
    const authorize = answerFromPopup(popup, 'id-token-1');

    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'g-client',
      redirect_uri: 'http://api.test/auth/google/callback',
      response_type: 'id_token',
      prompt: 'select_account',
    });
    const nonce = authorize.searchParams.get('nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/marketing'));
    expect(googleLogin.map((call) => call.body)).toEqual([{ id_token: 'id-token-1', nonce }]);
    expect(storage.get(STORAGE_KEYS.id_token)).toBe('id-token-1');
    expect(storage.get(STORAGE_KEYS.loginType)).toBe('google');
    expect(readPendingSignup()).toEqual({
      provider: 'google',
      signupToken: 'pending-1',
      email: 'new@example.com',
    });
    expect(close).toHaveBeenCalled();
  });

  it('logs a linked member in', async () => {
    const { popup, user } = setup();
    answer('post', GOOGLE_LOGIN, {
      user: { email: member.email, nickname: null, profileIcon: null },
      token: { token: 'access-g' },
    });
    const getUser = answer('get', '/user/getUser', member);
    await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    answerFromPopup(popup, 'id-token-2');
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(member));
    expect(storage.get(STORAGE_KEYS.token)).toBe('access-g');
    expect(getUser[0]?.headers.get('authorization')).toBe('Bearer access-g');
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('ignores messages from other origins or for another attempt', async () => {
    const { popup, user } = setup();
    const googleLogin = answer('post', GOOGLE_LOGIN, { signupToken: 'pending-1', email: null });
    await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://evil.test',
          data: {
            type: GOOGLE_MESSAGE_TYPE,
            idToken: 'x',
            state: new URL(popup.location.href).searchParams.get('state'),
          },
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://api.test',
          data: { type: GOOGLE_MESSAGE_TYPE, idToken: 'x', state: 'another' },
        }),
      );
    });
    // Only the attempt's own answer, sent after those, reaches the API.
    answerFromPopup(popup, 'id-token-3');
    await waitFor(() => expect(googleLogin.length).toBeGreaterThan(0));
    expect(googleLogin.map((call) => (call.body as { id_token: string }).id_token)).toEqual([
      'id-token-3',
    ]);
  });

  it('alerts when the member closes the popup', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { popup, user } = setup();
      await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
      popup.closed = true;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(alert).toHaveBeenCalledWith(GOOGLE_POPUP_CLOSED_MESSAGE);
      expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server message when the token is refused', async () => {
    const { popup, user } = setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', GOOGLE_LOGIN, () =>
      apiError(400, 'Google 로그인에 실패했어요. 다시 시도해 주세요.'),
    );
    await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    answerFromPopup(popup, 'bad');
    await waitFor(() => expect(useModalStore.getState().modal?.name).toBe('error'));
    expect(useModalStore.getState().modal?.props?.message).toBe(
      'Google 로그인에 실패했어요. 다시 시도해 주세요.',
    );
  });

  it('tells a Google e-mail that is already a member before /marketing, with log-in-and-link', async () => {
    const { popup, user } = setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', GOOGLE_LOGIN, () => apiError(409, SOCIAL_MESSAGES.emailTaken));
    await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    answerFromPopup(popup, 'taken');
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'socialEmailTaken',
        props: { message: SOCIAL_MESSAGES.emailTaken },
      }),
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('/marketing');
  });
});
