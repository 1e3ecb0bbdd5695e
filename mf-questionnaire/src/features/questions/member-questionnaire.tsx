// The member's test (spec §4): redirects, loading, the 44 questions of the current section in
// pages of 11, saved as the member goes, and the submission with its routing.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type {
  AnswerValue,
  AnswerItem,
  Question,
  QuestionListResponse,
  User,
} from '@genetype/domain/contracts';
import type { Language } from '@genetype/domain';
import { useApiMutation, useApiQuery } from '@genetype/platform/query';
import { SECTION_DONE, resultPath } from '@genetype/domain';
import {
  STORAGE_KEYS,
  errorMessage,
  questionsApi,
  storage,
  useAuthStore,
  useLanguageStore,
} from '@genetype/platform';
import { useAppT } from '../../i18n';
import { syncStoredType } from './stored-type';
import { calculateResult, getQuestionsFor, questionKeys } from './api/questions';
import { allAnswered, canGoNext, pageCount, questionsOnPage, resumePage } from './answer-rules';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnalysingNotice, DuplicateNotice, OnBehalfNotice, VerificationNotice } from './notices';
import { QuestionPage } from './question-page';
import { ProgressTracker, TipCards } from './questions-header';
import { sectionTitle } from './section-title';
import { withLinger } from './linger';
import type { Notice } from './questionnaire-state';
import { initialQuestionnaire, questionnaireReducer } from './questionnaire-state';
import { useAnswerDrafts } from './use-answer-drafts';
import { useAddressPage } from './use-address-page';
import styles from './questions.module.scss';

/** The analysing notice stays at least this long, so it reads as a step rather than a flicker. */
export const ANALYSING_MIN_MS = 1500;

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

