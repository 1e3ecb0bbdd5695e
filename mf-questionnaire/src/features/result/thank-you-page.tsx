// /thank-you: the test is complete (spec §4 routes here after section D).
import { Link } from 'react-router-dom';
import { useAuthStore } from '@genetype/shared';
import { RequireMember } from '@genetype/shared/ui';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnswerForOtherForm } from '../../components/answer-for-other-form/answer-for-other-form';
import { RetakeButton } from '../../components/retake-button/retake-button';
import styles from './result.module.scss';

function ThankYouContent() {
  const user = useAuthStore((state) => state.user);
  const final = user?.results.find((r) => r.section === 'D' && r.typeId);
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={styles.title}>
        검사 완료
      </h1>
      <div className={styles.hero}>
        <p className={styles.summary}>
          {user?.nickname ? `${user.nickname} 님, ` : ''}네 단계의 검사를 모두 마쳤어요. 성실하게
          답해 주셔서 고마워요!
        </p>
        {final ? (
          <p className={styles.summary}>
            나의 학습 유전자 유형은 <strong>{final.code}</strong>이에요.
          </p>
        ) : (
          <p className={styles.summary}>아직 끝내지 않은 검사가 있다면 이어서 진행해 주세요.</p>
        )}
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to={final ? '/result?type=D' : '/questions'}>
            {final ? '최종 결과 보기' : '검사 이어서 하기'}
          </Link>
          {final ? <RetakeButton /> : null}
        </div>
      </div>
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
