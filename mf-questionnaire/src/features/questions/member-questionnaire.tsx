// The member's test (spec §4): redirects, loading, the 44 questions of the current section in
// pages of 11, saved as the member goes, and the submission with its routing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type {
  AnswerValue,
  DraftAnswer,
  Question,
  QuestionListResponse,
  User,
} from '@genetype/shared';
import {
  SECTION_DONE,
  STORAGE_KEYS,
  errorMessage,
  questionsApi,
  resultPath,
  storage,
  useAuthStore,
} from '@genetype/shared';
import { syncStoredType } from './stored-type';
import {
  allAnswered,
  canGoNext,
  pageCount,
  questionsOnPage,
  resumePage,
  savedAnswers,
  sortByNumber,
  toggleAnswer,
} from './answer-rules';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnalysingNotice, DuplicateNotice, OnBehalfNotice, VerificationNotice } from './notices';
import { QuestionPage } from './question-page';
import { ProgressTracker, TipCards } from './questions-header';
import { sectionTitle } from './section-title';
import { useLingeringLoading } from './use-linger';
import styles from './questions.module.scss';

/** The analysing notice stays at least this long, so it reads as a step rather than a flicker. */
export const ANALYSING_MIN_MS = 1500;
const SAVE_DELAY_MS = 700;

type Notice = 'onBehalf' | 'duplicate' | 'verification' | null;

/** Where to go after a section is scored (spec §4). */
export function afterSubmitPath(
  letter: string,
  resultId: string | null,
  nickname: string | null,
): string {
  if (resultId) {
    const query = new URLSearchParams({ resultId, nickname: nickname ?? '' });
    return `/result?${query.toString()}`;
  }
  if (letter === 'D') return '/thank-you';
  return `/result?type=${letter}`;
}

function routeSection(state: unknown): number | undefined {
  const section = (state as { section?: unknown } | null)?.section;
  return typeof section === 'number' ? section : undefined;
}

