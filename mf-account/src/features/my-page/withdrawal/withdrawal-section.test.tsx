/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { peekReturnPath, resetStores, useAuthStore, useModalStore } from '@genetype/platform';
import type { User, WithdrawAccountResponse } from '@genetype/domain/contracts';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import type { ApiCall } from '@genetype/tooling/testing/msw';
import { WithdrawalSection } from './withdrawal-section';
import { WITHDRAWAL_NOTICE } from './withdrawal-dialog';
import { giveElementsLayout } from '../test-support';

const member = (overrides: Partial<User> = {}) =>
  ({
    userId: 'member01',
    email: 'm@example.com',
    isWithdraw: 0,
    remainingDays: null,
    isPasswordSet: true,
    ...overrides,
  }) as User;

/** POST /user/withdrawAccount answered when the test calls the returned function. */
function answerLater(): { calls: ApiCall[]; reply: (body: WithdrawAccountResponse) => void } {
  let reply: (body: WithdrawAccountResponse) => void = () => undefined;
  const calls = answer(
    'post',
    '/user/withdrawAccount',
    () => new Promise<Response>((resolve) => (reply = (body) => resolve(HttpResponse.json(body)))),
  );
  return { calls, reply: (body) => reply(body) };
}

/** Lets an answer reach the screen without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(() => jest.advanceTimersByTimeAsync(0));
}

startApiServer();
let loadUser: jest.Mock;
beforeEach(() => {
  resetStores();
  loadUser = jest.fn(async () => undefined);
  useAuthStore.setState({ user: member(), status: 'authenticated', loadUser });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('<WithdrawalSection>', () => {
  it('requests a withdrawal after the 14-day notice, once, then closes after 2 s and reloads the user', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls, reply } = answerLater();
    render(<WithdrawalSection />);

    await user.click(screen.getByRole('button', { name: '회원 탈퇴 신청' }));
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴 신청' });
    expect(dialog).toHaveTextContent(WITHDRAWAL_NOTICE);
    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');
    const confirm = screen.getByRole('button', { name: '탈퇴 신청하기' });
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: '처리 중…' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls.map((call) => call.body)).toEqual([{ isWithdraw: '1', password: 'Passw0rd!' }]);

    reply({ message: '탈퇴 신청이 접수되었어요.', isWithdraw: 1, remainingDays: 14 });
    await settle();
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('탈퇴 신청이 접수되었어요.');
    expect(loadUser).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the days left and cancels with "0"', async () => {
    useAuthStore.setState({ user: member({ isWithdraw: 1, remainingDays: 9 }) });
    const calls = answer('post', '/user/withdrawAccount', {
      message: '탈퇴 신청을 취소했어요.',
      isWithdraw: 0,
      remainingDays: null,
    });
    render(<WithdrawalSection />);
    expect(screen.getByText('9일 뒤 탈퇴가 완료돼요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 취소하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('탈퇴 신청을 취소했어요.');
    expect(calls.map((call) => call.body)).toEqual([{ isWithdraw: '0' }]);
  });

  it("shows the server's message when the request fails and lets the member try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', '/user/withdrawAccount', () =>
      apiError(400, '비밀번호가 일치하지 않아요. 다시 확인해 주세요.'),
    );
    render(<WithdrawalSection />);
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴 신청' }));
    await userEvent.type(screen.getByLabelText('비밀번호'), 'Wr0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 신청하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '비밀번호가 일치하지 않아요. 다시 확인해 주세요.',
    );
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '탈퇴 신청하기' })).toBeEnabled();
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('asks for the password before calling the API', async () => {
    const calls = answer('post', '/user/withdrawAccount', {
      message: '탈퇴 신청이 접수되었어요.',
      isWithdraw: 1,
      remainingDays: 14,
    });
    render(<WithdrawalSection />);
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴 신청' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 신청하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('비밀번호를 입력해 주세요.');
    expect(calls).toHaveLength(0);
  });

  it('sends a member without a password to sign in again when the sign-in is too old', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const logout = jest.fn(async () => undefined);
    useAuthStore.setState({ user: member({ isPasswordSet: false }), logout });
    const calls = answer('post', '/user/withdrawAccount', () =>
      apiError(403, '안전을 위해 다시 로그인한 뒤 10분 안에 탈퇴를 신청해 주세요.'),
    );
    render(<WithdrawalSection />);
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴 신청' }));
    expect(screen.queryByLabelText('비밀번호')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('로그인한 지 10분이 지나지 않았을 때만');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 신청하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('다시 로그인한 뒤 10분 안에');
    expect(calls.map((call) => call.body)).toEqual([{ isWithdraw: '1' }]);

    await userEvent.click(screen.getByRole('button', { name: '다시 로그인하기' }));
    await waitFor(() => expect(useModalStore.getState().modal?.name).toBe('login'));
    expect(logout).toHaveBeenCalled();
    expect(peekReturnPath()).toBe('/myPage#settingSection');
  });

  it('focuses the safe choice, ignores Escape while the request runs, and gives focus back', async () => {
    giveElementsLayout();
    const { calls, reply } = answerLater();
    const user = userEvent.setup();
    render(<WithdrawalSection />);
    const opener = screen.getByRole('button', { name: '회원 탈퇴 신청' });
    await user.click(opener);
    // The password is what the member does next.
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    await user.keyboard('Passw0rd!');

    await user.click(screen.getByRole('button', { name: '탈퇴 신청하기' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '회원 탈퇴 신청' })).toBeInTheDocument();
    reply({ message: '탈퇴 신청이 접수되었어요.', isWithdraw: 1, remainingDays: 14 });
    expect(await screen.findByRole('status')).toHaveTextContent('탈퇴 신청이 접수되었어요.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('renders nothing without a user', () => {
    useAuthStore.setState({ user: null });
    const { container } = render(<WithdrawalSection />);
    expect(container).toBeEmptyDOMElement();
  });
});
