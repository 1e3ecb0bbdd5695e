import { useModalStore } from '@genetype/shared';
import styles from './auth-notice.module.scss';

export const SESSION_EXPIRED_MESSAGE = '로그인 세션이 만료되었습니다. 다시 로그인해 주세요.';

export function SessionExpiredModal() {
  return (
    <div className={styles.notice}>
      <p className={styles.text}>{SESSION_EXPIRED_MESSAGE}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => useModalStore.getState().open('login')}
          data-autofocus
        >
          로그인
        </button>
      </div>
    </div>
  );
}
