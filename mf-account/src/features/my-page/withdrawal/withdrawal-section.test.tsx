import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { resetStores, useAuthStore, withdrawalApi } from '@genetype/shared';
import type { User } from '@genetype/shared';
import { WithdrawalSection } from './withdrawal-section';
import { WITHDRAWAL_NOTICE } from './withdrawal-dialog';
import { giveElementsLayout } from '../test-support';

const member = (overrides: Partial<User> = {}) =>
  ({
    userId: 'member01',
    email: 'm@example.com',
    isWithdraw: 0,
    remainingDays: null,
    ...overrides,
  }) as User;

function apiError(status: number, message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers }, null, {
    status,
    statusText: '',
    headers: {},
    config: { headers },
    data: { message },
  });
}

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
    let resolve: (
      value: Awaited<ReturnType<typeof withdrawalApi.withdrawAccount>>,
    ) => void = () => {};
    const call = jest
      .spyOn(withdrawalApi, 'withdrawAccount')
      .mockImplementation(() => new Promise((r) => (resolve = r)));
    render(<WithdrawalSection />);

    await user.click(screen.getByRole('button', { name: '회원 탈퇴 신청' }));
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴 신청' });
    expect(dialog).toHaveTextContent(WITHDRAWAL_NOTICE);
    const confirm = screen.getByRole('button', { name: '탈퇴 신청하기' });
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: '처리 중…' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('1');

    await act(async () =>
      resolve({ message: '탈퇴 신청이 접수되었어요.', isWithdraw: 1, remainingDays: 14 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('탈퇴 신청이 접수되었어요.');
    expect(loadUser).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the days left and cancels with "0"', async () => {
    useAuthStore.setState({ user: member({ isWithdraw: 1, remainingDays: 9 }) });
    const call = jest.spyOn(withdrawalApi, 'withdrawAccount').mockResolvedValue({
      message: '탈퇴 신청을 취소했어요.',
      isWithdraw: 0,
      remainingDays: null,
    });
    render(<WithdrawalSection />);
    expect(screen.getByText('9일 뒤 탈퇴가 완료돼요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 취소하기' }));
    expect(call).toHaveBeenCalledWith('0');
    expect(await screen.findByRole('status')).toHaveTextContent('탈퇴 신청을 취소했어요.');
  });

  it("shows the server's message when the request fails and lets the member try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(withdrawalApi, 'withdrawAccount')
      .mockRejectedValue(apiError(409, '이미 탈퇴를 신청했어요.'));
    render(<WithdrawalSection />);
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴 신청' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 신청하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 탈퇴를 신청했어요.');
    expect(screen.getByRole('button', { name: '탈퇴 신청하기' })).toBeEnabled();
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('focuses the safe choice, ignores Escape while the request runs, and gives focus back', async () => {
    giveElementsLayout();
    let resolve: (
      value: Awaited<ReturnType<typeof withdrawalApi.withdrawAccount>>,
    ) => void = () => {};
    jest
      .spyOn(withdrawalApi, 'withdrawAccount')
      .mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<WithdrawalSection />);
    const opener = screen.getByRole('button', { name: '회원 탈퇴 신청' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '탈퇴 신청하기' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '회원 탈퇴 신청' })).toBeInTheDocument();
    await act(async () =>
      resolve({ message: '탈퇴 신청이 접수되었어요.', isWithdraw: 1, remainingDays: 14 }),
    );

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
