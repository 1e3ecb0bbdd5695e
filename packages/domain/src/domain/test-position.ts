// Where a member stands in their own test, read from the question list the API serves
// (GET /questions/getQuestionsList: the current section's questions with the saved answers), so
// any page can offer to carry on where they left off (issue #37): "B 유형 2/4쪽".
import { progressPercent } from './progress.js';
import { QUESTIONS_PER_PAGE, type SectionLetter } from './sections.js';

export interface ListedQuestion {
  /** "12. …": the number orders the section, as on the question pages. */
  question: string;
  answer?: string | null;
}

export interface TestPosition {
  section: SectionLetter;
  /** The page the test opens at (from 1): the first with an unanswered question. */
  page: number;
  pages: number;
  /** Questions of this section answered so far. */
  answered: number;
  total: number;
  /** The whole test's progress at that page, 0–100 (progressPercent). */
  percent: number;
  /** Anything answered at all: a member at A's first question with nothing saved has not begun. */
  started: boolean;
  /** The address of that page (`show` keeps the interim result of section 2 from redirecting). */
  path: string;
}

/** The number at the start of "12. …"; questions without one sort last. */
export function questionNumber(question: { question: string }): number {
  const match = /^\s*(\d+)\s*\./.exec(question.question);
  return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

/**
 * Where a resumed test opens (from 0): the page of the first unanswered question of a section in
 * number order, or its last page when every one is answered.
 */
export function resumePageIndex(answered: readonly boolean[]): number {
  const last = Math.max(1, Math.ceil(answered.length / QUESTIONS_PER_PAGE)) - 1;
  const firstOpen = answered.indexOf(false);
  return firstOpen < 0 ? last : Math.min(last, Math.floor(firstOpen / QUESTIONS_PER_PAGE));
}

const isAnswered = (question: ListedQuestion) =>
  question.answer === 'yes' || question.answer === 'no';

/** The member's place in the test: section, page (as the questionnaire resumes it), progress. */
export function testPosition(list: {
  section: SectionLetter;
  completed: number;
  questions: readonly ListedQuestion[];
}): TestPosition {
  const sorted = [...list.questions].sort((a, b) => questionNumber(a) - questionNumber(b));
  const answeredFlags = sorted.map(isAnswered);
  const pages = Math.max(1, Math.ceil(sorted.length / QUESTIONS_PER_PAGE));
  const page = resumePageIndex(answeredFlags) + 1;
  const answered = answeredFlags.filter(Boolean).length;
  return {
    section: list.section,
    page,
    pages,
    answered,
    total: sorted.length,
    percent: progressPercent(list.completed, page - 1),
    started: list.completed > 0 || answered > 0,
    path: `/questions?show=true&page=${page}`,
  };
}
