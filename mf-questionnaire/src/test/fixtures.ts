// Test data and helpers for the questionnaire's component tests.
import type {
  AnswerValue,
  Question,
  QuestionListResponse,
  ResultView,
  SectionOutcome,
  User,
} from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';

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

/** A section outcome scored out of 40 per pole, consistent. */
export function outcome(
  section: SectionOutcome['section'],
  gene: SectionOutcome['gene'],
  geneType: string,
  scores: Record<string, number>,
): SectionOutcome {
  return {
    section,
    gene,
    geneType,
    scores,
    maxScores: Object.fromEntries(Object.keys(scores).map((pole) => [pole, 40])),
    consistency: { checked: 4, mismatches: [], consistent: true },
  };
}

/** The member's own finished test: type 2 = II-A-44-SL (Dogged Seeker in English). */
export const finishedResult: ResultView = {
  resultId: 'me',
  name: null,
  completed: 4,
  sections: [
    outcome('A', 'ace', 'II', { I: 31, D: 7 }),
    outcome('B', 'drd2', 'A', { A: 29, B: 5, C: 2 }),
    outcome('C', 'drd4', '44', { '44': 27, '43': 4, '45': 1 }),
    outcome('D', 'htt', 'SL', { S: 9, L: 33 }),
  ],
  final: { code: 'II-A-44-SL', typeId: 2 },
  relation: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
