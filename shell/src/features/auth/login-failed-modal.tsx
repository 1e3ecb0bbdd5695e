import { useModalStore } from '@genetype/shared';
import styles from './auth-notice.module.scss';

/** Spec §8: any login failure other than a 400 (network, time-out, rate limit, server). */
export function LoginFailedModal({ close }: { close: () => void }) {
  const open = (name: 'login' | 'findAccount' | 'forgotPassword') =>
    useModalStore.getState().open(name);
  return (
    <div className={styles.notice}>
      <p className={styles.text}>
        로그인에 실패했어요. 아이디나 비밀번호가 기억나지 않으면 아이디 찾기 또는 비밀번호 재설정을
        이용해 주세요.
      </p>
      <div className={styles.links}>
        <button type="button" className={styles.textButton} onClick={() => open('findAccount')}>
          아이디 찾기
        </button>
        <span className={styles.linkDivider} aria-hidden="true" />
        <button type="button" className={styles.textButton} onClick={() => open('forgotPassword')}>
          비밀번호 재설정
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          취소
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => open('login')}
          data-autofocus
        >
          다음
        </button>
      </div>
    </div>
  );
}
