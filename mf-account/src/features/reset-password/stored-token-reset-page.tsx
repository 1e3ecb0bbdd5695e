import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { STORAGE_KEYS, storage, useModalStore } from '@genetype/shared';
import styles from './reset-password.module.scss';

/**
 * Spec §2: a route whose path is the `resetPasswordToken` held in local storage. That value is the
 * forgot-password request id (never the reset token, which only the e-mail carries), so this page
 * tells the member where the reset link went. Any other one-segment path is not this page.
 */
export default function StoredTokenResetPage() {
  const { resetPasswordToken } = useParams();
  const id = useId();
  const stored = storage.get(STORAGE_KEYS.resetPasswordToken);
  if (!stored || resetPasswordToken !== stored) return null;
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        비밀번호 재설정
      </h1>
      <p className={styles.lead}>
        비밀번호 재설정 메일을 보냈어요. 메일에 있는 링크를 열어 새 비밀번호를 정해 주세요. 링크는
        30분 동안 한 번만 쓸 수 있어요.
      </p>
      <p className={styles.hint}>
        메일이 보이지 않으면 스팸함을 확인하거나, 가입한 이메일 주소로 다시 요청해 주세요.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.submit}
          onClick={() => useModalStore.getState().open('forgotPassword')}
        >
          재설정 메일 다시 받기
        </button>
        <Link to="/" className={styles.secondary}>
          홈으로
        </Link>
      </div>
    </section>
  );
}
