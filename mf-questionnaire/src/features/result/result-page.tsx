// /result (spec §2, §4): interim results (?type=A|B|C), the final one (?type=D), or a result
// answered for another person (?resultId=…&nickname=…). Members only; the API serves owners only.
// The reading parts (what a gene type means, the type's name) in the page's language.
import { Link, useSearchParams } from 'react-router-dom';
import type { SectionLetter } from '@genetype/domain';
import { useApiQuery } from '@genetype/platform/query';
import { SECTION_LETTERS, resultTypeForSection } from '@genetype/domain';
import { errorMessage, useAuthStore } from '@genetype/platform';
import { ErrorFallback, RequireMember } from '@genetype/ui';
import { answerForOtherPath } from '../../components/answer-for-other-form/answer-for-other-form';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { RetakeButton } from '../../components/retake-button/retake-button';
import { FinalResult } from './final-result';
import { useAppT } from '../../i18n';
import { useResultContent } from './result-content';
import { fetchResult, resultKeys } from './api/results';
import { nextSectionLabel } from './result-texts';
import { SectionOutcomeView } from './section-outcome';
import { ScaleExplainer } from './scale-explainer';
import styles from './result.module.scss';

function asLetter(value: string | null): SectionLetter | null {
  return SECTION_LETTERS.find((letter) => letter === value?.toUpperCase()) ?? null;
}

/** The member's own result, or one answered for another person; read afresh on every visit. */
function useResult(resultId: string | null) {
  const t = useAppT();
  const query = useApiQuery({
    queryKey: resultKeys.one(resultId),
    queryFn: async () => {
      try {
        return await fetchResult(resultId);
      } catch (caught) {
        console.error('Loading the result failed', caught);
        throw caught;
      }
    },
    gcTime: 0,
  });
  const error = query.error ? errorMessage(query.error, t('result.loadFailed')) : null;
  // "다시 시도": the same request again.
  return { view: query.data ?? null, error, retry: () => void query.refetch() };
}

function ResultError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useAppT();
  return (
    <div role="alert">
      <ErrorFallback
        title={t('result.loadFailedTitle')}
        message={message}
        headingLevel={2}
        onRetry={onRetry}
      />
    </div>
  );
}

function OwnResult({ letter }: { letter: SectionLetter }) {
  const t = useAppT();
  const { view, error, retry } = useResult(null);
  const content = useResultContent();
  if (error) return <ResultError message={error} onRetry={retry} />;
  if (!view || !content) return <LoadingIndicator label={t('common.loadingResult')} />;

  if (letter === 'D') {
    if (view.final)
      return (
        <>
          <FinalResult view={view} own />
          <div className={styles.actions}>
            <Link className={styles.secondaryLink} to="/result/print">
              {t('common.printOrSave')}
            </Link>
            <RetakeButton />
          </div>
        </>
      );
    return <NotReady letter={letter} />;
  }

  const outcome = view.sections.find((s) => s.section === letter);
  if (!outcome) return <NotReady letter={letter} />;
  const next = nextSectionLabel(t, letter);
  const nextIsDue = view.completed === SECTION_LETTERS.indexOf(letter) + 1;
  return (
    <>
      <SectionOutcomeView outcome={outcome} />
      <ScaleExplainer />
      <div className={styles.actions}>
        {next && nextIsDue ? (
          <Link className={styles.primaryLink} to="/questions?show=true">
            {next}
          </Link>
        ) : null}
        {view.completed >= 4 ? (
          <Link className={styles.primaryLink} to="/result?type=D">
            {t('common.seeFinalResult')}
          </Link>
        ) : null}
        <RetakeButton />
      </div>
    </>
  );
}

function NotReady({ letter }: { letter: SectionLetter }) {
  const t = useAppT();
  return (
    <div className={styles.card}>
      <p>{t('result.notReady', { letter })}</p>
      <Link className={styles.primaryLink} to="/questions?show=true">
        {t('result.continueTest')}
      </Link>
    </div>
  );
}

function OtherResult({ resultId, nickname }: { resultId: string; nickname: string | null }) {
  const t = useAppT();
  const { view, error, retry } = useResult(resultId);
  const content = useResultContent();
  if (error) return <ResultError message={error} onRetry={retry} />;
  if (!view || !content) return <LoadingIndicator label={t('common.loadingResult')} />;
  const name = view.name ?? nickname ?? '';
  if (view.final)
    return (
      <>
        <FinalResult view={view} own={false} />
        <div className={styles.actions}>
          <Link
            className={styles.secondaryLink}
            to={`/result/print?${new URLSearchParams({ resultId: view.resultId }).toString()}`}
          >
            {t('common.printOrSave')}
          </Link>
        </div>
      </>
    );
  const latest = view.sections[view.sections.length - 1];
  return (
    <>
      {latest ? <SectionOutcomeView outcome={latest} /> : null}
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={answerForOtherPath(view.resultId, name)}>
          {t('result.continueOther', { name })}
        </Link>
      </div>
    </>
  );
}

function ResultContent() {
  const t = useAppT();
  const [params] = useSearchParams();
  const section = useAuthStore((state) => state.user?.section);
  const resultId = params.get('resultId');
  const nickname = params.get('nickname');
  const letter = asLetter(params.get('type')) ?? resultTypeForSection(section);
  const title = resultId
    ? t('result.titleOther', { name: nickname ?? '' })
    : letter === 'D'
      ? t('result.titleFinal')
      : t('result.titleInterim', { letter });
  return (
    <section className={styles.page} aria-labelledby="result-title">
      <h1 id="result-title" className={styles.title}>
        {title}
      </h1>
      {resultId ? (
        <OtherResult resultId={resultId} nickname={nickname} />
      ) : (
        <OwnResult letter={letter} />
      )}
    </section>
  );
}

export default function ResultPage() {
  const t = useAppT();
  return (
    <RequireMember fallback={<LoadingIndicator label={t('common.checkingMember')} />}>
      <ResultContent />
    </RequireMember>
  );
}
