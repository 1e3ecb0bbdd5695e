// /thank-you: spec §4 routes here after section D. Only a member who has finished is
// congratulated; anyone else (after a retake, after section A) is led to their next step.
import { Link } from 'react-router-dom';
import { useAuthStore } from '@genetype/shared';
import type { User } from '@genetype/shared';
import { RequireMember } from '@genetype/shared/ui';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnswerForOtherForm } from '../../components/answer-for-other-form/answer-for-other-form';
import { RetakeButton } from '../../components/retake-button/retake-button';
import { LEARNING_GENE_RESULT_PATH, ReviewSlot, ShareSlot } from './review-slot';
import styles from './result.module.scss';

/** Finished: all four sections answered and the final (section D) type stored. */
export function finishedResult(user: User | null | undefined) {
  if (!user || user.section < 4) return undefined;
  return user.results.find((r) => r.section === 'D' && r.typeId);
}

function FinishedContent({ user }: { user: User }) {
  const final = finishedResult(user);
  if (!final) return null;
  return (
    <>
      <h1 id="thank-you-title" className={styles.title}>
        검사 완료
      </h1>
      <div className={styles.hero}>
        <p className={styles.summary}>
          {user.nickname ? `${user.nickname} 님, ` : ''}네 단계의 검사를 모두 마쳤어요. 성실하게
          답해 주셔서 고마워요!
        </p>
        <p className={styles.summary}>
          나의 학습 유전자 유형은 <strong>{final.code}</strong>이에요.
        </p>
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to="/result?type=D">
            최종 결과 보기
          </Link>
          <ShareSlot />
          <ReviewSlot />
          <Link className={styles.secondaryLink} to={LEARNING_GENE_RESULT_PATH}>
            나의 학습 유전자 다시 보기
          </Link>
          <RetakeButton />
        </div>
      </div>
    </>
  );
}

function UnfinishedContent({ user }: { user: User }) {
  const done = Math.min(Math.max(user.section, 0), 3);
  return (
    <>
      <h1 id="thank-you-title" className={styles.title}>
        아직 검사 중이에요
      </h1>
      <div className={styles.hero}>
        <p className={styles.summary}>
          {done === 0
            ? '아직 시작한 검사가 없어요. 네 단계의 검사를 마치면 나의 학습 유전자 유형을 알려 드려요.'
            : `네 단계 중 ${done}단계를 마쳤어요. 남은 ${4 - done}단계를 마치면 나의 학습 유전자 유형을 알려 드려요.`}
        </p>
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to="/questions">
            {done === 0 ? '검사 시작하기' : '이어서 검사하기'}
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
  return (
    <RequireMember fallback={<LoadingIndicator label="회원 정보를 확인하고 있어요" />}>
      <ThankYouContent />
    </RequireMember>
  );
}
