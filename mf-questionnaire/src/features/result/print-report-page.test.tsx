/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import type { ResultView } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { finishedResult as mine, member, resetAll, signIn } from '../../test/fixtures';
import PrintReportPage, { koreanDate } from './print-report-page';

const child: ResultView = { ...mine, resultId: 'kid', name: '하늘', relation: 'child' };

startApiServer();

function renderAt(path: string) {
  return renderWithProviders(<PrintReportPage />, {
    at: path,
    path: '/result/print',
    keepState: true,
  });
}

beforeEach(() => resetAll());
afterEach(() => jest.restoreAllMocks());

describe('/result/print', () => {
  it('lays out the own report: type, its character, code, the four sections’ scales, the full report and the family', async () => {
    signIn(member({ section: 4, nickname: 'Member01' }));
    const own = answer('get', '/results/mine', mine);
    answer('get', '/results/others', { results: [child], nextCursor: null });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt('/result/print');
    expect(await screen.findByTestId('print-type-name')).toHaveTextContent(/^2번 /);
    expect(screen.getByTestId('print-code')).toHaveTextContent('II-A-44-SL');
    // The type's character, and where the member falls on each gene.
    expect(screen.getByRole('img', { name: /거북이 캐릭터$/ })).toBeInTheDocument();
    for (const [section, name] of [
      ['A', /^꾸준히 이어 가는 힘\(I\) 82%, .+ 18% — II 유형 쪽$/],
      ['B', /^깊이 파고드는 애착\(A\) 81%, .+\(B\) 14%, .+\(C\) 5% — A 유형 쪽$/],
      ['C', /\(44\) 84%, .+\(43\) 13%, .+\(45\) 3% — 44 유형 쪽$/],
      ['D', /\(S\) 21%, .+\(L\) 79% — SL 유형 쪽$/],
    ] as const)
      expect(screen.getByTestId(`scale-${section}`)).toHaveAccessibleName(name);
    expect(await screen.findByRole('heading', { name: '추천 공부 전략' })).toBeInTheDocument();
    // Every part once (issue 37): the partner types are listed by the report, not again.
    expect(screen.getAllByRole('heading', { name: '함께하면 좋은 유형' })).toHaveLength(1);
    expect(screen.getAllByText(/^\d+번 .+ \(\w\w-\w-\d\d-\w\w\): /)).toHaveLength(3);
    expect(screen.getByText(`Member01님 · ${koreanDate(new Date())} 출력`)).toBeInTheDocument();
    const family = screen.getByRole('region', { name: '가족' });
    expect(within(family).getByText('하늘')).toBeInTheDocument();
    // The member's session went with the call.
    expect(own[0]?.headers.get('authorization')).toBe('Bearer token-1');
    await user.click(screen.getByRole('button', { name: '인쇄 / PDF로 저장' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints a result answered for, with the inheritance block when a parent has a result', async () => {
    signIn(member({ section: 4, nickname: 'Member01' }));
    answer('get', '/results/mine', mine);
    answer('get', '/results/others', { results: [child], nextCursor: null });
    const asked = answer('get', '/results/kid', child);
    renderAt('/result/print?resultId=kid');
    expect(await screen.findByText(/Member01님이 대신 검사한 하늘님/)).toBeInTheDocument();
    expect(screen.getByText('부모에게서 반씩 물려받을 수 있나요?')).toBeInTheDocument();
    expect(screen.getByText(/ACE II ← II: 물려받을 수 있는 조합/)).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('says so when the result is not the member’s', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(member({ section: 4 }));
    answer('get', '/results/mine', mine);
    answer('get', '/results/others', { results: [], nextCursor: null });
    answer('get', '/results/theirs', () => apiError(404, '검사 결과를 찾을 수 없어요.'));
    renderAt('/result/print?resultId=theirs');
    expect(await screen.findByRole('alert')).toHaveTextContent('검사 결과를 찾을 수 없어요.');
    expect(logged).toHaveBeenCalled();
  });
});
