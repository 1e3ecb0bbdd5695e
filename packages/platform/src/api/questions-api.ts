// The result and question calls more than one app makes (spec §7; docs/api.md): my page and the
// questionnaire read the member's own result and the people answered for, and both add a person;
// the home page and the questionnaire read the saved list. Each app's other calls are its own
// (`features/<name>/api/`); docs/decisions.md, "Each app's calls in its features".
import type {
  OtherResultsPage,
  QuestionListResponse,
  ResultView,
} from '@genetype/domain/contracts';
import type { FamilyRelation } from '@genetype/domain';
import type { Language } from '@genetype/domain';
import type { SectionLetter } from '@genetype/domain';
import { apiClient } from './client.js';

/**
 * The questions in a named language (issue 18): a page that keys its list by the language asks
 * for exactly that one, even while the page's texts are still switching. Unset: the page's.
 */
const inLanguage = (language?: Language) =>
  language ? { headers: { 'Accept-Language': language } } : {};

export const questionsApi = {
  async getQuestionsList(language?: Language): Promise<QuestionListResponse> {
    const { data } = await apiClient.get<QuestionListResponse>(
      '/questions/getQuestionsList',
      inLanguage(language),
    );
    return data;
  },
  async myResult(type?: SectionLetter): Promise<ResultView> {
    const { data } = await apiClient.get<ResultView>(
      '/results/mine',
      type ? { params: { type } } : {},
    );
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
};
