// /result's waits (issue 17): a result that could not be fetched says so with "다시 시도", which
// asks again; a session that could not be checked gets the same kind of message, not the login.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResultView } from '@genetype/domain/contracts';
import { STORAGE_KEYS, questionsApi, storage, useAuthStore } from '@genetype/platform';
import { member, resetAll, signIn } from '../../test/fixtures';
import ResultPage from './result-page';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/result" element={<ResultPage />} />
        <Route path="/" element={<p>홈</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const notStarted: ResultView = {
  resultId: 'r-1',
  name: null,
  completed: 0,
  sections: [],
  final: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => resetAll());
afterEach(() => jest.restoreAllMocks());

describe('/result waits', () => {
  it('offers 다시 시도 when the result could not be fetched, and the retry asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(member({ section: 0 }));
    const myResult = jest
      .spyOn(questionsApi, 'myResult')
      .mockRejectedValueOnce(new Error('timeout of 8000ms exceeded'))
      .mockResolvedValueOnce(notStarted);
    renderAt('/result?type=A');
    expect(
      await screen.findByRole('heading', { level: 2, name: '결과를 불러오지 못했어요' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText(/아직 A 유형 검사를 마치지 않았어요/)).toBeInTheDocument();
    expect(myResult).toHaveBeenCalledTimes(2);
  });

  it('shows the session message with 다시 시도, not the login, when the session is unknown', () => {
    storage.set(STORAGE_KEYS.token, 'token-1');
    useAuthStore.setState({ status: 'unknown' });
    renderAt('/result?type=A');
    expect(
      screen.getByRole('heading', { name: '회원 정보를 확인하지 못했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.queryByText('홈')).toBeNull();
  });
});
