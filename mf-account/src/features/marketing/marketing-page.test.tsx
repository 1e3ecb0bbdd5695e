/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import { keepPendingSignup, readPendingSignup } from '@genetype/platform/providers';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import type { User } from '@genetype/domain/contracts';
import MarketingPage from './marketing-page';

const member = { userId: 'kakao12345678', email: 'new@example.com', nickname: null } as User;

function Probe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/marketing" element={<MarketingPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { at: '/marketing', keepState: true },
  ).user;
}

startApiServer();

async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /진타입 이용약관 동의/ }));
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }));
  await user.type(screen.getByLabelText('생년월일'), '1990-05-01');
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/marketing', () => {
  it('explains when there is no pending social sign-up', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: '가입 정보를 찾을 수 없어요' })).toBeInTheDocument();
  });

  it('creates the account after the consents and starts the session', async () => {
    keepPendingSignup({ provider: 'kakao', signupToken: 'pending-1', email: 'new@example.com' });
    const signups = answer('post', '/user/socialSignup', {
      user: { email: 'new@example.com', nickname: null, profileIcon: null },
      token: { token: 'access-1' },
    });
    answer('get', '/user/getUser', member);
    const user = renderPage();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('이메일')).toBeNull();

    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(signups).toHaveLength(0);

    await agree(user);
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(signups.map((call) => call.body)).toEqual([
      {
        signupToken: 'pending-1',
        consents: {
          termsAgreed: true,
          privacyAgreed: true,
          marketingAgreed: false,
          birthDate: '1990-05-01',
        },
      },
    ]);
    expect(storage.get(STORAGE_KEYS.token)).toBe('access-1');
    expect(useAuthStore.getState().user).toEqual(member);
    expect(readPendingSignup()).toBeNull();
  });

  it('asks for an e-mail when the provider gave none', async () => {
    keepPendingSignup({ provider: 'kakao', signupToken: 'pending-2', email: null });
    const signups = answer('post', '/user/socialSignup', () =>
      apiError(409, '이미 가입된 이메일이에요.'),
    );
    const user = renderPage();
    await agree(user);
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(signups).toHaveLength(0);

    await user.type(screen.getByLabelText('이메일'), 'mine@example.com');
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() =>
      expect(signups.map((call) => call.body)).toEqual([
        expect.objectContaining({ signupToken: 'pending-2', email: 'mine@example.com' }),
      ]),
    );
    expect(await screen.findByText('이미 가입된 이메일이에요.')).toBeInTheDocument();
    expect(readPendingSignup()).not.toBeNull();
  });
});
