import { useModalT } from '../../i18n/modals';
import { useModalStore } from '@genetype/platform';
import ko from '../../i18n/modals/ko';
import styles from './auth-notice.module.scss';

/** The Korean message (shown in the page's language: `sessionExpired.message`). */
export const SESSION_EXPIRED_MESSAGE = ko.sessionExpired.message;

export function SessionExpiredModal() {
  const t = useModalT();
  return (
    <div className={styles.notice}>
      <p className={styles.text}>{t('sessionExpired.message')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => useModalStore.getState().open('login')}
          data-autofocus
        >
          {t('login.submit')}
        </button>
      </div>
    </div>
  );
}
