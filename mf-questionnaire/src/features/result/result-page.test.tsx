/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import type { ResultView, SectionOutcome } from '@genetype/domain/contracts';
import { STORAGE_KEYS, storage } from '@genetype/platform';
import { renderWithProviders } from '@genetype/tooling/testing';
import { apiUrl, startApiServer } from '@genetype/tooling/testing/msw';
import { member, resetAll, signIn } from '../../test/fixtures';
import { REVIEW_PARCEL_FAILED } from './account-parcel';
import ResultPage from './result-page';

function Home() {
  const location = useLocation();
  return <p data-testid="home">{JSON.stringify(location.state)}</p>;
}

const server = startApiServer();

function renderAt(path: string) {
  return renderWithProviders(<ResultPage />, {
    at: path,
    path: '/result',
    elsewhere: <Home />,
    keepState: true,
  });
}

/** GET /results/mine answers `result`. */
const myResult = (result: ResultView) =>
  server.use(http.get(apiUrl('/results/mine'), () => HttpResponse.json(result)));

const outcomeA: SectionOutcome = {
  section: 'A',
  gene: 'ace',
  geneType: 'II',
  scores: { I: 40, D: 3 },
  maxScores: { I: 40, D: 40 },
  consistency: { checked: 4, mismatches: [{ number: 16, repeatOfNumber: 3 }], consistent: false },
};

const view = (overrides: Partial<ResultView>): ResultView => ({
  resultId: 'r-1',
  name: null,
  completed: 1,
  sections: [outcomeA],
  final: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

beforeEach(() => resetAll());

describe('/result', () => {
  it('sends a visitor home with the login request and remembers where to come back', async () => {
    renderAt('/result?type=A');
    expect(await screen.findByTestId('home')).toHaveTextContent('"openLogin":true');
    expect(storage.getJson(STORAGE_KEYS.refferData)).toEqual({
      refererPathname: '/result',
      queryParam: '?type=A',
    });
  });

  it('shows an interim result: the type, what it means for learning, where the member falls, the check and the next step', async () => {
    signIn(member({ section: 1 }));
    myResult(view({}));
    renderAt('/result?type=A');
    expect(await screen.findByTestId('gene-type-A')).toHaveTextContent('II');
    expect(screen.getByRole('heading', { level: 1, name: 'A 유형 중간 결과' })).toBeInTheDocument();
    expect(screen.getByText('지구력형')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '학습에서는 이런 의미예요' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '어느 쪽에 가까울까요' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: '꾸준히 이어 가는 힘(I) 93%, 짧고 강하게 몰아치는 힘(D) 7% — II 유형 쪽',
      }),
    ).toBeInTheDocument();
    // What the percentages are, for the member who asks.
    expect(screen.getByText('이 비율은 어떻게 나오나요?')).toBeInTheDocument();
    expect(screen.getByText(/3번과 16번/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'B 유형(애착) 검사 이어서 하기' })).toHaveAttribute(
      'href',
      '/questions?show=true',
    );
  });

  it('picks the page from the section when no type is given (the overview button)', async () => {
    signIn(member({ section: 1 }));
    myResult(view({}));
    renderAt('/result');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A 유형 중간 결과' }),
    ).toBeInTheDocument();
  });

  it('shows the final code, type id and name with the report link, review slot and learning-gene link', async () => {
    // mf-account is not registered in a unit test: the slot shows its short note.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(member({ section: 4, finishTest: true }));
    myResult(view({ completed: 4, final: { code: 'II-A-44-SS', typeId: 1 } }));
    const { container } = renderAt('/result?type=D');
    expect(await screen.findByTestId('final-code')).toHaveTextContent('II-A-44-SS');
    expect(screen.getByTestId('final-type-id')).toHaveTextContent('1번');
    expect(screen.getByRole('link', { name: /1번 유형 리포트/ })).toHaveAttribute(
      'href',
      '/typeReport/1',
    );
    expect(await screen.findByText(REVIEW_PARCEL_FAILED)).toBeInTheDocument();
    expect(container.querySelector('[data-parcel-slot="mf-account/review-button"]')).not.toBeNull();
    expect(container.querySelector('[data-parcel-slot="mf-account/share-button"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '나의 학습 유전자 다시 보기' })).toHaveAttribute(
      'href',
      '/learningGene?variant=result',
    );
    expect(screen.getByRole('button', { name: '다시 검사하기' })).toBeInTheDocument();
  });

  it('says when a section is not done yet', async () => {
    signIn(member({ section: 1 }));
    myResult(view({}));
    renderAt('/result?type=C');
    expect(await screen.findByText(/아직 C 유형 검사를 마치지 않았어요/)).toBeInTheDocument();
  });

  it("shows another person's result by resultId", async () => {
    signIn(member());
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/results/:id'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(view({ name: '김하늘' }));
      }),
    );
    renderAt('/result?resultId=r-1&nickname=김하늘');
    expect(
      await screen.findByRole('link', { name: '김하늘 님의 다음 검사 이어서 하기' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['r-1']);
    expect(
      screen.getByRole('heading', { level: 1, name: '김하늘 님의 검사 결과' }),
    ).toBeInTheDocument();
  });
});