export function MemberQuestionnaire({ user }: { user: User }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const resultId = params.get('resultId');
  const show = params.get('show');
  const personName = params.get('nickname');

  const [list, setList] = useState<QuestionListResponse | null>(null);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [answers, setAnswers] = useState<Map<string, AnswerValue>>(new Map());
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [analysing, setAnalysing] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { loading, finish, restart } = useLingeringLoading();
  const [characterType] = useState(() => (resultId ? null : syncStoredType(user)));
  const [attempt, setAttempt] = useState(0);

  const pending = useRef(new Map<string, AnswerValue | null>());
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submitting = useRef(false);

  // Read at decision time, not tracked: a refreshed user or a new navigate function must not
  // restart a load that is under way.
  const latest = useRef({ user, navigate, routeState: location.state as unknown });
  latest.current = { user, navigate, routeState: location.state as unknown };

  // Once per visit (and per retry): redirect, or load the right list.
  useEffect(() => {
    const { user: current, navigate: go, routeState } = latest.current;
    const { section, finishTest } = useAuthStore.getState().user ?? current;
    if (!resultId && (finishTest || section >= SECTION_DONE)) {
      go('/thank-you', { replace: true });
      return undefined;
    }
    if (!resultId && !show && section === 2) {
      go(resultPath(section), { replace: true });
      return undefined;
    }
    let live = true;
    restart();
    setLoadError(null);
    (resultId ? questionsApi.getQuestionsFor(resultId) : questionsApi.getQuestionsList())
      .then((loaded) => {
        if (!live) return;
        const sorted = sortByNumber(loaded.questions);
        const saved = savedAnswers(sorted);
        setList(loaded);
        setQuestions(sorted);
        setAnswers(saved);
        setPage(resumePage(sorted, saved));
        if (resultId && routeSection(routeState) === 0) setNotice('onBehalf');
        else if (storage.get(STORAGE_KEYS.duplicate) !== String(loaded.completed))
          setNotice('duplicate');
      })
      .catch((error: unknown) => {
        console.error('Loading the questions failed', error);
        if (live)
          setLoadError(
            errorMessage(error, '문항을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'),
          );
      })
      .finally(finish);
    return () => {
      live = false;
    };
  }, [resultId, show, attempt, finish, restart]);

  const flushSaves = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    if (pending.current.size === 0) return Promise.resolve();
    const items: DraftAnswer[] = [...pending.current].map(([id, answer]) => ({ _id: id, answer }));
    pending.current.clear();
    return questionsApi.saveAnswers(items, resultId).catch((error: unknown) => {
      // The answers stay on screen and go with the submission; only resuming elsewhere is affected.
      console.error('Saving answers failed', error);
    });
  }, [resultId]);

  useEffect(() => () => void flushSaves(), [flushSaves]);

  const verified = Boolean(user.nickname && user.phoneNumber);

  const onAnswer = (question: Question, value: AnswerValue) => {
    if (!verified) {
      setNotice('verification');
      return;
    }
    const next = toggleAnswer(answers, question._id, value);
    setAnswers(next);
    pending.current.set(question._id, next.get(question._id) ?? null);
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void flushSaves(), SAVE_DELAY_MS);
  };

  const onNext = () => {
    if (!verified) {
      setNotice('verification');
      return;
    }
    void flushSaves();
    setPage((current) => Math.min(current + 1, pageCount(questions.length) - 1));
  };

  const onSubmit = async () => {
    if (!verified) {
      setNotice('verification');
      return;
    }
    if (submitting.current || !list || !allAnswered(questions, answers)) return;
    submitting.current = true;
    setSubmitError(null);
    setAnalysing(true);
    const shownAt = Date.now();
    const letter = list.section;
    let destination: string | null = null;
    try {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      pending.current.clear();
      const items = questions.map((q) => ({
        _id: q._id,
        answer: answers.get(q._id) as AnswerValue,
      }));
      await questionsApi.calculateResult(user.email, items, resultId);
      if (!resultId) await useAuthStore.getState().loadUser();
      destination = afterSubmitPath(letter, resultId, personName ?? list.name);
    } catch (error) {
      console.error('Calculating the result failed', error);
      setSubmitError(errorMessage(error, '결과를 계산하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    } finally {
      // The analysing notice closes by itself in every case.
      const wait = Math.max(0, ANALYSING_MIN_MS - (Date.now() - shownAt));
      await new Promise((resolve) => setTimeout(resolve, wait));
      setAnalysing(false);
      submitting.current = false;
    }
    if (destination) navigate(destination);
  };

  const closeNotice = () => {
    if (notice === 'duplicate' && list) storage.set(STORAGE_KEYS.duplicate, String(list.completed));
    if (
      notice === 'onBehalf' &&
      list &&
      storage.get(STORAGE_KEYS.duplicate) !== String(list.completed)
    ) {
      setNotice('duplicate');
      return;
    }
    setNotice(null);
  };

  const sectionLetter = list?.section ?? null;
  const name = list?.name ?? personName;
  const total = questions.length;
  const onPage = questionsOnPage(questions, page);

  return (
    <section className={styles.page} aria-labelledby="questions-title">
      <header className={styles.header}>
        <h1 id="questions-title" className={styles.title}>
          {sectionTitle(sectionLetter)}
        </h1>
        {resultId && name ? <p className={styles.lead}>{name} 님을 대신해 답하고 있어요.</p> : null}
        <TipCards />
        <ProgressTracker
          completed={list?.completed ?? 0}
          page={page}
          characterType={characterType}
        />
      </header>

      {loading ? (
        <LoadingIndicator />
      ) : loadError ? (
        <div className={styles.errorBox}>
          <p role="alert" className={styles.error}>
            {loadError}
          </p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => setAttempt((n) => n + 1)}
          >
            다시 불러오기
          </button>
        </div>
      ) : (
        <>
          <p className={styles.pageInfo} aria-live="polite">
            {page + 1} / {pageCount(total)}쪽 · {answers.size}/{total}문항 답함
          </p>
          <QuestionPage
            questions={onPage}
            answers={answers}
            page={page}
            pageCount={pageCount(total)}
            canGoNext={canGoNext(answers.size, page, total)}
            canSubmit={allAnswered(questions, answers)}
            busy={analysing}
            onAnswer={onAnswer}
            onPrevious={() => setPage((current) => Math.max(0, current - 1))}
            onNext={onNext}
            onSubmit={() => void onSubmit()}
          />
          {submitError ? (
            <p role="alert" className={styles.error}>
              {submitError}
            </p>
          ) : null}
        </>
      )}

      {notice === 'duplicate' ? <DuplicateNotice onClose={closeNotice} /> : null}
      {notice === 'onBehalf' && name ? <OnBehalfNotice name={name} onStart={closeNotice} /> : null}
      {notice === 'verification' ? (
        <VerificationNotice
          onClose={() => setNotice(null)}
          onGo={() => navigate('/myPage#settingSection')}
        />
      ) : null}
      {analysing ? (
        <AnalysingNotice nickname={(resultId ? name : user.nickname) ?? '회원'} />
      ) : null}
    </section>
  );
}
