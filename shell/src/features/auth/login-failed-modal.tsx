import { useModalT } from '../../i18n/modals';
import { useModalStore } from '@genetype/platform';
import styles from './auth-notice.module.scss';

/** Spec §8: any login failure other than a 400 (network, time-out, rate limit, server). */
export function LoginFailedModal({ close }: { close: () => void }) {
  const t = useModalT();
  const open = (name: 'login' | 'findAccount' | 'forgotPassword') =>
    useModalStore.getState().open(name);
  return (
    <div className={styles.notice}>
      <p className={styles.text}>{t('loginFailed.message')}</p>
      <div className={styles.links}>
        <button type="button" className={styles.textButton} onClick={() => open('findAccount')}>
          {t('login.findId')}
        </button>
        <span className={styles.linkDivider} aria-hidden="true" />
        <button type="button" className={styles.textButton} onClick={() => open('forgotPassword')}>
          {t('login.resetPassword')}
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => open('login')}
          data-autofocus
        >
          {t('common.next')}
        </button>
      </div>
    </div>
  );
}
