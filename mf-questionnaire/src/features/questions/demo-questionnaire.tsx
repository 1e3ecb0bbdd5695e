// Visitors try the demo questions; any answer or next press asks them to log in (spec §4).
import { useSyncExternalStore } from 'react';
import type { Language } from '@genetype/domain';
import type { Question } from '@genetype/domain/contracts';
import { demoQuestions } from '@genetype/content/demo-questions';
import { useApiQuery } from '@genetype/platform/query';
import { STORAGE_KEYS, storage, useLanguageStore, useModalStore } from '@genetype/platform';
import { sortByNumber } from './answer-rules';
import { getDemoQuestions, questionKeys } from './api/questions';
import { QuestionPage } from './question-page';
import { ProgressTracker, TipCards } from './questions-header';
import { sectionTitle } from './section-title';
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

const languageNow = () => useLanguageStore.getState().language;

/**
 * The page's language, the store's own state on the server and in hydration too: zustand's hook
 * gives its initial state (Korean) there, so an English prerender and its hydration would both
 * show the Korean demo under English texts (as `useContentLanguage` of @genetype/ui/content does).
 */
function usePageLanguage(): Language {
  return useSyncExternalStore(useLanguageStore.subscribe, languageNow, languageNow);
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
  const { questions } = await getDemoQuestions(language);
  // An empty answer is no demo: the questions on screen stay.
  if (questions.length === 0) throw new Error('The API answered an empty demo');
  if (language === 'ko') storage.setJson(STORAGE_KEYS.demoQuests, questions);
  return sortByNumber(questions);
}

/**
 * The demo is on screen at once, in the page's language, from the wording the site ships with
 * (so the prerendered page is whole, and its code can wait for the visitor's first use); the
 * API's copy replaces it once the code runs, should the database say otherwise. A failed
 * refresh changes nothing on screen: the visitor still has the questions.
 */
export function DemoQuestionnaire() {
  const t = useAppT();
  const language = usePageLanguage();
  const demo = useApiQuery({
    queryKey: questionKeys.demo(language),
    queryFn: () => loadDemo(language),
    initialData: () => demoQuestions(language),
    initialDataUpdatedAt: 0,
    gcTime: 0,
  });

  return (
    <section className={styles.page} aria-labelledby="questions-title" data-questionnaire="demo">
      <header className={styles.header}>
        <h1 id="questions-title" className={styles.title}>
          {sectionTitle(t, null)}
        </h1>
        <p className={styles.lead}>{t('questions.demoLead')}</p>
        <TipCards />
        <ProgressTracker completed={0} page={0} characterType={null} />
      </header>
      <QuestionPage
        questions={demo.data ?? []}
        answers={new Map()}
        page={0}
        pageCount={2}
        canGoNext
        canSubmit={false}
        allOpen
        hold
        onAnswer={askToLogIn}
        onPrevious={() => undefined}
        onNext={askToLogIn}
        onSubmit={askToLogIn}
      />
    </section>
  );
}
