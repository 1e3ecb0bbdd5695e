import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { STORAGE_KEYS, questionsApi, storage, useAuthStore, useModalStore } from '@genetype/shared';
import { member, resetAll, signIn } from '../../test/fixtures';
import { RETAKE_CONFIRM_TEXT, RetakeButton } from './retake-button';

function renderButton() {
  return render(
    <MemoryRouter initialEntries={['/result?type=D']}>
      <Routes>
        <Route path="/result" element={<RetakeButton />} />
        <Route path="/questions" element={<p>문항 페이지</p>} />
      </Routes>
    </MemoryRouter>,
  );
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

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('RetakeButton (spec §4, §8)', () => {
  it('asks with the exact text; cancel keeps everything', async () => {
    const retake = jest.spyOn(questionsApi, 'retake');
    renderButton();
    await user().click(screen.getByRole('button', { name: '다시 검사하기' }));
    const dialog = screen.getByRole('dialog', { name: '다시 검사하기' });
    expect(dialog).toHaveTextContent(RETAKE_CONFIRM_TEXT);
    expect(RETAKE_CONFIRM_TEXT).toBe('다시 검사하면 이전 검사 결과는 삭제돼요. 계속할까요?');
    await user().click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(retake).not.toHaveBeenCalled();
  });

  it('deletes the result once, refreshes the user and goes to /questions after one second', async () => {
    let finish: (value: { message: string }) => void = () => undefined;
    const retake = jest
      .spyOn(questionsApi, 'retake')
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const loadUser = jest.fn().mockResolvedValue(undefined);
    useAuthStore.setState({ loadUser });
    storage.set(STORAGE_KEYS.type, 'II-A');
    renderButton();
    await user().click(screen.getByRole('button', { name: '다시 검사하기' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', {
      name: '다시 검사하기',
    });
    await user().click(confirm);
    // A second press while the first is in flight does nothing.
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('이전 결과를 지우고 있어요');
    await act(async () => finish({ message: '삭제했어요' }));
    expect(retake).toHaveBeenCalledTimes(1);
    expect(loadUser).toHaveBeenCalled();
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
    const config = { headers: new AxiosHeaders() };
    const response = {
      data: { message: '지금은 삭제할 수 없어요.' },
      status: 409,
      statusText: '',
      headers: {},
      config,
    };
    jest
      .spyOn(questionsApi, 'retake')
      .mockRejectedValue(new AxiosError('x', 'ERR', config, {}, response));
    renderButton();
    await user().click(screen.getByRole('button', { name: '다시 검사하기' }));
    await user().click(
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
