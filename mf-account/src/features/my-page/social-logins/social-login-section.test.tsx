/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import * as shared from '@genetype/platform';
import * as providers from '@genetype/platform/providers';
import { SOCIAL_LINK_MESSAGES } from '@genetype/domain/contracts';
import { resetStores, useAuthStore, useModalStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { SocialLoginSection } from './social-login-section';

jest.mock('@genetype/platform/providers', () => ({
  ...jest.requireActual('@genetype/platform/providers'),
  signInWithGoogle: jest.fn(),
  startKakaoSignIn: jest.fn(),
}));
jest.mock('@genetype/platform', () => ({
  ...jest.requireActual('@genetype/platform'),
  logoutFromProviders: jest.fn(async () => undefined),
}));

const member = (overrides: Partial<User> = {}) =>
  ({
    userId: 'member01',
    email: 'm@example.com',
    isPasswordSet: true,
    isWithdraw: 0,
    ...overrides,
  }) as User;

startApiServer();

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

let loadUser: jest.Mock;
beforeEach(() => {
  resetStores();
  loadUser = jest.fn(async () => undefined);
  useAuthStore.setState({ user: member(), status: 'authenticated', loadUser });
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('<SocialLoginSection>', () => {
  it('connects Kakao through the /kakao/link redirect', async () => {
    render(<SocialLoginSection />);
    await userEvent.click(within(row('카카오')).getByRole('button', { name: '카카오 연결하기' }));
    expect(providers.startKakaoSignIn).toHaveBeenCalledWith('link');
  });

  it('connects Google with the popup’s ID token, alerts the message and reloads the user', async () => {
    jest.mocked(providers.signInWithGoogle).mockResolvedValue({ idToken: 'id.tok', nonce: 'n1' });
    const connect = answer('post', '/user/connect', { message: 'Google 계정을 연결했어요.' });
    render(<SocialLoginSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Google 연결하기' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Google 계정을 연결했어요.'));
    expect(connect.map((call) => call.body)).toEqual([
      { email: 'm@example.com', firebase_id: 'id.tok', socialLoginType: 'google', nonce: 'n1' },
    ]);
    expect(loadUser).toHaveBeenCalled();
  });

  it("shows the server's message in the error modal when Google connect is refused", async () => {
    jest.mocked(providers.signInWithGoogle).mockResolvedValue({ idToken: 'id.tok', nonce: 'n1' });
    answer('post', '/user/connect', () => apiError(409, '이미 연결된 계정'));
    render(<SocialLoginSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Google 연결하기' }));
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'error',
        props: { message: '이미 연결된 계정' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Google 연결하기' })).toBeEnabled();
  });

  it('refuses to unlink the default account e-mail', async () => {
    useAuthStore.setState({
      user: member({ loginType: 'kakao', kakaoEmail: 'm@example.com', isPasswordSet: false }),
    });
    const disconnect = answer('post', '/user/disconnect', {});
    render(<SocialLoginSection />);
    await userEvent.click(screen.getByRole('button', { name: '카카오 연결 해제' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SOCIAL_LINK_MESSAGES.defaultAccount);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(disconnect).toHaveLength(0);
  });

  it('sets a password first when none is set, signs out of Kakao, then disconnects', async () => {
    useAuthStore.setState({
      user: member({
        loginType: 'google',
        googleEmail: 'm@example.com',
        kakaoEmail: 'k@kakao.com',
        isPasswordSet: false,
      }),
    });
    const order: string[] = [];
    answer('post', '/user/updatePassword', () => {
      order.push('password');
      return HttpResponse.json({ message: 'ok' });
    });
    jest.mocked(shared.logoutFromProviders).mockImplementation(async () => {
      order.push('kakao-logout');
    });
    const disconnect = answer('post', '/user/disconnect', () => {
      order.push('disconnect');
      return HttpResponse.json({ message: '연결을 해제했어요.' });
    });
    const user = userEvent.setup();
    render(<SocialLoginSection />);
    await user.click(screen.getByRole('button', { name: '카카오 연결 해제' }));
    const dialog = screen.getByRole('dialog', { name: '카카오 연결 해제' });
    await user.click(within(dialog).getByRole('button', { name: '비밀번호 설정 후 연결 해제' }));
    expect(order).toEqual([]);
    await user.type(within(dialog).getByLabelText('새 비밀번호'), 'Passw0rd!');
    await user.type(within(dialog).getByLabelText('새 비밀번호 확인'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: '비밀번호 설정 후 연결 해제' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('연결을 해제했어요.'));
    expect(order).toEqual(['password', 'kakao-logout', 'disconnect']);
    expect(disconnect.map((call) => call.body)).toEqual([
      { email: 'k@kakao.com', socialLoginType: 'kakao' },
    ]);
    expect(loadUser).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the spinner when the disconnect fails', async () => {
    useAuthStore.setState({ user: member({ googleEmail: 'g@gmail.com' }) });
    answer('post', '/user/disconnect', () => apiError(400, '연결된 계정이 없어요.'));
    render(<SocialLoginSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Google 연결 해제' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '연결 해제' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('연결된 계정이 없어요.');
    expect(within(dialog).getByRole('button', { name: '연결 해제' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '연결 해제' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });
});
