/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  STORAGE_KEYS,
  resetStores,
  storage,
  useLanguageStore,
  useModalStore,
} from '@genetype/platform';
import {
  ForgotPasswordModal,
  RESET_MAIL_FAILED_MESSAGE,
  WrongEmailModal,
} from './forgot-password-modal';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';

startApiServer();
const FORGOT = '/user/forgotPassword';

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

describe('ForgotPasswordModal', () => {
  it('offers the e-mail field, send, login and find-account', () => {
    renderModal();
    expect(email()).toHaveAttribute('type', 'email');
    expect(send()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '아이디 찾기' })).toBeInTheDocument();
  });

  it('asks for a correctly formatted e-mail before sending anything', async () => {
    const calls = answer('post', FORGOT, {});
    const { user } = renderModal();
    await user.click(send());
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    await user.type(email(), 'not-an-email');
    await user.click(send());
    expect(await screen.findByText('올바른 형식의 이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('stores the reply token, closes and shows the success modal', async () => {
    const calls = answer('post', FORGOT, {
      error: false,
      message: '메일함을 확인해 주세요.',
      token: 'req-1',
    });
    const { user, close } = renderModal();
    await user.type(email(), ' gene@example.com ');
    await user.click(send());
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([{ email: 'gene@example.com' }]);
    expect(storage.get(STORAGE_KEYS.resetPasswordToken)).toBe('req-1');
    expect(useModalStore.getState().modal).toEqual({
      name: 'success',
      props: { title: '메일을 보냈어요', message: '메일함을 확인해 주세요.' },
    });
  });

  it('disables the form while sending and sends once for a double submit', async () => {
    let resolve!: (value: Response) => void;
    const calls = answer('post', FORGOT, () => new Promise<Response>((res) => (resolve = res)));
    const { user } = renderModal();
    await user.type(email(), 'gene@example.com');
    await user.click(send());
    await user.keyboard('{Enter}');
    expect(email()).toBeDisabled();
    expect(send()).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    resolve(HttpResponse.json({ error: false, message: 'ok', token: 't' }));
    await waitFor(() => expect(useModalStore.getState().modal?.name).toBe('success'));
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      'an error flag',
      () => HttpResponse.json({ error: true, message: '가입되지 않은 이메일이에요.', token: '' }),
      '가입되지 않은 이메일이에요.',
    ],
    [
      'a 400 with a message',
      () => apiError(400, '올바른 형식의 이메일을 입력해 주세요.'),
      '올바른 형식의 이메일을 입력해 주세요.',
    ],
    ['a 429', () => apiError(429, '요청이 너무 많아요.'), '요청이 너무 많아요.'],
    ['no response', () => HttpResponse.error(), RESET_MAIL_FAILED_MESSAGE],
  ])('opens the wrong-email modal on %s', async (_case, reply, message) => {
    answer('post', FORGOT, reply);
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

describe('ForgotPasswordModal in English', () => {
  beforeEach(async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
  });
  afterEach(async () => {
    await act(() => useLanguageStore.getState().setLanguage('ko'));
  });

  it('reads in English, and says so in English when the mail could not be sent', async () => {
    answer('post', FORGOT, () => HttpResponse.error());
    const { user } = renderModal();
    expect(screen.getByText(/Enter the email you signed up with/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find your ID' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'gene@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'wrongEmail',
        props: {
          message:
            "We couldn't send the reset email. Please check your email address and try again.",
        },
      }),
    );
  });

  it('titles the success modal in English', async () => {
    answer('post', FORGOT, { error: false, message: 'Check your inbox.', token: 'req-1' });
    const { user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'gene@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'success',
        props: { title: 'Check your inbox', message: 'Check your inbox.' },
      }),
    );
  });
});
