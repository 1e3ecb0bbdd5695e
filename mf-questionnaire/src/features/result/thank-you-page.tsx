// /thank-you: spec §4 routes here after section D. Only a member who has finished is
// congratulated, led by their type's character and name (issue #37), with every way on in one
// button style; anyone else (after a retake, after section A) is led to their next step.
import { Link } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { RequireMember } from '@genetype/ui';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnswerForOtherForm } from '../../components/answer-for-other-form/answer-for-other-form';
import { RetakeButton } from '../../components/retake-button/retake-button';
import { LEARNING_GENE_RESULT_PATH, ReviewSlot, ShareSlot } from './review-slot';
import { typeSummaryOf, useResultContent } from './result-content';
import { TypeCharacter } from './type-character';
import { useAppT } from '../../i18n';
import styles from './result.module.scss';

/** Finished: all four sections answered and the final (section D) type stored. */
export function finishedResult(user: User | null | undefined) {
  if (!user || user.section < 4) return undefined;
  return user.results.find((r) => r.section === 'D' && r.typeId);
}

function FinishedContent({ user }: { user: User }) {
  const t = useAppT();
  const content = useResultContent();
  const final = finishedResult(user);
  if (!final) return null;
  const typeId = final.typeId ?? 0;
  const summary = content && typeSummaryOf(content, typeId);
  return (
    <>
      {/* The type leads: its character and name; the code sits beside the name. */}
      <div className={styles.hero} data-group={summary?.group}>
        {content ? (
          <TypeCharacter content={content} typeId={typeId} className={styles.character} />
        ) : null}
        <h1 id="thank-you-title" className={styles.eyebrow}>
          {t('thankYou.finishedTitle')}
        </h1>
        <h2 className={styles.finalName} data-testid="thank-you-type">
          {summary ? (
            <>
              {t('final.typeNumber', { id: summary.id })} {summary.name}{' '}
            </>
          ) : null}
          <span className={styles.codeBeside}>{final.code}</span>
        </h2>
        <p className={styles.summary}>
          {user.nickname
            ? t('thankYou.doneNamed', { nickname: user.nickname })
            : t('thankYou.done')}
        </p>
        {summary ? <p className={styles.summary}>{summary.description}</p> : null}
      </div>
      <div className={`${styles.actions} ${styles.uniformActions}`}>
        <Link to="/result?type=D">{t('common.seeFinalResult')}</Link>
        <ShareSlot />
        <ReviewSlot />
        <Link to={LEARNING_GENE_RESULT_PATH}>{t('common.learningGeneAgain')}</Link>
        <RetakeButton />
      </div>
    </>
  );
}

function UnfinishedContent({ user }: { user: User }) {
  const t = useAppT();
  const done = Math.min(Math.max(user.section, 0), 3);
  return (
    <>
      <h1 id="thank-you-title" className={styles.title}>
        {t('thankYou.unfinishedTitle')}
      </h1>
      <div className={styles.hero}>
        <p className={styles.summary}>
          {done === 0
            ? t('thankYou.notStarted')
            : t('thankYou.inProgress', { done, left: 4 - done })}
        </p>
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to="/questions">
            {done === 0 ? t('thankYou.start') : t('thankYou.resume')}
          </Link>
        </div>
      </div>
    </>
  );
}

function ThankYouContent() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      {finishedResult(user) ? <FinishedContent user={user} /> : <UnfinishedContent user={user} />}
      <AnswerForOtherForm />
    </section>
  );
}

export default function ThankYouPage() {
  const t = useAppT();
  return (
    <RequireMember fallback={<LoadingIndicator label={t('common.checkingMember')} />}>
      <ThankYouContent />
    </RequireMember>
  );
}
