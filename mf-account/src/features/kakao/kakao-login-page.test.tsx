/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  SOCIAL_EMAIL_TAKEN_MODAL,
  STORAGE_KEYS,
  WITHDRAWAL_PENDING_MODAL,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import { readPendingSignup, startKakaoSignIn } from '@genetype/platform/providers';
import type { ProvidersResponse, SocialLoginResponse, User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, recordApiCalls, startApiServer } from '@genetype/tooling/testing/msw';
import KakaoLoginPage, { KAKAO_STATE_MISMATCH } from './kakao-login-page';

function Probe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Starts a Kakao sign-in the way the login modal does, and returns the state it sent. */
async function startSignIn(): Promise<string> {
  // The client keeps the first answer for the page's life: only this file's first test asks.
  answer('get', '/auth/providers', providers);
  let target = '';
  await startKakaoSignIn('login', (url) => {
    target = url;
  });
  const url = new URL(target);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    client_id: 'k-client',
    redirect_uri: 'http://localhost/kakao/login',
    response_type: 'code',
    state: expect.stringMatching(/^login\./),
  });
  return url.searchParams.get('state') ?? '';
}

const providers: ProvidersResponse = {
  kakao: {
    clientId: 'k-client',
    authorizeUrl: 'http://idp.test/oauth/authorize',
    logoutUrl: 'http://idp.test/logout',
  },
  google: { clientId: 'g', authorizeUrl: 'http://idp.test/g', callbackUrl: 'http://api.test/cb' },
  local: true,
};

/** A linked member's answer to POST /user/kakaoLogin. */
const linked: SocialLoginResponse = {
  user: { email: 'k@example.com', nickname: null, profileIcon: null },
  token: { token: 'access-k' },
  kakaoAccessToken: 'kakao-token',
};

function renderReturn(query: string) {
  window.history.replaceState(null, '', `/kakao/login?${query}`);
  renderWithProviders(
    <Routes>
      <Route path="/kakao/login" element={<KakaoLoginPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { at: '/kakao/login', keepState: true },
  );
}

startApiServer();
beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('/kakao/login', () => {
  it('sends the code to the API and continues a first sign-in on /marketing', async () => {
    const state = await startSignIn();
    const logins = answer('post', '/user/kakaoLogin', {
      signupToken: 'pending-k',
      email: null,
      kakaoAccessToken: 'kakao-token',
    });
    renderReturn(`code=abc&state=${state}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/marketing'));
    expect(logins.map((call) => call.body)).toEqual([
      { code: 'abc', redirectUri: 'http://localhost/kakao/login' },
    ]);
    expect(storage.get(STORAGE_KEYS.kakaoAccessToken)).toBe('kakao-token');
    expect(readPendingSignup()).toEqual({
      provider: 'kakao',
      signupToken: 'pending-k',
      email: null,
    });
  });

  it('logs a linked member in and returns to the stored referrer', async () => {
    const state = await startSignIn();
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/questions' });
    answer('post', '/user/kakaoLogin', linked);
    const reads = answer('get', '/user/getUser', { email: 'k@example.com' } as User);
    renderReturn(`code=abc&state=${state}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/questions'));
    expect(storage.get(STORAGE_KEYS.token)).toBe('access-k');
    // The member is loaded with the new session.
    await waitFor(() => expect(useAuthStore.getState().user).toEqual({ email: 'k@example.com' }));
    expect(reads[0]?.headers.get('authorization')).toBe('Bearer access-k');
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
  });

  it('tells a taken e-mail before the consents: home, with log-in-and-link offered', async () => {
    const state = await startSignIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', '/user/kakaoLogin', () => apiError(409, SOCIAL_MESSAGES.emailTaken));
    renderReturn(`code=abc&state=${state}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(useModalStore.getState().modal).toEqual({
      name: SOCIAL_EMAIL_TAKEN_MODAL,
      props: { message: SOCIAL_MESSAGES.emailTaken },
    });
    expect(readPendingSignup()).toBeNull();
  });

  it('tells a member with a pending withdrawal at login', async () => {
    const state = await startSignIn();
    answer('post', '/user/kakaoLogin', linked);
    answer('get', '/user/getUser', {
      email: 'k@example.com',
      isWithdraw: 1,
      remainingDays: 3,
    } as User);
    renderReturn(`code=abc&state=${state}`);
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: WITHDRAWAL_PENDING_MODAL,
        props: { remainingDays: 3 },
      }),
    );
  });

  it('refuses a state this tab did not send, without calling the API', async () => {
    await startSignIn();
    const logins = answer('post', '/user/kakaoLogin', linked);
    const calls = recordApiCalls();
    renderReturn('code=abc&state=login.forged');
    expect(await screen.findByText(KAKAO_STATE_MISMATCH)).toBeInTheDocument();
    // The code is sent from the render's effect, where the state is checked: it would have been.
    expect(calls).toEqual([]);
    expect(logins).toHaveLength(0);
  });
});
