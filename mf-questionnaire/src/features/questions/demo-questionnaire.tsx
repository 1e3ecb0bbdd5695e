// Visitors try the demo questions; any answer or next press asks them to log in (spec §4).
import { useEffect, useState } from 'react';
import type { Question } from '@genetype/shared';
import { STORAGE_KEYS, questionsApi, storage, useModalStore } from '@genetype/shared';
import { sortByNumber } from './answer-rules';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { QuestionPage } from './question-page';
import { ProgressTracker, TipCards } from './questions-header';
import { DEFAULT_TITLE } from './section-title';
import { useLingeringLoading } from './use-linger';
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

export function DemoQuestionnaire() {
  const [questions, setQuestions] = useState<Question[]>(() => sortByNumber(cachedDemo() ?? []));
  const [failed, setFailed] = useState(false);
  const { loading, finish } = useLingeringLoading();

  useEffect(() => {
    const cached = cachedDemo();
    if (cached) {
      finish();
      return;
    }
    let live = true;
    questionsApi
      .getDemoQuestions()
      .then(({ questions: demo }) => {
        storage.setJson(STORAGE_KEYS.demoQuests, demo);
        if (live) setQuestions(sortByNumber(demo));
      })
      .catch((error: unknown) => {
        console.error('Loading the demo questions failed', error);
        if (live) setFailed(true);
      })
      .finally(finish);
    return () => {
      live = false;
    };
  }, [finish]);

  return (
    <section className={styles.page} aria-labelledby="questions-title">
      <header className={styles.header}>
        <h1 id="questions-title" className={styles.title}>
          {DEFAULT_TITLE}
        </h1>
        <p className={styles.lead}>
          맛보기 문항이에요. 로그인하면 네 단계의 전체 검사를 받고 나만의 학습 유전자 유형을 확인할
          수 있어요.
        </p>
        <TipCards />
        <ProgressTracker completed={0} page={0} characterType={null} />
      </header>
      {loading ? (
        <LoadingIndicator />
      ) : failed || questions.length === 0 ? (
        <p role="alert" className={styles.error}>
          맛보기 문항을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
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
