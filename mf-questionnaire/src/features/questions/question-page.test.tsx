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

describe('after an answer (spec §4: answering scrolls to the next question)', () => {
  const glides = jest.fn();
  // jsdom has no layout: each question says where it is, the window is 800 px high.
  let nextTop = 0;
  beforeEach(() => {
    glides.mockClear();
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      if ((options as ScrollIntoViewOptions).behavior === 'smooth') glides(this.textContent);
    };
    jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: nextTop, bottom: nextTop + 80 }) as DOMRect);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('glides to a next question out of view, and leaves the page still when it is in view', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    render(<QuestionPage {...props(0)} />);
    nextTop = 900;
    screen.getAllByRole('button', { name: '예' })[0]?.click();
    expect(glides).toHaveBeenCalledTimes(1);
    expect(glides.mock.calls[0]?.[0]).toMatch(/^2\./);

    // In full view, the page does not move under the member's next tap.
    nextTop = 300;
    screen.getAllByRole('button', { name: '예' })[0]?.click();
    expect(glides).toHaveBeenCalledTimes(1);
  });
});
