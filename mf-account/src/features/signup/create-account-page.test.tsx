/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, resetStores, storage, useModalStore } from '@genetype/platform';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import type { SessionResponse } from '@genetype/domain/contracts';
import { promisesSettled, renderWithProviders } from '@genetype/tooling/testing';
import {
  answer,
  apiError,
  never,
  recordApiCalls,
  startApiServer,
} from '@genetype/tooling/testing/msw';
import AgreementPage from './agreement-page';
import CreateAccountPage from './create-account-page';

const consents = {
  termsAgreed: true,
  privacyAgreed: true,
  marketingAgreed: false,
  birthDate: '1990-05-01',
};
const session: SessionResponse = {
  user: { email: 'gene@example.com', nickname: null, profileIcon: null },
  token: { token: 'access' },
};

startApiServer();
beforeEach(() => {
  resetStores();
  localStorage.clear();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(entry: { pathname: string; state?: unknown }) {
  return renderWithProviders(
    <Routes>
      <Route path="/agreement" element={<AgreementPage />} />
      <Route path="/create-account" element={<CreateAccountPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    // The storage and the stores were reset before each test; a test may have signed in since.
    { at: entry.pathname, state: entry.state, keepState: true },
  ).user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  // Pasted, not typed key by key: the same change events, a fraction of the time.
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const valid = {
  아이디: 'genelover1',
  이메일: 'gene@example.com',
  비밀번호: 'Passw0rd!',
  '비밀번호 확인': 'Passw0rd!',
};

describe('CreateAccountPage', () => {
  it('starts at /agreement when no consents came with the router state', async () => {
    renderAt({ pathname: '/create-account' });
    expect(await screen.findByRole('heading', { level: 1, name: '약관 동의' })).toBeInTheDocument();
  });

  it('sends a logged-in member home', async () => {
    storage.set(STORAGE_KEYS.token, 'access');
    renderAt({ pathname: '/create-account', state: { consents } });
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });

  it('signs up with the consents, starts the session and goes to the stored referrer', async () => {
    const signups = answer('post', '/user/signup', session);
    answer('get', '/user/getUser', {
      userId: 'genelover1',
      email: 'gene@example.com',
      nickname: null,
      section: 0,
      results: [],
    });
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/questions', queryParam: null });
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/questions');
    expect(signups.map((call) => call.body)).toEqual([
      {
        userId: 'genelover1',
        email: 'gene@example.com',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        consents,
      },
    ]);
    expect(storage.get(STORAGE_KEYS.token)).toBe('access');
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
    expect(useModalStore.getState().modal?.name).toBe('success');
  });

  it('checks the fields with the shared rules before sending', async () => {
    const signups = answer('post', '/user/signup', session);
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, { 아이디: 'ab', 이메일: 'x', 비밀번호: 'short', '비밀번호 확인': 'other' });
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.userIdFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(signups).toHaveLength(0);
  });

  it.each([
    ['이미 사용 중인 아이디예요.', '아이디'],
    ['이미 가입된 이메일이에요.', '이메일'],
  ])('shows the 409 "%s" at the %s field', async (message, label) => {
    answer('post', '/user/signup', () => apiError(409, message));
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    // The field is focused once the form is enabled again, a render after the message can be.
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
  });

  it('shows another failure under the form and sends again on the next submit', async () => {
    answer('post', '/user/signup', () => apiError(400, '입력한 내용을 다시 확인해 주세요.'));
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('입력한 내용을 다시 확인해 주세요.');
    expect(screen.getByLabelText('아이디')).not.toHaveFocus();
  });

  it('sends one sign-up for two submits in one tick (a double Enter)', async () => {
    const signups = answer('post', '/user/signup', never);
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, valid);
    const calls = recordApiCalls();
    const form = screen
      .getByRole('button', { name: '가입하기' })
      .closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(signups).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '가입하는 중이에요…' })).toBeInTheDocument();
    fireEvent.submit(form);
    // A submit validates and reaches the guards through promises alone (no timer, no I/O): once
    // they have settled, all three submits have been decided, and a second call would be made.
    await act(() => promisesSettled());
    expect(calls).toEqual(['POST /user/signup']);
    expect(signups).toHaveLength(1);
  });
});
