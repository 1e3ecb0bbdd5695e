import type {
  AnswerItem,
  CalculateResultResponse,
  DemoQuestionsResponse,
  QuestionListResponse,
  ResultView,
} from '../contracts/questions.js';
import type { ApiMessage } from '../contracts/common.js';
import type { SectionLetter } from '../domain/sections.js';
import { apiClient } from './client.js';

/** A draft answer: null clears one the member took back. */
export interface DraftAnswer {
  _id: string;
  answer: AnswerItem['answer'] | null;
}

const withResult = (resultId?: string | null) => (resultId ? { params: { resultId } } : {});

/** The questionnaire and result calls (spec §7; docs/api.md). */
export const questionsApi = {
  async getDemoQuestions(): Promise<DemoQuestionsResponse> {
    const { data } = await apiClient.get<DemoQuestionsResponse>('/questions/getQuestions');
    return data;
  },
  async getQuestionsList(): Promise<QuestionListResponse> {
    const { data } = await apiClient.get<QuestionListResponse>('/questions/getQuestionsList');
    return data;
  },
  /** Questions of a result answered for another person. */
  async getQuestionsFor(resultId: string): Promise<QuestionListResponse> {
    const { data } = await apiClient.get<QuestionListResponse>('/questions', withResult(resultId));
    return data;
  },
  async saveAnswers(answers: DraftAnswer[], resultId?: string | null): Promise<void> {
    await apiClient.post(
      '/questions/saveAnswers',
      { questions: JSON.stringify(answers) },
      withResult(resultId),
    );
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
  async otherResults(): Promise<ResultView[]> {
    const { data } = await apiClient.get<ResultView[]>('/results/others');
    return data;
  },
  async createOtherResult(name: string): Promise<ResultView> {
    const { data } = await apiClient.post<ResultView>('/results/others', { name });
    return data;
  },
};
