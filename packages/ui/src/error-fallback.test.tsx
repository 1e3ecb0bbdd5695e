import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ErrorFallback } from './error-fallback.js';
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ErrorFallback', () => {
  it('explains in Korean and offers a retry', () => {
    render(<ErrorFallback onRetry={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: '이 화면을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/다른 메뉴는 그대로 이용할 수 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  });

  it('stays busy while retrying and can be used again when the retry fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const attempts = [deferred(), deferred()];
    const onRetry: jest.Mock<Promise<void>, []> = jest.fn(
      () => attempts[onRetry.mock.calls.length - 1]!.promise,
    );
    const user = userEvent.setup();
    render(<ErrorFallback onRetry={onRetry} />);

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('다시 불러오는 중이에요');

    await act(async () => attempts[0]!.reject(new Error('still down')));
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]!.resolve());
  });
});
