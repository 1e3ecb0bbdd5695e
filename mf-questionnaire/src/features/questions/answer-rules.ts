// The answer rules of spec §4 as pure functions, so the page stays a thin view over them.
import type { AnswerValue, Question } from '@genetype/domain/contracts';
import { QUESTIONS_PER_PAGE, questionNumber, resumePageIndex } from '@genetype/domain';

export { questionNumber };

export type Answers = ReadonlyMap<string, AnswerValue>;

/** The wording without its number, for display next to a separate number badge. */
export function questionText(question: Question): string {
  return question.question.replace(/^\s*\d+\s*\.\s*/, '');
}

export function sortByNumber(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => questionNumber(a) - questionNumber(b));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / QUESTIONS_PER_PAGE));
}

export function questionsOnPage(sorted: readonly Question[], page: number): Question[] {
  return sorted.slice(page * QUESTIONS_PER_PAGE, (page + 1) * QUESTIONS_PER_PAGE);
}

/** A question opens once the one before it on the page is answered; the first is always open. */
export function isEnabled(onPage: readonly Question[], index: number, answers: Answers): boolean {
  if (index === 0) return true;
  const previous = onPage[index - 1];
  return previous !== undefined && answers.has(previous._id);
}

/** Pressing the chosen answer again clears it. */
export function toggleAnswer(
  answers: Answers,
  id: string,
  value: AnswerValue,
): Map<string, AnswerValue> {
  const next = new Map(answers);
  if (next.get(id) === value) next.delete(id);
  else next.set(id, value);
  return next;
}

/** Next opens when the answers reach the number of questions up to the current page. */
export function canGoNext(answerCount: number, page: number, total: number): boolean {
  return answerCount >= Math.min(total, (page + 1) * QUESTIONS_PER_PAGE);
}

export function allAnswered(sorted: readonly Question[], answers: Answers): boolean {
  return sorted.length > 0 && sorted.every((q) => answers.has(q._id));
}

/** Where a resumed test opens: the first page with an unanswered question. */
export function resumePage(sorted: readonly Question[], answers: Answers): number {
  return resumePageIndex(sorted.map((q) => answers.has(q._id)));
}

export function savedAnswers(questions: readonly Question[]): Map<string, AnswerValue> {
  const answers = new Map<string, AnswerValue>();
  for (const q of questions)
    if (q.answer === 'yes' || q.answer === 'no') answers.set(q._id, q.answer);
  return answers;
}
