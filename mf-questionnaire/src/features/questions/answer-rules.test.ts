import type { Question } from '@genetype/domain/contracts';
import {
  allAnswered,
  canGoNext,
  isEnabled,
  questionText,
  questionsOnPage,
  resumePage,
  savedAnswers,
  sortByNumber,
  toggleAnswer,
} from './answer-rules';

const make = (count: number): Question[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `q${i + 1}`,
    question: `${i + 1}. 문항 ${i + 1}`,
  }));

describe('answer rules (spec §4)', () => {
  it('orders a page by the number the wording starts with', () => {
    const shuffled = [make(12)[10], make(12)[1], make(12)[0]] as Question[];
    expect(sortByNumber(shuffled).map((q) => q._id)).toEqual(['q1', 'q2', 'q11']);
    expect(questionText({ _id: 'x', question: '12. 꾸준히 한다.' })).toBe('꾸준히 한다.');
  });

  it('puts 11 questions on a page', () => {
    const all = make(44);
    expect(questionsOnPage(all, 0).map((q) => q._id)).toEqual(all.slice(0, 11).map((q) => q._id));
    expect(questionsOnPage(all, 3)).toHaveLength(11);
  });

  it('opens a question only after the previous one on the page is answered', () => {
    const page = make(11);
    const answers = new Map([['q1', 'yes' as const]]);
    expect(isEnabled(page, 0, new Map())).toBe(true);
    expect(isEnabled(page, 1, new Map())).toBe(false);
    expect(isEnabled(page, 1, answers)).toBe(true);
    expect(isEnabled(page, 2, answers)).toBe(false);
  });

  it('clears an answer when the chosen one is pressed again, and switches otherwise', () => {
    const once = toggleAnswer(new Map(), 'q1', 'yes');
    expect(once.get('q1')).toBe('yes');
    expect(toggleAnswer(once, 'q1', 'no').get('q1')).toBe('no');
    expect(toggleAnswer(once, 'q1', 'yes').has('q1')).toBe(false);
  });

  it('opens next once the answers reach the questions up to the current page', () => {
    expect(canGoNext(10, 0, 44)).toBe(false);
    expect(canGoNext(11, 0, 44)).toBe(true);
    expect(canGoNext(21, 1, 44)).toBe(false);
    expect(canGoNext(22, 1, 44)).toBe(true);
    expect(canGoNext(11, 0, 11)).toBe(true);
  });

  it('resumes on the first page with an unanswered question', () => {
    const all = make(44);
    const answers = savedAnswers(all.slice(0, 15).map((q) => ({ ...q, answer: 'no' })));
    expect(resumePage(all, answers)).toBe(1);
    expect(resumePage(all, new Map())).toBe(0);
    expect(resumePage(all, savedAnswers(all.map((q) => ({ ...q, answer: 'yes' }))))).toBe(3);
    expect(allAnswered(all, answers)).toBe(false);
  });
});