/** Spec §4: who is sent elsewhere instead of answering (finished, or due for an interim result). */
function entryRedirect(user: User, resultId: string | null, show: string | null): string | null {
  if (resultId) return null;
  if (user.finishTest || user.section >= SECTION_DONE) return '/thank-you';
  if (!show && user.section === 2) return resultPath(user.section);
  return null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The list in `language`, after which the loading indicator stays a moment more (spec §4), also
 * on failure. A translation of the list on screen (`linger` false) comes as soon as it arrives.
 */
function loadQuestions(
  resultId: string | null,
  language: Language,
  linger: boolean,
): Promise<QuestionListResponse> {
  const load = () =>
    (resultId
      ? getQuestionsFor(resultId, language)
      : questionsApi.getQuestionsList(language)
    ).catch((error: unknown) => {
      console.error('Loading the questions failed', error);
      throw error;
    });
  return linger ? withLinger(load) : load();
}

export function MemberQuestionnaire({ user }: { user: User }) {
  const t = useAppT();
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const resultId = params.get('resultId');
  const show = params.get('show');
  const personName = params.get('nickname');

  const [state, dispatch] = useReducer(questionnaireReducer, initialQuestionnaire);
  const { list, questions, answers, notice } = state;
  const { page, turnTo } = useAddressPage(resumePage(questions, answers), list !== null);
  const shownList = useRef<QuestionListResponse | null>(null);
  shownList.current = list;
  // The `resultId` parameter the list on screen was loaded for (undefined before the first).
  const shownFor = useRef<string | null | undefined>(undefined);
  const [characterType] = useState(() => (resultId ? null : syncStoredType(user)));
  const drafts = useAnswerDrafts(resultId);

  // Read at decision time, not tracked: a refreshed user (after a submission) must not redirect or
  // reload a visit that is under way.
  const latest = useRef({ user, routeState: location.state as unknown });
  latest.current = { user, routeState: location.state as unknown };
  const redirect = useMemo(
    () => entryRedirect(useAuthStore.getState().user ?? latest.current.user, resultId, show),
    [resultId, show],
  );
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Once per visit and language (gcTime 0, never stale meanwhile), and again on "다시 불러오기".
  // A language switch fetches the list in that language while the one on screen stays.
  const load = useApiQuery({
    queryKey: questionKeys.list(resultId, language),
    queryFn: () => loadQuestions(resultId, language, shownFor.current !== resultId),
    enabled: !redirect,
    staleTime: Infinity,
    gcTime: 0,
    // Only the same test in another language stands in while its translation loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === resultId ? previous : undefined,
  });
  const placeholder = load.isPlaceholderData;
  useEffect(() => {
    if (!load.data || placeholder) return;
    const loaded = load.data;
    const current = shownList.current;
    shownFor.current = resultId;
    if (current && current.resultId === loaded.resultId && current.section === loaded.section) {
      dispatch({ type: 'translated', list: loaded });
      return;
    }
    let first: Notice = null;
    if (resultId && routeSection(latest.current.routeState) === 0) first = 'onBehalf';
    else if (storage.get(STORAGE_KEYS.duplicate) !== String(loaded.completed)) first = 'duplicate';
    dispatch({ type: 'loaded', list: loaded, notice: first });
  }, [load.data, placeholder, resultId]);

  const submit = useApiMutation({
    mutationFn: async ({
      loaded,
      items,
    }: {
      loaded: QuestionListResponse;
      items: AnswerItem[];
    }) => {
      const shownAt = Date.now();
      try {
        await calculateResult(user.email, items, resultId);
        if (!resultId) await useAuthStore.getState().loadUser();
        return afterSubmitPath(loaded.section, resultId, personName ?? loaded.name);
      } finally {
        // The analysing notice closes by itself in every case, after its minimum time.
        await wait(ANALYSING_MIN_MS - (Date.now() - shownAt));
      }
    },
    onSuccess: (destination) => navigate(destination),
    onError: (error) => console.error('Calculating the result failed', error),
  });

  const verified = Boolean(user.nickname && user.phoneNumber);
  const needsVerification = () => {
    if (!verified) dispatch({ type: 'notice', notice: 'verification' });
    return !verified;
  };

  const onAnswer = (question: Question, value: AnswerValue) => {
    if (needsVerification()) return;
    drafts.queue(question._id, answers.get(question._id) === value ? null : value);
    dispatch({ type: 'answered', id: question._id, value });
  };

  const onNext = () => {
    if (needsVerification()) return;
    drafts.flush();
    turnTo(page + 1);
  };

  const onSubmit = () => {
    if (needsVerification()) return;
    if (submit.isPending || !list || !allAnswered(questions, answers)) return;
    drafts.discard();
    const items = questions.map((q) => ({ _id: q._id, answer: answers.get(q._id) as AnswerValue }));
    submit.mutate({ loaded: list, items });
  };

  const closeNotice = () => {
    if (notice === 'duplicate' && list) storage.set(STORAGE_KEYS.duplicate, String(list.completed));
    if (
      notice === 'onBehalf' &&
      list &&
      storage.get(STORAGE_KEYS.duplicate) !== String(list.completed)
    ) {
      dispatch({ type: 'notice', notice: 'duplicate' });
      return;
    }
    dispatch({ type: 'notice', notice: null });
  };

  const loading = (load.isFetching && !placeholder) || (!list && !load.error);
  const loadError = load.error ? errorMessage(load.error, t('questions.loadFailed')) : null;
  const submitError = submit.error ? errorMessage(submit.error, t('questions.submitFailed')) : null;
  const analysing = submit.isPending;
  const sectionLetter = list?.section ?? null;
  const name = list?.name ?? personName;
  const total = questions.length;
  const onPage = questionsOnPage(questions, page);
  return (
    <section className={styles.page} aria-labelledby="questions-title" data-questionnaire="member">
      <header className={styles.header}>
        <h1 id="questions-title" className={styles.title}>
          {sectionTitle(t, sectionLetter)}
        </h1>
        {resultId && name ? (
          <p className={styles.lead}>{t('questions.onBehalfLead', { name })}</p>
        ) : null}
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
            onClick={() => void load.refetch()}
          >
            {t('questions.reload')}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.pageInfo} aria-live="polite">
            {t('questions.pageInfo', {
              page: page + 1,
              pages: pageCount(total),
              answered: answers.size,
              total,
            })}
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
            hold={notice !== null}
            onPrevious={() => turnTo(page - 1)}
            onNext={onNext}
            onSubmit={onSubmit}
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
          onClose={() => dispatch({ type: 'notice', notice: null })}
          onGo={() => navigate('/myPage#settingSection')}
        />
      ) : null}
      {analysing ? (
        <AnalysingNotice
          nickname={(resultId ? name : user.nickname) ?? t('common.memberFallback')}
        />
      ) : null}
    </section>
  );
}
