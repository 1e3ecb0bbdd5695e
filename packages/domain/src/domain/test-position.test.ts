import { testPosition } from './test-position.js';

const questions = (count: number, answered: number) =>
  Array.from({ length: count }, (_, i) => ({
    question: `${i + 1}. 문항`,
    ...(i < answered ? { answer: i % 2 ? 'no' : 'yes' } : {}),
  }));

describe('testPosition', () => {
  it('opens at the first page with an unanswered question', () => {
    expect(testPosition({ section: 'B', completed: 1, questions: questions(44, 15) })).toEqual({
      section: 'B',
      page: 2,
      pages: 4,
      answered: 15,
      total: 44,
      percent: 31.25,
      started: true,
      path: '/questions?show=true&page=2',
    });
  });

  it('orders by the questions’ numbers, not by the order they came in', () => {
    const list = questions(44, 11).reverse();
    expect(testPosition({ section: 'A', completed: 0, questions: list }).page).toBe(2);
  });

  it('has not begun at section A with nothing saved; a section just reached has', () => {
    expect(testPosition({ section: 'A', completed: 0, questions: questions(44, 0) })).toMatchObject(
      { page: 1, started: false },
    );
    expect(testPosition({ section: 'C', completed: 2, questions: questions(44, 0) })).toMatchObject(
      { page: 1, started: true, percent: 50 },
    );
  });

  it('stays on the last page once every question is answered (the result is one press away)', () => {
    expect(testPosition({ section: 'D', completed: 3, questions: questions(44, 44) }).page).toBe(4);
  });
});
