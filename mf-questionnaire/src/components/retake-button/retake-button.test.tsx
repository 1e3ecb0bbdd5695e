/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { STORAGE_KEYS, storage, useAuthStore, useModalStore } from '@genetype/platform';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { member, resetAll, signIn } from '../../test/fixtures';
import { RETAKE_CONFIRM_TEXT, RetakeButton } from './retake-button';

const RETAKE = '/questions/retake';

startApiServer();

function renderButton() {
  return renderWithProviders(<RetakeButton />, {
    at: '/result?type=D',
    path: '/result',
    elsewhere: <p>문항 페이지</p>,
    keepState: true,
    advanceTimers: jest.advanceTimersByTime,
  });
}

beforeEach(() => {
  resetAll();
  jest.useFakeTimers();
  signIn(member({ section: 4, finishTest: true }));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RetakeButton (spec §4, §8)', () => {
  it('asks with the exact text; cancel keeps everything', async () => {
    const retake = answer('get', RETAKE, { message: '삭제했어요' });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: '다시 검사하기' }));
    const dialog = screen.getByRole('dialog', { name: '다시 검사하기' });
    expect(dialog).toHaveTextContent(RETAKE_CONFIRM_TEXT);
    // Spec §8's sentence, word for word (packages/tooling/src/test-utils/spec-texts.ts).
    expect(RETAKE_CONFIRM_TEXT).toBe(
      '다시 검사하면 이전 검사 결과는 삭제됩니다. 계속 하시겠습니까?',
    );
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(retake).toHaveLength(0);
  });

  it('deletes the result once, refreshes the user and goes to /questions after one second', async () => {
    let finish: (response: Response) => void = () => undefined;
    const retake = answer('get', RETAKE, () => new Promise<Response>((res) => (finish = res)));
    const getUser = answer('get', '/user/getUser', member({ section: 0, finishTest: false }));
    storage.set(STORAGE_KEYS.type, 'II-A');
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: '다시 검사하기' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', {
      name: '다시 검사하기',
    });
    await user.click(confirm);
    // A second press while the first is in flight does nothing.
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('이전 결과를 지우고 있어요');
    await waitFor(() => expect(retake).toHaveLength(1));
    expect(retake[0]?.headers.get('authorization')).toBe('Bearer token-1');
    await act(async () => finish(HttpResponse.json({ message: '삭제했어요' })));
    await waitFor(() => expect(useAuthStore.getState().user?.section).toBe(0));
    expect(getUser).toHaveLength(1);
    expect(retake).toHaveLength(1);
    expect(storage.get(STORAGE_KEYS.type)).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(screen.queryByText('문항 페이지')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(150);
    });
    expect(screen.getByText('문항 페이지')).toBeInTheDocument();
  });

  it("opens the error modal with the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', RETAKE, () => apiError(409, '지금은 삭제할 수 없어요.'));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: '다시 검사하기' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: '다시 검사하기' }),
    );
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'error',
        props: { message: '지금은 삭제할 수 없어요.' },
      }),
    );
    // The confirmation closes and the button can be pressed again.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '다시 검사하기' })).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: '다시 검사하기' })).toBeEnabled();
  });
});
