/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  STORAGE_KEYS,
  configureApi,
  resetStores,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { PHONE_VERIFY_CALLBACK } from '@genetype/platform/providers';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import type { ApiCall } from '@genetype/tooling/testing/msw';
import { baseUser, renderMyPage } from '../test-support';

startApiServer();
// The e-mail flow types into three forms and makes three calls: over 5 s on a busy machine.
jest.setTimeout(20_000);
let loadUser: jest.Mock;

beforeEach(() => {
  resetStores();
  localStorage.clear();
  loadUser = jest.fn().mockResolvedValue(undefined);
  useAuthStore.setState({ loadUser });
  // The client logs every failed call; the refusals here are on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const openSettings = (user = baseUser) => renderMyPage(user, '#settingSection');
const modal = () => useModalStore.getState().modal;

describe('settings: account details', () => {
  it('shows the user ID and e-mail read-only, and the phone number read-only', () => {
    openSettings();
    expect(screen.getByTestId('settings-user-id')).toHaveTextContent('member01');
    expect(screen.getByTestId('settings-email')).toHaveTextContent('member01@example.com');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAttribute('readonly');
  });
});

describe('settings: nickname', () => {
  it('validates before saving and calls nothing for a bad nickname', async () => {
    const updates = answer('post', '/user/updateNickname', { message: 'ok' });
    const user = openSettings();
    const field = screen.getByLabelText('닉네임');
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nicknameTooShort)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '한글닉네임입니다');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nicknameFormat)).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it('stores a saved nickname, reloads the user and shows the server message', async () => {
    const updates = answer('post', '/user/updateNickname', { message: '닉네임을 변경했어요.' });
    const user = openSettings();
    const field = screen.getByLabelText('닉네임');
    await user.clear(field);
    await user.type(field, 'NewNick99');
    await user.click(screen.getByRole('button', { name: '변경' }));
    await waitFor(() =>
      expect(modal()).toEqual({ name: 'success', props: { message: '닉네임을 변경했어요.' } }),
    );
    expect(updates.map((call) => call.body)).toEqual([{ nickname: 'NewNick99' }]);
    expect(updates[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(storage.get(STORAGE_KEYS.nickname)).toBe('NewNick99');
    expect(loadUser).toHaveBeenCalled();
  });

  it('restores the previous nickname when the server refuses it', async () => {
    answer('post', '/user/updateNickname', () => apiError(409, '이미 사용 중인 닉네임이에요.'));
    const user = openSettings();
    const field = screen.getByLabelText('닉네임');
    await user.clear(field);
    await user.type(field, 'TakenNick1');
    await user.click(screen.getByRole('button', { name: '변경' }));
    await waitFor(() =>
      expect(modal()).toEqual({
        name: 'error',
        props: { message: '이미 사용 중인 닉네임이에요.' },
      }),
    );
    expect(field).toHaveValue('Member01');
    expect(storage.get(STORAGE_KEYS.nickname)).toBeNull();
  });

  it('blocks a second submit while the first is in flight', async () => {
    let finish: (value: { message: string }) => void = () => undefined;
    const updates = answer(
      'post',
      '/user/updateNickname',
      () =>
        new Promise<Response>((resolve) => (finish = (body) => resolve(HttpResponse.json(body)))),
    );
    const user = openSettings();
    const field = screen.getByLabelText('닉네임');
    await user.clear(field);
    await user.type(field, 'NewNick99');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(screen.getByRole('button', { name: '저장 중…' })).toBeDisabled();
    await act(async () => {
      screen.getByRole('button', { name: '저장 중…' }).closest('form')?.requestSubmit();
    });
    await waitFor(() => expect(updates).toHaveLength(1));
    finish({ message: 'ok' });
    await waitFor(() => expect(modal()).toEqual({ name: 'success', props: { message: 'ok' } }));
    expect(updates).toHaveLength(1);
  });
});

describe('settings: password', () => {
  it('changes the password in the passwordChange modal', async () => {
    const updates = answer('post', '/user/updatePassword', { message: '비밀번호를 변경했어요.' });
    const user = openSettings();
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const dialog = screen.getByRole('dialog', { name: '비밀번호 변경' });
    expect(dialog).toHaveAttribute('data-modal', 'passwordChange');
    expect(within(dialog).getByText(/영문, 숫자, 특수문자를 조합해 8자 이상/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('현재 비밀번호')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    expect(
      within(dialog).getByText(VALIDATION_MESSAGES.currentPasswordRequired),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('현재 비밀번호'), 'Passw0rd!');
    await user.type(within(dialog).getByLabelText('새 비밀번호'), 'N3wSecret!');
    await user.type(within(dialog).getByLabelText('새 비밀번호 확인'), 'N3wSecret?');
    await user.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    expect(
      await within(dialog).findByText(VALIDATION_MESSAGES.passwordMismatch),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('새 비밀번호 확인'));
    await user.type(within(dialog).getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    await user.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() =>
      expect(modal()).toEqual({ name: 'success', props: { message: '비밀번호를 변경했어요.' } }),
    );
    expect(updates.map((call) => call.body)).toEqual([
      { currentPassword: 'Passw0rd!', newPassword: 'N3wSecret!', confirmNewPassword: 'N3wSecret!' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps aside for the error modal and comes back with what was typed', async () => {
    answer('post', '/user/updatePassword', () => apiError(400, '현재 비밀번호가 일치하지 않아요.'));
    const user = openSettings();
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const dialog = screen.getByRole('dialog', { name: '비밀번호 변경' });
    await user.type(within(dialog).getByLabelText('현재 비밀번호'), 'Wr0ngPass!');
    await user.type(within(dialog).getByLabelText('새 비밀번호'), 'N3wSecret!');
    await user.type(within(dialog).getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    await user.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() =>
      expect(modal()).toEqual({
        name: 'error',
        props: { message: '현재 비밀번호가 일치하지 않아요.' },
      }),
    );
    // One modal at a time: this one is hidden while the shell shows the message.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useModalStore.getState().close());
    const back = screen.getByRole('dialog', { name: '비밀번호 변경' });
    expect(within(back).getByLabelText('현재 비밀번호')).toHaveValue('Wr0ngPass!');
  });

  it('offers the setPassword modal (no current password) to an account without one', async () => {
    const updates = answer('post', '/user/updatePassword', { message: '비밀번호를 설정했어요.' });
    const user = openSettings({ ...baseUser, isPasswordSet: false });
    await user.click(screen.getByRole('button', { name: '비밀번호 설정' }));
    const dialog = screen.getByRole('dialog', { name: '비밀번호 설정' });
    expect(dialog).toHaveAttribute('data-modal', 'setPassword');
    expect(within(dialog).queryByLabelText('현재 비밀번호')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('새 비밀번호'), 'N3wSecret!');
    await user.type(within(dialog).getByLabelText('새 비밀번호 확인'), 'N3wSecret!');
    await user.click(within(dialog).getByRole('button', { name: '비밀번호 설정' }));
    await waitFor(() => expect(modal()?.name).toBe('success'));
    expect(updates.map((call) => call.body)).toEqual([
      { newPassword: 'N3wSecret!', confirmNewPassword: 'N3wSecret!' },
    ]);
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = openSettings();
    const opener = screen.getByRole('button', { name: '비밀번호 변경' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('settings: e-mail change', () => {
  it('sends a code, locks the e-mail, verifies the trimmed code, locks it, then saves', async () => {
    const sends = answer('post', '/user/updateEmailSendCode', {
      message: '인증번호를 메일로 보냈어요.',
    });
    const verifies = answer('post', '/user/updateEmailVerifyCode', {
      message: '이메일 인증을 마쳤어요.',
    });
    const saves = answer('post', '/user/updateEmail', { message: '이메일을 변경했어요.' });
    const user = openSettings();
    await user.click(screen.getByRole('button', { name: '이메일 변경' }));
    const dialog = screen.getByRole('dialog', { name: '이메일 변경' });
    expect(dialog).toHaveAttribute('data-modal', 'emailChange');
    expect(within(dialog).getByRole('button', { name: '이메일 저장' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('새 이메일'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: '인증번호 받기' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.emailFormat)).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('새 이메일'));
    await user.type(within(dialog).getByLabelText('새 이메일'), 'next@example.com');
    await user.click(within(dialog).getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() => expect(modal()?.name).toBe('success'));
    expect(sends.map((call) => call.body)).toEqual([{ email: 'next@example.com' }]);
    act(() => useModalStore.getState().close());

    expect(within(dialog).getByLabelText('새 이메일')).toHaveAttribute('readonly');
    await user.type(within(dialog).getByLabelText('인증번호'), ' 123456 ');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(modal()?.name).toBe('success'));
    expect(verifies.map((call) => call.body)).toEqual([{ confirmationCode: '123456' }]);
    act(() => useModalStore.getState().close());
    expect(within(dialog).getByLabelText('인증번호')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('인증 완료')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '이메일 저장' }));
    await waitFor(() =>
      expect(modal()).toEqual({ name: 'success', props: { message: '이메일을 변경했어요.' } }),
    );
    expect(saves.map((call) => call.body)).toEqual([{ email: 'next@example.com' }]);
    expect(storage.get(STORAGE_KEYS.email)).toBe('next@example.com');
    expect(loadUser).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a malformed code locally and shows a server refusal in the error modal', async () => {
    answer('post', '/user/updateEmailSendCode', { message: 'sent' });
    const verifies = answer('post', '/user/updateEmailVerifyCode', () =>
      apiError(400, '인증번호가 일치하지 않아요.'),
    );
    const user = openSettings();
    await user.click(screen.getByRole('button', { name: '이메일 변경' }));
    await user.type(screen.getByLabelText('새 이메일'), 'next@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() => expect(modal()?.name).toBe('success'));
    act(() => useModalStore.getState().close());
    await user.type(screen.getByLabelText('인증번호'), '12');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(verifies).toHaveLength(0);
    await user.clear(screen.getByLabelText('인증번호'));
    await user.type(screen.getByLabelText('인증번호'), '000000');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(modal()).toEqual({ name: 'error', props: { message: '인증번호가 일치하지 않아요.' } }),
    );
    expect(verifies.map((call) => call.body)).toEqual([{ confirmationCode: '000000' }]);
    act(() => useModalStore.getState().close());
    expect(screen.getByLabelText('인증번호')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '이메일 저장' })).toBeDisabled();
  });
});

/** The identity-check popup opens and (once the member is done) calls back with `reply`. */
async function verifyInPopup(tokens: ApiCall[], reply: string) {
  await waitFor(() => expect(tokens).toHaveLength(1));
  act(() =>
    (window as unknown as Record<string, (v: string) => void>)[PHONE_VERIFY_CALLBACK]?.(reply),
  );
}

function popupOpens() {
  const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
  jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  return answer('get', '/user/getPhoneVerifyToken', {
    success: true,
    data: 'sealed',
    url: 'http://idp.test/service',
  });
}

describe('settings: phone', () => {
  it('updates the number through identity verification and reloads the user', async () => {
    const tokens = popupOpens();
    const updates = answer('get', '/user/updatePhoneNumberByAuthentication', {
      success: true,
      message: '휴대폰 번호를 인증했어요.',
      data: '01099998888',
    });
    const user = openSettings();
    await user.click(screen.getByRole('button', { name: '번호 변경' }));
    await verifyInPopup(tokens, 'sealed-reply');
    await waitFor(() =>
      expect(modal()).toEqual({ name: 'success', props: { message: '휴대폰 번호를 인증했어요.' } }),
    );
    expect(updates.map((call) => call.url.searchParams.get('EncodeData'))).toEqual([
      'sealed-reply',
    ]);
    expect(loadUser).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: '번호 변경' })).toBeEnabled());
  });

  it('says verification failed when the API refuses the reply', async () => {
    const tokens = popupOpens();
    // The network fails: no answer at all.
    answer('get', '/user/updatePhoneNumberByAuthentication', () => HttpResponse.error());
    const user = openSettings();
    await user.click(screen.getByRole('button', { name: '번호 변경' }));
    await verifyInPopup(tokens, 'sealed-reply');
    await waitFor(() =>
      expect(modal()).toEqual({
        name: 'error',
        props: { message: '본인인증에 실패했어요. 다시 시도해 주세요.' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '번호 변경' })).toBeEnabled());
  });
});

describe('settings: session expired', () => {
  it('shows the session-expired modal when a call answers 401', async () => {
    const navigate = jest.fn();
    configureApi({ navigate });
    answer('post', '/user/updateNickname', () => apiError(401, 'Not authenticated'));
    try {
      const user = openSettings();
      const field = screen.getByLabelText('닉네임');
      await user.clear(field);
      await user.type(field, 'NewNick99');
      await user.click(screen.getByRole('button', { name: '변경' }));
      await waitFor(() => expect(modal()).toEqual({ name: 'sessionExpired' }));
      // The client's own §8 step: the session is cleared and the member sent home.
      expect(navigate).toHaveBeenCalledWith('/', { error: true });
      expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    } finally {
      configureApi({ navigate: (path) => window.location.assign(path) });
    }
  });
});
