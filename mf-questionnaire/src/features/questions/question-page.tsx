// One page of 11 questions with yes/no buttons, and the previous / next / see-result buttons.
import { useEffect, useRef } from 'react';
import type { AnswerValue, Question } from '@genetype/domain/contracts';
import type { Answers } from './answer-rules';
import { isEnabled, questionNumber, questionText } from './answer-rules';
import { useAppT } from '../../i18n';
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
  /**
   * The page stays where it is (a notice covers it, or a visitor's demo, read from its top);
   * once released, it moves to the first open question.
   */
  hold?: boolean;
}

const CHOICES: { value: AnswerValue; label: 'questions.yes' | 'questions.no' }[] = [
  { value: 'yes', label: 'questions.yes' },
  { value: 'no', label: 'questions.no' },
];

/** How long a glide to the next question may still be under way. */
const GLIDE_MS = 1000;

/**
 * Glides to the next question after an answer (spec §4), unless it is in full view already; true
 * when it started a glide. A page that moves under the finger splits a fast member's next tap:
 * pressed on one button, lifted over another, it counts for neither.
 */
function glideTo(element: Element | null | undefined): boolean {
  // jsdom and old browsers lack smooth scrolling; the answer still counts.
  if (!element || typeof element.scrollIntoView !== 'function') return false;
  const { top, bottom } = element.getBoundingClientRect();
  // The sticky header's room (the page's scroll-padding) is not in view.
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (top >= headerRoom && bottom <= window.innerHeight) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  return true;
}

/**
 * Puts the page's first open question (else its first) just below the sticky header: the page's
 * scroll-padding keeps the header's room, the question's scroll-margin a little air (issue #37:
 * centring the whole list left the only answerable question above the screen).
 */
function showFirstOpen(list: HTMLOListElement | null, behavior: ScrollBehavior): void {
  const first = list?.querySelector('[data-state="open"]') ?? list?.firstElementChild;
  if (first && typeof first.scrollIntoView === 'function')
    first.scrollIntoView({ block: 'start', behavior });
}

export function QuestionPage(props: QuestionPageProps) {
  const t = useAppT();
  const {
    questions,
    answers,
    page,
    pageCount,
    busy = false,
    allOpen = false,
    hold = false,
  } = props;
  const list = useRef<HTMLOListElement>(null);
  const isLast = page >= pageCount - 1;

  const shownPage = useRef(page);
  // When the last glide to a next question started (performance.now()).
  const glidedAt = useRef(-GLIDE_MS);
  // A page shown (the first, a turned one, one the browser went back to) or uncovered by a notice
  // opens at its first open question. Keyboard focus moves to a turned page's list: the button
  // that turned it may be disabled or gone, which would drop focus to the document (WCAG 2.4.3).
  useEffect(() => {
    // Chromium lets a glide still under way override an instant scroll (a page the browser went
    // back to right after an answer opened 30 px off); a smooth one takes the glide over instead.
    const gliding = performance.now() - glidedAt.current < GLIDE_MS;
    if (!hold) showFirstOpen(list.current, gliding ? 'smooth' : ('instant' as ScrollBehavior));
    if (shownPage.current === page) return;
    shownPage.current = page;
    list.current?.focus({ preventScroll: true });
  }, [page, hold]);

  const answer = (question: Question, value: AnswerValue, index: number) => {
    const wasAnswered = answers.has(question._id);
    props.onAnswer(question, value);
    if (!wasAnswered && glideTo(list.current?.children[index + 1]))
      glidedAt.current = performance.now();
  };

  // A press while the page still glides stops the glide where it is: a page moving between the
  // finger's down and up turns the next tap into a focus without a click (a lost answer).
  const holdStill = () => {
    if (performance.now() - glidedAt.current >= GLIDE_MS) return;
    glidedAt.current = -GLIDE_MS;
    window.scrollTo({ top: window.scrollY, behavior: 'instant' as ScrollBehavior });
  };

  return (
    <div className={styles.pageBlock}>
      <ol
        ref={list}
        onPointerDown={holdStill}
        className={styles.questions}
        aria-label={t('questions.pageLabel', { page: page + 1 })}
        tabIndex={-1}
      >
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
                    {t(choice.label)}
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
            {t('questions.previous')}
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
            {t('questions.seeResult')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.primaryButton}
            onClick={props.onNext}
            disabled={!props.canGoNext || busy}
          >
            {t('questions.next')}
          </button>
        )}
      </div>
    </div>
  );
}
