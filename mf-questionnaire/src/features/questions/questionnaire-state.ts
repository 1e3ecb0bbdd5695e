// The member questionnaire's screen state as one reducer (issue 16): the loaded list, the answers,
// the page and the notice. Fetching and saving live in hooks; this stays pure.
import type { AnswerValue, Question, QuestionListResponse } from '@genetype/domain/contracts';
import type { Answers } from './answer-rules';
import { pageCount, resumePage, savedAnswers, sortByNumber, toggleAnswer } from './answer-rules';

export type Notice = 'onBehalf' | 'duplicate' | 'verification' | null;

export interface QuestionnaireState {
  list: QuestionListResponse | null;
  questions: Question[];
  answers: Answers;
  page: number;
  notice: Notice;
}

export type QuestionnaireAction =
  | { type: 'loaded'; list: QuestionListResponse; notice: Notice }
  /** The same list in another language: new wording, the answers and the page stay. */
  | { type: 'translated'; list: QuestionListResponse }
  | { type: 'answered'; id: string; value: AnswerValue }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'notice'; notice: Notice };

export const initialQuestionnaire: QuestionnaireState = {
  list: null,
  questions: [],
  answers: new Map(),
  page: 0,
  notice: null,
};

export function questionnaireReducer(
  state: QuestionnaireState,
  action: QuestionnaireAction,
): QuestionnaireState {
  switch (action.type) {
    case 'loaded': {
      const questions = sortByNumber(action.list.questions);
      const answers = savedAnswers(questions);
      const page = resumePage(questions, answers);
      return { list: action.list, questions, answers, page, notice: action.notice };
    }
    case 'translated':
      return { ...state, list: action.list, questions: sortByNumber(action.list.questions) };
    case 'answered':
      return { ...state, answers: toggleAnswer(state.answers, action.id, action.value) };
    case 'next':
      return { ...state, page: Math.min(state.page + 1, pageCount(state.questions.length) - 1) };
    case 'previous':
      return { ...state, page: Math.max(0, state.page - 1) };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}
