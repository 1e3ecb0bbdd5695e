/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, resetStores, storage, useModalStore } from '@genetype/platform';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { RECOVERY_MESSAGES, VALIDATION_MESSAGES } from '@genetype/domain/validation';
import ResetPasswordPage from './reset-password-page';
import StoredTokenResetPage from './stored-token-reset-page';

const TOKEN = 'A'.repeat(43);

const LINK = '/user/resetPassword/:token';
/** The link check (GET) answers `reply`; the reset itself (POST) is answered per test. */
const linkCheck = (reply: Parameters<typeof answer>[2] = { message: 'ok' }) =>
  answer('get', LINK, reply);
const resets = (reply: Parameters<typeof answer>[2] = { message: '비밀번호를 바꿨어요.' }) =>
  answer('post', LINK, reply);

function Home() {
  const location = useLocation();
  return <p data-testid="home">{JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/user/resetPassword/:token" element={<ResetPasswordPage />} />
      <Route path="/:resetPasswordToken" element={<StoredTokenResetPage />} />
    </Routes>,
    { at: path, keepState: true },
  ).user;
}

startApiServer();

/** Pasted, not typed key by key: the same change events in a fraction of the time. */
async function fill(user: ReturnType<typeof renderAt>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
});

describe('ResetPasswordPage', () => {
  it('sets a new password, forgets the local session and says to log in again', async () => {
    linkCheck();
    const reset = resets();
    storage.set(STORAGE_KEYS.token, 'old-access');
    storage.set(STORAGE_KEYS.resetPasswordToken, 'req-1');
    const user = renderAt(`/user/resetPassword/${TOKEN}`);

    await fill(user, await screen.findByLabelText('새 비밀번호'), 'N3wSecret!');
    await fill(user, screen.getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));

    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(reset.map((call) => [call.url.pathname, call.body])).toEqual([
      [
        `/user/resetPassword/${TOKEN}`,
        { newPassword: 'N3wSecret!', confirmNewPassword: 'N3wSecret!' },
      ],
    ]);
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.resetPasswordToken)).toBeNull();
    expect(useModalStore.getState().modal?.name).toBe('success');
  });

  it('sends the new password once when the form is submitted twice at once', async () => {
    linkCheck();
    const reset = resets();
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    await fill(user, await screen.findByLabelText('새 비밀번호'), 'N3wSecret!');
    await fill(user, screen.getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    const form = screen.getByRole('button', { name: '비밀번호 바꾸기' }).closest('form');
    fireEvent.submit(form as HTMLFormElement);
    fireEvent.submit(form as HTMLFormElement);
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(reset).toHaveLength(1);
  });

  it('checks the rules of spec §5 before sending', async () => {
    linkCheck();
    const reset = resets();
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    await fill(user, await screen.findByLabelText('새 비밀번호'), 'password');
    await fill(user, screen.getByLabelText('새 비밀번호 확인'), 'different1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordFormat)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('새 비밀번호')).toHaveFocus();
    expect(reset).toHaveLength(0);
  });

  it('explains an expired or used link and offers a new e-mail', async () => {
    linkCheck(() => apiError(410, '비밀번호 재설정 링크의 유효 시간이 지났어요.'));
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '비밀번호 재설정 링크의 유효 시간이 지났어요.',
    );
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
    await user.click(screen.getByRole('button', { name: '재설정 메일 다시 받기' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'forgotPassword' });
  });

  it('offers "다시 시도" when the check fails on the way, and the retry opens the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const check = linkCheck(() =>
      check.length === 1
        ? apiError(503, '잠시 후 다시 시도해 주세요.')
        : HttpResponse.json({ message: 'ok' }),
    );
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크를 확인하지 못했어요');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByLabelText('새 비밀번호')).toBeInTheDocument();
    expect(check).toHaveLength(2);
  });

  it('offers no retry for a link the server refused', async () => {
    linkCheck(() => apiError(400, '잘못된 링크예요.'));
    renderAt(`/user/resetPassword/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('잘못된 링크예요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('refuses a malformed link without asking the server', async () => {
    const check = linkCheck();
    renderAt('/user/resetPassword/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.resetTokenInvalid);
    expect(check).toHaveLength(0);
  });

  it('switches to the link message when the link is used meanwhile', async () => {
    linkCheck();
    resets(() => apiError(410, '이미 사용했거나 더 이상 쓸 수 없는 링크예요.'));
    const user = renderAt(`/user/resetPassword/${TOKEN}`);
    await fill(user, await screen.findByLabelText('새 비밀번호'), 'N3wSecret!');
    await fill(user, screen.getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
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
