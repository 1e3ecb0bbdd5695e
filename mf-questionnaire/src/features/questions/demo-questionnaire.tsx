// Visitors try the demo questions; any answer or next press asks them to log in (spec §4).
import { useRef } from 'react';
import type { Language, Question } from '@genetype/shared';
import { useApiQuery } from '@genetype/shared/query';
import {
  STORAGE_KEYS,
  questionsApi,
  storage,
  useLanguageStore,
  useModalStore,
} from '@genetype/shared';
import { sortByNumber } from './answer-rules';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { QuestionPage } from './question-page';
import { ProgressTracker, TipCards } from './questions-header';
import { sectionTitle } from './section-title';
import { withLinger } from './linger';
import { useAppT } from '../../i18n';
import styles from './questions.module.scss';

function cachedDemo(): Question[] | null {
  const cached = storage.getJson<unknown>(STORAGE_KEYS.demoQuests);
  if (!Array.isArray(cached) || cached.length === 0) return null;
  const valid = cached.every(
    (q: unknown) =>
      typeof q === 'object' &&
      q !== null &&
      typeof (q as Question)._id === 'string' &&
      typeof (q as Question).question === 'string',
  );
  return valid ? (cached as Question[]) : null;
}

function askToLogIn(): void {
  // After logging in, the member comes back here to take the real test.
  storage.setJson(STORAGE_KEYS.refferData, { refererPathname: '/questions' });
  useModalStore.getState().open('login');
}

/**
 * The cached demo, or the API's (cached for the next visit). The cache (spec §3's `demoQuests`)
 * holds the Korean demo; another language is asked of the API, which browsers cache per language.
 */
async function loadDemo(language: Language): Promise<Question[]> {
  const cached = language === 'ko' ? cachedDemo() : null;
  if (cached) return sortByNumber(cached);
  try {
    const { questions } = await questionsApi.getDemoQuestions(language);
    if (language === 'ko') storage.setJson(STORAGE_KEYS.demoQuests, questions);
    return sortByNumber(questions);
  } catch (error) {
    console.error('Loading the demo questions failed', error);
    throw error;
  }
}

export function DemoQuestionnaire() {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  // After a language switch the questions on screen stay until their translation arrives.
  const shown = useRef(false);
  const demo = useApiQuery({
    queryKey: ['questions', 'demo', language],
    queryFn: () => (shown.current ? loadDemo(language) : withLinger(() => loadDemo(language))),
    gcTime: 0,
    placeholderData: (previous) => previous,
  });
  if (demo.data?.length) shown.current = true;
  const loading = demo.isPending;
  const failed = demo.isError;
  const questions = demo.data ?? [];

  return (
    <section className={styles.page} aria-labelledby="questions-title">
      <header className={styles.header}>
        <h1 id="questions-title" className={styles.title}>
          {sectionTitle(t, null)}
        </h1>
        <p className={styles.lead}>{t('questions.demoLead')}</p>
        <TipCards />
        <ProgressTracker completed={0} page={0} characterType={null} />
      </header>
      {loading ? (
        <LoadingIndicator />
      ) : failed || questions.length === 0 ? (
        <p role="alert" className={styles.error}>
          {t('questions.demoFailed')}
        </p>
      ) : (
        <QuestionPage
          questions={questions}
          answers={new Map()}
          page={0}
          pageCount={2}
          canGoNext
          canSubmit={false}
          allOpen
          onAnswer={askToLogIn}
          onPrevious={() => undefined}
          onNext={askToLogIn}
          onSubmit={askToLogIn}
        />
      )}
    </section>
  );
}
