import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  SOCIAL_EMAIL_TAKEN_MODAL,
  SOCIAL_MESSAGES,
  STORAGE_KEYS,
  WITHDRAWAL_PENDING_MODAL,
  authApi,
  providersApi,
  resetStores,
  storage,
  useModalStore,
} from '@genetype/shared';
import { readPendingSignup, socialApi, startKakaoSignIn } from '@genetype/shared/providers';
import type { User } from '@genetype/shared';
import KakaoLoginPage, { KAKAO_STATE_MISMATCH } from './kakao-login-page';

function Probe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Starts a Kakao sign-in the way the login modal does, and returns the state it sent. */
async function startSignIn(): Promise<string> {
  jest.spyOn(providersApi, 'providers').mockResolvedValue({
    kakao: {
      clientId: 'k-client',
      authorizeUrl: 'http://idp.test/oauth/authorize',
      logoutUrl: 'http://idp.test/logout',
    },
    google: { clientId: 'g', authorizeUrl: 'http://idp.test/g', callbackUrl: 'http://api.test/cb' },
    local: true,
  });
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

function renderReturn(query: string) {
  window.history.replaceState(null, '', `/kakao/login?${query}`);
  render(
    <MemoryRouter initialEntries={['/kakao/login']}>
      <Routes>
        <Route path="/kakao/login" element={<KakaoLoginPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('/kakao/login', () => {
  it('sends the code to the API and continues a first sign-in on /marketing', async () => {
    const state = await startSignIn();
    const kakaoLogin = jest.spyOn(socialApi, 'kakaoLogin').mockResolvedValue({
      signupToken: 'pending-k',
      email: null,
      kakaoAccessToken: 'kakao-token',
    });
    renderReturn(`code=abc&state=${state}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/marketing'));
    expect(kakaoLogin).toHaveBeenCalledWith('abc', 'http://localhost/kakao/login');
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
    jest.spyOn(socialApi, 'kakaoLogin').mockResolvedValue({
      user: { email: 'k@example.com', nickname: null, profileIcon: null },
      token: { token: 'access-k' },
      kakaoAccessToken: 'kakao-token',
    });
    jest.spyOn(authApi, 'getUser').mockResolvedValue({ email: 'k@example.com' } as User);
    renderReturn(`code=abc&state=${state}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/questions'));
    expect(storage.get(STORAGE_KEYS.token)).toBe('access-k');
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
  });

  it('tells a taken e-mail before the consents: home, with log-in-and-link offered', async () => {
    const state = await startSignIn();
    jest.spyOn(socialApi, 'kakaoLogin').mockRejectedValue(
      Object.assign(new Error('409'), {
        isAxiosError: true,
        response: { status: 409, data: { message: SOCIAL_MESSAGES.emailTaken }, headers: {} },
      }),
    );
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
    jest.spyOn(socialApi, 'kakaoLogin').mockResolvedValue({
      user: { email: 'k@example.com', nickname: null, profileIcon: null },
      token: { token: 'access-k' },
      kakaoAccessToken: 'kakao-token',
    });
    jest
      .spyOn(authApi, 'getUser')
      .mockResolvedValue({ email: 'k@example.com', isWithdraw: 1, remainingDays: 3 } as User);
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
    const kakaoLogin = jest.spyOn(socialApi, 'kakaoLogin');
    renderReturn('code=abc&state=login.forged');
    expect(await screen.findByText(KAKAO_STATE_MISMATCH)).toBeInTheDocument();
    expect(kakaoLogin).not.toHaveBeenCalled();
  });
});
