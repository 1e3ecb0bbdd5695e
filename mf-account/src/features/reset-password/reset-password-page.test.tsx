import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, authApi, resetStores, storage, useModalStore } from '@genetype/shared';
import { RECOVERY_MESSAGES, VALIDATION_MESSAGES } from '@genetype/shared/validation';
import ResetPasswordPage from './reset-password-page';
import StoredTokenResetPage from './stored-token-reset-page';

const TOKEN = 'A'.repeat(43);

function httpError(status: number, message: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { message }, headers: {} },
  });
}

function Home() {
  const location = useLocation();
  return <p data-testid="home">{JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/user/resetPassword/:token" element={<ResetPasswordPage />} />
        <Route path="/:resetPasswordToken" element={<StoredTokenResetPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('ResetPasswordPage', () => {
  it('sets a new password, forgets the local session and says to log in again', async () => {
    jest.spyOn(authApi, 'checkResetToken').mockResolvedValue({ message: 'ok' });
    const reset = jest
      .spyOn(authApi, 'resetPassword')
      .mockResolvedValue({ message: '비밀번호를 바꿨어요.' });
    storage.set(STORAGE_KEYS.token, 'old-access');
    storage.set(STORAGE_KEYS.resetPasswordToken, 'req-1');
    const user = renderAt(`/user/resetPassword/${TOKEN}`);

    await user.type(await screen.findByLabelText('새 비밀번호'), 'N3wSecret!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));

    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith(TOKEN, {
      newPassword: 'N3wSecret!',
      confirmNewPassword: 'N3wSecret!',
    });
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.resetPasswordToken)).toBeNull();
    expect(useModalStore.getState().modal?.name).toBe('success');
  });

  it('checks the rules of spec §5 before sending', async () => {
    jest.spyOn(authApi, 'checkResetToken').mockResolvedValue({ message: 'ok' });
    const reset = jest.spyOn(authApi, 'resetPassword');
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    await user.type(await screen.findByLabelText('새 비밀번호'), 'password');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'different1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('새 비밀번호')).toHaveFocus();
    expect(reset).not.toHaveBeenCalled();
  });

  it('explains an expired or used link and offers a new e-mail', async () => {
    jest
      .spyOn(authApi, 'checkResetToken')
      .mockRejectedValue(httpError(410, '비밀번호 재설정 링크의 유효 시간이 지났어요.'));
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '비밀번호 재설정 링크의 유효 시간이 지났어요.',
    );
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
    await user.click(screen.getByRole('button', { name: '재설정 메일 다시 받기' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'forgotPassword' });
  });

  it('refuses a malformed link without asking the server', async () => {
    const check = jest.spyOn(authApi, 'checkResetToken');
    renderAt('/user/resetPassword/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.resetTokenInvalid);
    expect(check).not.toHaveBeenCalled();
  });

  it('switches to the link message when the link is used meanwhile', async () => {
    jest.spyOn(authApi, 'checkResetToken').mockResolvedValue({ message: 'ok' });
    jest
      .spyOn(authApi, 'resetPassword')
      .mockRejectedValue(httpError(410, '이미 사용했거나 더 이상 쓸 수 없는 링크예요.'));
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    await user.type(await screen.findByLabelText('새 비밀번호'), 'N3wSecret!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '이미 사용했거나 더 이상 쓸 수 없는 링크예요.',
      ),
    );
  });
});

describe('StoredTokenResetPage', () => {
  it('tells the member to open the e-mailed link', async () => {
    storage.set(STORAGE_KEYS.resetPasswordToken, 'req-42');
    renderAt('/req-42');
    expect(
      await screen.findByRole('heading', { level: 1, name: '비밀번호 재설정' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/메일에 있는 링크를 열어/)).toBeInTheDocument();
  });
});
