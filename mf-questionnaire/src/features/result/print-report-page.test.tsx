import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResultView } from '@genetype/shared';
import { questionsApi } from '@genetype/shared';
import { finishedResult as mine, member, resetAll, signIn } from '../../test/fixtures';
import PrintReportPage, { koreanDate } from './print-report-page';

const child: ResultView = { ...mine, resultId: 'kid', name: '하늘', relation: 'child' };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/result/print" element={<PrintReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => resetAll());
afterEach(() => jest.restoreAllMocks());

describe('/result/print', () => {
  it('lays out the own report: type, code, the four sections’ scores, the full report and the family', async () => {
    signIn(member({ section: 4, nickname: 'Member01' }));
    jest.spyOn(questionsApi, 'myResult').mockResolvedValue(mine);
    jest.spyOn(questionsApi, 'otherResults').mockResolvedValue([child]);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderAt('/result/print');
    expect(await screen.findByTestId('print-type-name')).toHaveTextContent(/^2번 /);
    expect(screen.getByTestId('print-code')).toHaveTextContent('II-A-44-SL');
    for (const text of ['31 / 40점', '29 / 40점', '27 / 40점', '33 / 40점'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '추천 공부 전략' })).toBeInTheDocument();
    expect(screen.getByText(`Member01님 · ${koreanDate(new Date())} 출력`)).toBeInTheDocument();
    const family = screen.getByRole('region', { name: '가족' });
    expect(within(family).getByText('하늘')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '인쇄 / PDF로 저장' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints a result answered for, with the inheritance block when a parent has a result', async () => {
    signIn(member({ section: 4, nickname: 'Member01' }));
    jest.spyOn(questionsApi, 'myResult').mockResolvedValue(mine);
    jest.spyOn(questionsApi, 'otherResults').mockResolvedValue([child]);
    jest.spyOn(questionsApi, 'result').mockResolvedValue(child);
    renderAt('/result/print?resultId=kid');
    expect(await screen.findByText(/Member01님이 대신 검사한 하늘님/)).toBeInTheDocument();
    expect(screen.getByText('부모에게서 반씩 물려받을 수 있나요?')).toBeInTheDocument();
    expect(screen.getByText(/ACE II ← II: 물려받을 수 있는 조합/)).toBeInTheDocument();
  });

  it('says so when the result is not the member’s', async () => {
    signIn(member({ section: 4 }));
    jest.spyOn(questionsApi, 'myResult').mockResolvedValue(mine);
    jest.spyOn(questionsApi, 'otherResults').mockResolvedValue([]);
    jest.spyOn(questionsApi, 'result').mockRejectedValue(
      Object.assign(new Error('x'), {
        isAxiosError: true,
        response: { status: 404, data: { message: '검사 결과를 찾을 수 없어요.' }, headers: {} },
      }),
    );
    renderAt('/result/print?resultId=theirs');
    expect(await screen.findByRole('alert')).toHaveTextContent('검사 결과를 찾을 수 없어요.');
  });
});
