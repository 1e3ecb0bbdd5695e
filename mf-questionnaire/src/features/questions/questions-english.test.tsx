/**
 * @jest-environment jest-fixed-jsdom
 */
// The test in English (issue 18): the page's own texts from the catalogue, the questions asked of
// the API in the page's language, and a list already on screen fetched again when it changes.
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Language, SectionLetter } from '@genetype/domain';
import type { QuestionListResponse } from '@genetype/domain/contracts';
import { STORAGE_KEYS, storage, useLanguageStore } from '@genetype/platform';
import { renderWithProviders } from '@genetype/tooling/testing';
import type { ApiCall } from '@genetype/tooling/testing/msw';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { makeQuestions, member, questionList, resetAll, signIn } from '../../test/fixtures';
import QuestionsPage from './questions-page';

const HANGUL = /[\uac00-\ud7af]/;

/** The list as the API words it in `language`. */
function listIn(language: Language, section: SectionLetter = 'A'): QuestionListResponse {
  const list = questionList(section, 0);
  if (language === 'ko') return list;
  return {
    ...list,
    questions: list.questions.map((q, i) => ({ ...q, question: `${i + 1}. Question ${i + 1}` })),
  };
}

startApiServer();

function renderPage() {
  return renderWithProviders(<QuestionsPage />, {
    at: '/questions',
    path: '/questions',
    keepState: true,
    advanceTimers: jest.advanceTimersByTime,
  });
}

/** The language a call asked for. */
const languageOf = (call: ApiCall) => call.headers.get('accept-language');

/** GET /questions/getQuestionsList answers the list in the language asked for. */
const answerListsByLanguage = () =>
  answer('get', '/questions/getQuestionsList', (call) =>
    HttpResponse.json(listIn(languageOf(call) === 'en' ? 'en' : 'ko')),
  );

async function settle(ms = 1100) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  resetAll();
  jest.useFakeTimers();
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => useLanguageStore.getState().setLanguage('ko'));
});

describe('/questions in English', () => {
  it('shows a member the page and the questions in English', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    signIn(member());
    storage.set(STORAGE_KEYS.duplicate, '0');
    const getList = answerListsByLanguage();
    const { container, user } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questions…');
    await settle();

    expect(getList.map(languageOf)).toEqual(['en']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Part A · Endurance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4 · 0/44 answered')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Questions on page 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Test progress' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Yes' })).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(container.textContent).not.toMatch(HANGUL);

    await user.click(screen.getAllByRole('button', { name: 'Yes' })[0] as HTMLElement);
    expect(screen.getByText('Page 1 of 4 · 1/44 answered')).toBeInTheDocument();
  });

  it('fetches a list on screen again in the new language, keeping the answers and the page', async () => {
    signIn(member());
    storage.set(STORAGE_KEYS.duplicate, '0');
    const getList = answerListsByLanguage();
    const { user } = renderPage();
    await settle();
    expect(getList.map(languageOf)).toEqual(['ko']);
    expect(screen.getByText('A 문항 1')).toBeInTheDocument();
    const yes = () => screen.getAllByRole('button', { name: /^(예|Yes)$/ });
    await user.click(yes()[0] as HTMLElement);
    await user.click(yes()[1] as HTMLElement);

    await act(() => useLanguageStore.getState().setLanguage('en'));
    await settle(10);

    expect(getList.map(languageOf)).toEqual(['ko', 'en']);
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    expect(screen.queryByText('A 문항 1')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Part A · Endurance' })).toBeVisible();
    expect(screen.getByText('Page 1 of 4 · 2/44 answered')).toBeInTheDocument();
    const first = screen
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Question 1'));
    expect(within(first as HTMLElement).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // And back: Korean again, asked for again.
    await act(() => useLanguageStore.getState().setLanguage('ko'));
    await settle(10);
    expect(getList.map(languageOf)).toEqual(['ko', 'en', 'ko']);
    expect(screen.getByText('A 문항 1')).toBeInTheDocument();
    expect(screen.getByText('1 / 4쪽 · 2/44문항 답함')).toBeInTheDocument();
  });

  it('shows a visitor the demo in English, without replacing the cached Korean demo', async () => {
    storage.setJson(STORAGE_KEYS.demoQuests, makeQuestions('A', 11));
    await act(() => useLanguageStore.getState().setLanguage('en'));
    const demo = answer('get', '/questions/getQuestions', {
      questions: listIn('en').questions.slice(0, 11),
    });
    const { container } = renderPage();
    await settle();
    expect(demo.map(languageOf)).toEqual(['en']);
    expect(screen.getByRole('heading', { level: 1, name: 'Gene Type Test' })).toBeInTheDocument();
    expect(screen.getByText('Question 11')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(HANGUL);
    expect(storage.getJson<{ question: string }[]>(STORAGE_KEYS.demoQuests)?.[0]?.question).toBe(
      '1. A 문항 1',
    );
  });
});
