// One page of 11 questions with yes/no buttons, and the previous / next / see-result buttons.
import { useEffect, useRef } from 'react';
import type { AnswerValue, Question } from '@genetype/shared';
import type { Answers } from './answer-rules';
import { isEnabled, questionNumber, questionText } from './answer-rules';
import styles from './questions.module.scss';

export interface QuestionPageProps {
  questions: readonly Question[];
  answers: Answers;
  page: number;
  pageCount: number;
  canGoNext: boolean;
  canSubmit: boolean;
  busy?: boolean;
  onAnswer(question: Question, value: AnswerValue): void;
  onPrevious(): void;
  onNext(): void;
  onSubmit(): void;
  /** Visitors: every question is open so that any press can ask them to log in. */
  allOpen?: boolean;
}

const CHOICES: { value: AnswerValue; label: string }[] = [
  { value: 'yes', label: '예' },
  { value: 'no', label: '아니요' },
];

function scrollToQuestion(element: Element | null | undefined): void {
  // jsdom and old browsers lack smooth scrolling; the answer still counts.
  if (element && typeof element.scrollIntoView === 'function')
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

export function QuestionPage(props: QuestionPageProps) {
  const { questions, answers, page, pageCount, busy = false, allOpen = false } = props;
  const list = useRef<HTMLOListElement>(null);
  const isLast = page >= pageCount - 1;

  // A new page starts at its top.
  useEffect(() => {
    scrollToQuestion(list.current);
  }, [page]);

  const answer = (question: Question, value: AnswerValue, index: number) => {
    const wasAnswered = answers.has(question._id);
    props.onAnswer(question, value);
    if (!wasAnswered) scrollToQuestion(list.current?.children[index + 1]);
  };

  return (
    <div className={styles.pageBlock}>
      <ol ref={list} className={styles.questions} aria-label={`${page + 1}쪽 문항`}>
        {questions.map((question, index) => {
          const enabled = allOpen || isEnabled(questions, index, answers);
          const chosen = answers.get(question._id);
          const number = questionNumber(question);
          const labelId = `question-${question._id}`;
          return (
            <li
              key={question._id}
              className={styles.question}
              data-state={chosen ? 'answered' : enabled ? 'open' : 'locked'}
            >
              <p id={labelId} className={styles.questionText}>
                <span className={styles.questionNumber}>{number}.</span> {questionText(question)}
              </p>
              <div className={styles.choices} role="group" aria-labelledby={labelId}>
                {CHOICES.map((choice) => (
                  <button
                    key={choice.value}
                    type="button"
                    className={styles.choice}
                    aria-pressed={chosen === choice.value}
                    disabled={!enabled || busy}
                    onClick={() => answer(question, choice.value, index)}
                  >
                    {choice.label}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.nav}>
        {page > 0 ? (
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={props.onPrevious}
            disabled={busy}
          >
            이전
          </button>
        ) : (
          <span />
        )}
        {isLast ? (
          <button
            type="button"
            className={styles.primaryButton}
            onClick={props.onSubmit}
            disabled={!props.canSubmit || busy}
          >
            결과 보기
          </button>
        ) : (
          <button
            type="button"
            className={styles.primaryButton}
            onClick={props.onNext}
            disabled={!props.canGoNext || busy}
          >
            다음
          </button>
        )}
      </div>
    </div>
  );
}
