// Test data and helpers for the questionnaire's component tests.
import type {
  AnswerValue,
  Question,
  QuestionListResponse,
  SectionLetter,
  User,
} from '@genetype/shared';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/shared';

export function member(overrides: Partial<User> = {}): User {
  return {
    userId: 'gene1',
    email: 'gene1@example.com',
    nickname: 'gene1',
    profileIcon: null,
    phoneNumber: '01012345678',
    message: null,
    isPasswordSet: true,
    isWithdraw: 0,
    remainingDays: null,
    section: 0,
    finishTest: false,
    results: [],
    ...overrides,
  };
}

export function signIn(user: User): void {
  storage.set(STORAGE_KEYS.token, 'token-1');
  useAuthStore.setState({ user, status: 'authenticated' });
}

export function makeQuestions(
  section: SectionLetter,
  count = 44,
  answers: AnswerValue[] = [],
): Question[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `${section}-${String(i + 1).padStart(2, '0')}`,
    question: `${i + 1}. ${section} 문항 ${i + 1}`,
    ...(answers[i] ? { answer: answers[i] } : {}),
  }));
}

export function questionList(
  section: SectionLetter,
  completed: number,
  overrides: Partial<QuestionListResponse> = {},
): QuestionListResponse {
  return {
    questions: makeQuestions(section),
    section,
    completed,
    resultId: 'result-1',
    name: null,
    ...overrides,
  };
}

export function resetAll(): void {
  localStorage.clear();
  resetStores();
}
