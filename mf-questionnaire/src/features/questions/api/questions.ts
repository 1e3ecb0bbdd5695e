// The questionnaire's own calls (spec §7; docs/api.md), with the query keys of its reads. The
// member's saved list (GET /questions/getQuestionsList) is the platform's `questionsApi`, since
// the home page reads it too.
import type {
  AnswerItem,
  CalculateResultResponse,
  DemoQuestionsResponse,
  QuestionListResponse,
} from '@genetype/domain/contracts';
import type { Language } from '@genetype/domain';
import { STORAGE_KEYS, apiClient, storage } from '@genetype/platform';

/** A draft answer: null clears one the member took back. */
export interface DraftAnswer {
  _id: string;
  answer: AnswerItem['answer'] | null;
}

export const questionKeys = {
  all: ['questions'] as const,
  demo: (language: Language) => [...questionKeys.all, 'demo', language] as const,
  /** The member's own list (resultId null) or one answered for another person. */
  list: (resultId: string | null, language: Language) =>
    [...questionKeys.all, 'list', resultId, language] as const,
};

const withResult = (resultId?: string | null) => (resultId ? { params: { resultId } } : {});

/**
 * The questions in a named language (issue 18): a page that keys its list by the language asks
 * for exactly that one, even while the page's texts are still switching.
 */
const inLanguage = (language: Language) => ({ headers: { 'Accept-Language': language } });

export async function getDemoQuestions(language: Language): Promise<DemoQuestionsResponse> {
  const { data } = await apiClient.get<DemoQuestionsResponse>(
    '/questions/getQuestions',
    inLanguage(language),
  );
  return data;
}

/** Questions of a result answered for another person. */
export async function getQuestionsFor(
  resultId: string,
  language: Language,
): Promise<QuestionListResponse> {
  const { data } = await apiClient.get<QuestionListResponse>('/questions', {
    ...withResult(resultId),
    ...inLanguage(language),
  });
  return data;
}

export async function saveAnswers(answers: DraftAnswer[], resultId?: string | null): Promise<void> {
  await apiClient.post(
    '/questions/saveAnswers',
    { questions: JSON.stringify(answers) },
    withResult(resultId),
  );
}

/**
 * The same save for a page being hidden or left (issue 17): a `keepalive` fetch outlives the
 * page, where axios' request would be cancelled. sendBeacon cannot carry the Authorization
 * header; the CORS preflight this fetch needs is the one the page's own calls already cached
 * (the API answers preflights with max-age 600). No session renewal: an expired token loses
 * this one save, as the answers are still sent with the submission.
 */
export function saveAnswersOnLeave(answers: DraftAnswer[], resultId?: string | null): void {
  if (answers.length === 0 || typeof fetch !== 'function') return;
  // As axios joins them: the base may carry a path, or be relative to the page.
  const base = (apiClient.defaults.baseURL ?? '').replace(/\/+$/, '');
  const query = resultId ? `?${new URLSearchParams({ resultId }).toString()}` : '';
  const url = `${base}/questions/saveAnswers${query}`;
  const token = storage.get(STORAGE_KEYS.token);
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ questions: JSON.stringify(answers) }),
  }).catch((error: unknown) => console.error('Saving answers on leave failed', error));
}

export async function calculateResult(
  email: string,
  answers: AnswerItem[],
  resultId?: string | null,
): Promise<CalculateResultResponse> {
  const { data } = await apiClient.post<CalculateResultResponse>(
    '/questions/calculateResult',
    { email, questions: JSON.stringify(answers) },
    withResult(resultId),
  );
  return data;
}
