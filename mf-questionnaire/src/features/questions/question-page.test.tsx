// Keyboard focus when a page of questions turns (issue 18, WCAG 2.4.3).
import { render, screen } from '@testing-library/react';
import type { Question } from '@genetype/domain/contracts';
import { QuestionPage } from './question-page';
import type { QuestionPageProps } from './question-page';

const questionsOf = (page: number): Question[] =>
  Array.from({ length: 11 }, (_, i) => {
    const number = page * 11 + i + 1;
    return { _id: `q${number}`, question: `${number}. 질문 ${number}` };
  });

function props(page: number): QuestionPageProps {
  return {
    questions: questionsOf(page),
    answers: new Map(),
    page,
    pageCount: 4,
    canGoNext: false,
    canSubmit: false,
    onAnswer: jest.fn(),
    onPrevious: jest.fn(),
    onNext: jest.fn(),
    onSubmit: jest.fn(),
  };
}

test('the first page leaves focus where it is', () => {
  render(<QuestionPage {...props(0)} />);
  expect(document.body).toHaveFocus();
});

test('a turned page puts focus on its questions, so that Tab goes on to its first one', () => {
  const { rerender } = render(<QuestionPage {...props(0)} />);
  screen.getByRole('button', { name: '다음' }).focus();
  rerender(<QuestionPage {...props(1)} />);
  expect(screen.getByRole('list', { name: '2쪽 문항' })).toHaveFocus();
});
