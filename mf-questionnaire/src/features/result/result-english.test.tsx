/**
 * @jest-environment jest-fixed-jsdom
 */
// The result, thank-you, welcome and print pages in English (issue 18): every text of the app's
// own in English, and the reading content (what a gene type means, the type report) from the
// English content; switching the language switches it in place.
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResultView, SectionOutcome } from '@genetype/domain/contracts';
import { useLanguageStore } from '@genetype/platform';
import { ACE_TRAITS, typeReportById } from '@genetype/content';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiUrl, startApiServer } from '@genetype/tooling/testing/msw';
import { finishedResult as finished, member, resetAll, signIn } from '../../test/fixtures';
import PrintReportPage, { printDate } from './print-report-page';
import ResultPage from './result-page';
import ThankYouPage from './thank-you-page';
import WelcomePage from './welcome-page';

const HANGUL = /[\uac00-\ud7af]/;
const server = startApiServer();

const outcomeA: SectionOutcome = {
  section: 'A',
  gene: 'ace',
  geneType: 'II',
  scores: { I: 40, D: 3 },
  maxScores: { I: 40, D: 40 },
  consistency: { checked: 4, mismatches: [{ number: 16, repeatOfNumber: 3 }], consistent: false },
};

/** The Hangul in an element's text. */
const hangulIn = (element: HTMLElement) => element.textContent?.match(HANGUL) ?? null;

const view = (overrides: Partial<ResultView>): ResultView => ({
  resultId: 'r-1',
  name: null,
  completed: 1,
  sections: [outcomeA],
  final: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

beforeEach(async () => {
  resetAll();
  await act(() => useLanguageStore.getState().setLanguage('en'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => useLanguageStore.getState().setLanguage('ko'));
});

describe('the result pages in English', () => {
  it('shows a section outcome with English headings, scores and the consistency check', async () => {
    signIn(member({ section: 1 }));
    server.use(http.get(apiUrl('/results/mine'), () => HttpResponse.json(view({}))));
    renderWithProviders(<ResultPage />, {
      at: '/result?type=A',
      path: '/result',
      keepState: true,
    });
    expect(await screen.findByTestId('gene-type-A')).toHaveTextContent('II');
    expect(screen.getByRole('heading', { level: 1, name: 'Part A results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part A · Endurance (ACE)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where you fall' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Steady staying power (I) 93%; Short, intense bursts (D) 7% — on the II side',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Steady staying power')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^You answered 1 of the 4 repeated questions differently the second time \(questions 3 and 16\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Part B (Attachment)' })).toHaveAttribute(
      'href',
      '/questions?show=true',
    );
    expect(screen.getByRole('button', { name: 'Retake the test' })).toBeInTheDocument();
    // What the gene type means, from the English content.
    expect(screen.getByText('Endurance type')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'What this means for learning' }),
    ).toBeInTheDocument();
  });

  it('shows the final result from the English content, and the Korean once Korean is chosen', async () => {
    // The review and share parcels cannot load here (no federation): their English notices show.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(member({ section: 4, finishTest: true }));
    server.use(http.get(apiUrl('/results/mine'), () => HttpResponse.json(finished)));
    const { container } = renderWithProviders(<ResultPage />, {
      at: '/result?type=D',
      path: '/result',
      keepState: true,
    });
    const hero = (await screen.findByTestId('final-type-id')).closest('section') as HTMLElement;
    expect(within(hero).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Type 2 Dogged Seeker',
    );
    expect(screen.getByTestId('final-code')).toHaveTextContent('II-A-44-SL');
    expect(screen.getAllByText('Endurance type')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Read the full report for type 2' })).toHaveAttribute(
      'href',
      '/typeReport/2',
    );
    expect(await screen.findByText(/couldn't load the review button/)).toBeInTheDocument();
    expect(await screen.findByText(/couldn't load the share button/)).toBeInTheDocument();
    expect(hangulIn(container)).toBeNull();

    await act(() => useLanguageStore.getState().setLanguage('ko'));
    const korean = typeReportById(2);
    expect(within(hero).getByRole('heading', { level: 2 })).toHaveTextContent(
      `2번 ${korean?.name}`,
    );
    expect(screen.getByText(ACE_TRAITS.II.name)).toBeInTheDocument();
    expect(screen.queryByText('Endurance type')).toBeNull();
  });

  it('prints the English report, and switches it with the language', async () => {
    signIn(member({ section: 4, finishTest: true, nickname: 'Member01' }));
    answer('get', '/results/mine', finished);
    answer('get', '/results/others', {
      results: [{ ...finished, resultId: 'kid', name: 'Sky', relation: 'child' }],
      nextCursor: null,
    });
    const { container } = render(
      <MemoryRouter initialEntries={['/result/print']}>
        <Routes>
          <Route path="/result/print" element={<PrintReportPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('print-type-name')).toHaveTextContent('Type 2 Dogged Seeker');
    expect(screen.getByTestId('print-code')).toHaveTextContent(/^II-A-44-SL · .+ group$/);
    expect(
      screen.getByRole('heading', { name: 'Type 2 · Dogged Seeker report' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Recommended study strategies' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Good study partners' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Family' })).toHaveTextContent('Sky (Child)');
    expect(screen.getByRole('button', { name: /print/i })).toBeEnabled();
    expect(hangulIn(container)).toBeNull();

    await act(() => useLanguageStore.getState().setLanguage('ko'));
    expect(await screen.findByRole('heading', { name: '추천 공부 전략' })).toBeInTheDocument();
    expect(screen.getByTestId('print-type-name')).toHaveTextContent(
      `2번 ${typeReportById(2)?.name}`,
    );
    expect(screen.queryByRole('heading', { name: 'Recommended study strategies' })).toBeNull();
  });

  it('thanks a finished member in English', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(
      member({
        section: 4,
        finishTest: true,
        results: [{ section: 'D', geneType: 'SS', code: 'ID-C-44-SS', typeId: 31 }],
      }),
    );
    const { container } = render(
      <MemoryRouter initialEntries={['/thank-you']}>
        <ThankYouPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Test complete' })).toBeInTheDocument();
    // The type leads, by its English name and character; the code beside the name.
    expect(screen.getByTestId('thank-you-type')).toHaveTextContent(/^Type 31 .+ID-C-44-SS$/);
    expect(screen.getByRole('img', { name: / character$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your final result' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Take the test for someone else' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Child' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(HANGUL);
  });

  it('welcomes a member in English, with the main action in English', () => {
    signIn(member({ section: 0 }));
    const { container } = render(
      <MemoryRouter initialEntries={['/welcome']}>
        <WelcomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About the test' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Welcome, gene1!');
    expect(screen.getByText('Part C · Creativity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the test' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(container.textContent).not.toMatch(HANGUL);
  });

  it('dates the printed report in the page language', () => {
    const date = new Date(2026, 10, 25);
    expect(printDate(date, 'en')).toBe('November 25, 2026');
    expect(printDate(date, 'ko')).toBe('2026년 11월 25일');
  });
});
