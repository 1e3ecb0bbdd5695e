import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, authApi, resetStores, storage, useModalStore } from '@genetype/shared';
import { VALIDATION_MESSAGES } from '@genetype/shared/validation';
import type { SessionResponse } from '@genetype/shared';
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

function httpError(status: number, message: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { message }, headers: {} },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(entry: { pathname: string; state?: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/agreement" element={<AgreementPage />} />
        <Route path="/create-account" element={<CreateAccountPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const valid = {
  아이디: 'genelover1',
  이메일: 'gene@example.com',
  비밀번호: 'Passw0rd!',
  '비밀번호 확인': 'Passw0rd!',
};

beforeEach(() => {
  resetStores();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

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
    const signup = jest.spyOn(authApi, 'signup').mockResolvedValue(session);
    jest.spyOn(authApi, 'getUser').mockRejectedValue(new Error('not needed'));
    storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/questions', queryParam: null });
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/questions');
    expect(signup).toHaveBeenCalledWith({
      userId: 'genelover1',
      email: 'gene@example.com',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      consents,
    });
    expect(storage.get(STORAGE_KEYS.token)).toBe('access');
    expect(storage.get(STORAGE_KEYS.refferData)).toBeNull();
    expect(useModalStore.getState().modal?.name).toBe('success');
  });

  it('checks the fields with the shared rules before sending', async () => {
    const signup = jest.spyOn(authApi, 'signup');
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, { 아이디: 'ab', 이메일: 'x', 비밀번호: 'short', '비밀번호 확인': 'other' });
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.userIdFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(signup).not.toHaveBeenCalled();
  });

  it.each([
    ['이미 사용 중인 아이디입니다.', '아이디'],
    ['이미 가입된 이메일입니다.', '이메일'],
  ])('shows the 409 "%s" at the %s field', async (message, label) => {
    jest.spyOn(authApi, 'signup').mockRejectedValue(httpError(409, message));
    const user = renderAt({ pathname: '/create-account', state: { consents } });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.getByLabelText(label)).toHaveFocus();
  });
});
