// The member questionnaire's screen state as one reducer (issue 16): the loaded list, the answers
// and the notice. The page is the address's (`?page=`, issue #37), so the browser's back and
// forward buttons turn pages. Fetching and saving live in hooks; this stays pure.
import type { AnswerValue, Question, QuestionListResponse } from '@genetype/domain/contracts';
import type { Answers } from './answer-rules';
import { savedAnswers, sortByNumber, toggleAnswer } from './answer-rules';

export type Notice = 'onBehalf' | 'duplicate' | 'verification' | null;

export interface QuestionnaireState {
  list: QuestionListResponse | null;
  questions: Question[];
  answers: Answers;
  notice: Notice;
}

export type QuestionnaireAction =
  | { type: 'loaded'; list: QuestionListResponse; notice: Notice }
  /** The same list in another language: new wording, the answers and the page stay. */
  | { type: 'translated'; list: QuestionListResponse }
  | { type: 'answered'; id: string; value: AnswerValue }
  | { type: 'notice'; notice: Notice };

export const initialQuestionnaire: QuestionnaireState = {
  list: null,
  questions: [],
  answers: new Map(),
  notice: null,
};

export function questionnaireReducer(
  state: QuestionnaireState,
  action: QuestionnaireAction,
): QuestionnaireState {
  switch (action.type) {
    case 'loaded': {
      const questions = sortByNumber(action.list.questions);
      return {
        list: action.list,
        questions,
        answers: savedAnswers(questions),
        notice: action.notice,
      };
    }
    case 'translated':
      return { ...state, list: action.list, questions: sortByNumber(action.list.questions) };
    case 'answered':
      return { ...state, answers: toggleAnswer(state.answers, action.id, action.value) };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}
