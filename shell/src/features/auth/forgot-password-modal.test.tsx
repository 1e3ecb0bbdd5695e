import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, authApi, resetStores, storage, useModalStore } from '@genetype/shared';
import {
  ForgotPasswordModal,
  RESET_MAIL_FAILED_MESSAGE,
  WrongEmailModal,
} from './forgot-password-modal';

function httpError(status: number, message?: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message === undefined ? undefined : { message }, headers: {} },
  });
}

function renderModal() {
  const close = jest.fn(() => useModalStore.getState().close('forgotPassword'));
  render(<ForgotPasswordModal close={close} />);
  return { close, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: '이메일' });
const send = () => screen.getByRole('button', { name: '재설정 메일 보내기' });

beforeEach(() => {
  resetStores();
  localStorage.clear();
  useModalStore.getState().open('forgotPassword');
});
afterEach(() => jest.restoreAllMocks());

describe('ForgotPasswordModal', () => {
  it('offers the e-mail field, send, login and find-account', () => {
    renderModal();
    expect(email()).toHaveAttribute('type', 'email');
    expect(send()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '아이디 찾기' })).toBeInTheDocument();
  });

  it('asks for a correctly formatted e-mail before sending anything', async () => {
    const call = jest.spyOn(authApi, 'forgotPassword');
    const { user } = renderModal();
    await user.click(send());
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    await user.type(email(), 'not-an-email');
    await user.click(send());
    expect(await screen.findByText('올바른 형식의 이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it('stores the reply token, closes and shows the success modal', async () => {
    jest
      .spyOn(authApi, 'forgotPassword')
      .mockResolvedValue({ error: false, message: '메일함을 확인해 주세요.', token: 'req-1' });
    const { user, close } = renderModal();
    await user.type(email(), ' gene@example.com ');
    await user.click(send());
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(authApi.forgotPassword).toHaveBeenCalledWith({ email: 'gene@example.com' });
    expect(storage.get(STORAGE_KEYS.resetPasswordToken)).toBe('req-1');
    expect(useModalStore.getState().modal).toEqual({
      name: 'success',
      props: { title: '메일을 보냈어요', message: '메일함을 확인해 주세요.' },
    });
  });

  it('disables the form while sending and sends once for a double submit', async () => {
    let resolve!: (value: { error: boolean; message: string; token: string }) => void;
    const call = jest
      .spyOn(authApi, 'forgotPassword')
      .mockReturnValue(new Promise((res) => (resolve = res)));
    const { user } = renderModal();
    await user.type(email(), 'gene@example.com');
    await user.click(send());
    await user.keyboard('{Enter}');
    expect(email()).toBeDisabled();
    expect(send()).toBeDisabled();
    expect(call).toHaveBeenCalledTimes(1);
    resolve({ error: false, message: 'ok', token: 't' });
    await waitFor(() => expect(useModalStore.getState().modal?.name).toBe('success'));
  });

  it.each([
    [
      'an error flag',
      () => Promise.resolve({ error: true, message: '가입되지 않은 이메일이에요.', token: '' }),
      '가입되지 않은 이메일이에요.',
    ],
    [
      'a 400 with a message',
      () => Promise.reject(httpError(400, '올바른 형식의 이메일을 입력해 주세요.')),
      '올바른 형식의 이메일을 입력해 주세요.',
    ],
    ['a 429', () => Promise.reject(httpError(429, '요청이 너무 많아요.')), '요청이 너무 많아요.'],
    ['no response', () => Promise.reject(new Error('Network Error')), RESET_MAIL_FAILED_MESSAGE],
  ])('opens the wrong-email modal on %s', async (_case, reply, message) => {
    jest.spyOn(authApi, 'forgotPassword').mockImplementation(reply as never);
    const { user } = renderModal();
    await user.type(email(), 'gene@example.com');
    await user.click(send());
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({ name: 'wrongEmail', props: { message } }),
    );
    expect(storage.get(STORAGE_KEYS.resetPasswordToken)).toBeNull();
  });

  it.each([
    ['로그인', 'login'],
    ['아이디 찾기', 'findAccount'],
  ])('%s opens the %s modal', async (label, name) => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: label }));
    expect(useModalStore.getState().modal).toEqual({ name });
  });
});

describe('WrongEmailModal', () => {
  it('shows the server message and goes back to the form', async () => {
    const close = jest.fn();
    render(<WrongEmailModal message="가입되지 않은 이메일이에요." close={close} />);
    expect(screen.getByText('가입되지 않은 이메일이에요.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '이메일 다시 입력하기' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'forgotPassword' });
  });
});
