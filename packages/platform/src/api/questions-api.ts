import type {
  AnswerItem,
  CalculateResultResponse,
  DemoQuestionsResponse,
  OtherResultsPage,
  QuestionListResponse,
  ResultView,
} from '@genetype/domain/contracts';
import type { ApiMessage } from '@genetype/domain/contracts';
import type { FamilyRelation } from '@genetype/domain';
import type { Language } from '@genetype/domain';
import type { SectionLetter } from '@genetype/domain';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { apiClient } from './client.js';

/** A draft answer: null clears one the member took back. */
export interface DraftAnswer {
  _id: string;
  answer: AnswerItem['answer'] | null;
}

const withResult = (resultId?: string | null) => (resultId ? { params: { resultId } } : {});

/**
 * The questions in a named language (issue 18): a page that keys its list by the language asks
 * for exactly that one, even while the page's texts are still switching. Unset: the page's.
 */
const inLanguage = (language?: Language) =>
  language ? { headers: { 'Accept-Language': language } } : {};

/** The questionnaire and result calls (spec §7; docs/api.md). */
export const questionsApi = {
  async getDemoQuestions(language?: Language): Promise<DemoQuestionsResponse> {
    const { data } = await apiClient.get<DemoQuestionsResponse>(
      '/questions/getQuestions',
      inLanguage(language),
    );
    return data;
  },
  async getQuestionsList(language?: Language): Promise<QuestionListResponse> {
    const { data } = await apiClient.get<QuestionListResponse>(
      '/questions/getQuestionsList',
      inLanguage(language),
    );
    return data;
  },
  /** Questions of a result answered for another person. */
  async getQuestionsFor(resultId: string, language?: Language): Promise<QuestionListResponse> {
    const { data } = await apiClient.get<QuestionListResponse>('/questions', {
      ...withResult(resultId),
      ...inLanguage(language),
    });
    return data;
  },
  async saveAnswers(answers: DraftAnswer[], resultId?: string | null): Promise<void> {
    await apiClient.post(
      '/questions/saveAnswers',
      { questions: JSON.stringify(answers) },
      withResult(resultId),
    );
  },
  /**
   * The same save for a page being hidden or left (issue 17): a `keepalive` fetch outlives the
   * page, where axios' request would be cancelled. sendBeacon cannot carry the Authorization
   * header; the CORS preflight this fetch needs is the one the page's own calls already cached
   * (the API answers preflights with max-age 600). No session renewal: an expired token loses
   * this one save, as the answers are still sent with the submission.
   */
  saveAnswersOnLeave(answers: DraftAnswer[], resultId?: string | null): void {
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
  },
  async calculateResult(
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
  },
  async retake(): Promise<ApiMessage> {
    const { data } = await apiClient.get<ApiMessage>('/questions/retake');
    return data;
  },
  async myResult(type?: SectionLetter): Promise<ResultView> {
    const { data } = await apiClient.get<ResultView>(
      '/results/mine',
      type ? { params: { type } } : {},
    );
    return data;
  },
  async result(resultId: string): Promise<ResultView> {
    const { data } = await apiClient.get<ResultView>(`/results/${encodeURIComponent(resultId)}`);
    return data;
  },
  /** One page of `GET /results/others`: newest first, at most OTHER_RESULTS_PAGE_MAX people. */
  async otherResultsPage(cursor?: string): Promise<OtherResultsPage> {
    const { data } = await apiClient.get<OtherResultsPage>(
      '/results/others',
      cursor ? { params: { cursor } } : {},
    );
    return data;
  },
  /**
   * Everyone the member answered for (the family view and the printable report list them all):
   * page after page, since the API sends at most OTHER_RESULTS_PAGE_MAX a call.
   */
  async otherResults(): Promise<ResultView[]> {
    const people: ResultView[] = [];
    let cursor: string | undefined;
    do {
      const page = await questionsApi.otherResultsPage(cursor);
      people.push(...page.results);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return people;
  },
  async createOtherResult(name: string, relation?: FamilyRelation): Promise<ResultView> {
    const { data } = await apiClient.post<ResultView>(
      '/results/others',
      relation ? { name, relation } : { name },
    );
    return data;
  },
  /** `PATCH /results/others/:resultId`: a person's relation to the member (family view). */
  async setRelation(resultId: string, relation: FamilyRelation): Promise<ResultView> {
    const { data } = await apiClient.patch<ResultView>(
      `/results/others/${encodeURIComponent(resultId)}`,
      { relation },
    );
    return data;
  },
};
