// /welcome: what the test is and how it goes, with the way in for oneself or for someone else.
import { Link } from 'react-router-dom';
import { SECTIONS, mainAction, useAuthStore } from '@genetype/shared';
import { RequireMember } from '@genetype/shared/ui';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnswerForOtherForm } from '../../components/answer-for-other-form/answer-for-other-form';
import styles from './result.module.scss';

const SECTION_NOTES: Record<string, string> = {
  A: '오래 버티는 힘과 몰아치는 힘 중 어느 쪽에 가까운지 살펴봐요.',
  B: '좋아하는 것에 얼마나 깊이 빠지고, 얼마나 쉽게 털고 나오는지 살펴봐요.',
  C: '새로운 것을 대하는 태도와 아이디어를 행동으로 옮기는 방식을 살펴봐요.',
  D: '감정을 얼마나 섬세하게 느끼고, 얼마나 빨리 회복하는지 살펴봐요.',
};

function WelcomeContent() {
  const user = useAuthStore((state) => state.user);
  const action = mainAction(user);
  return (
    <section className={styles.page} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        검사 안내
      </h1>
      <p className={styles.summary}>
        {user?.nickname ? `${user.nickname} 님, 반가워요! ` : ''}진타입 검사는 네 가지 유전자 성향을
        A부터 D까지 네 단계로 살펴봐요. 단계마다 44문항이고, 한 단계는 8분 정도면 마칠 수 있어요.
        중간에 멈춰도 답은 저장되니 언제든 이어서 할 수 있어요.
      </p>
      <ol className={styles.list}>
        {SECTIONS.map((section) => (
          <li key={section.letter}>
            <strong>
              {section.letter} 유형 · {section.koreanName}
            </strong>{' '}
            — {SECTION_NOTES[section.letter]}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={action.to}>
          {action.label}
        </Link>
      </div>
      <AnswerForOtherForm />
    </section>
  );
}

export default function WelcomePage() {
  return (
    <RequireMember fallback={<LoadingIndicator label="회원 정보를 확인하고 있어요" />}>
      <WelcomeContent />
    </RequireMember>
  );
}
