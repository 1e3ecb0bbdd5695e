import { useModalT } from '../../i18n/modals';
import { rememberReturnPath, useModalStore } from '@genetype/platform';
import styles from './auth-notice.module.scss';

/** Where a member links a provider: the settings tab of /myPage. */
export const LINK_SETTINGS = { pathname: '/myPage', hash: '#settingSection' } as const;

/**
 * A first Kakao or Google sign-in whose e-mail already belongs to a member, told before the
 * consents of /marketing (issue 17): log in to that account, then link the provider in settings.
 */
export function SocialEmailTakenModal({
  message,
  email,
  close,
}: {
  message?: unknown;
  email?: unknown;
  close: () => void;
}) {
  const t = useModalT();
  const logInAndLink = () => {
    rememberReturnPath(LINK_SETTINGS);
    useModalStore
      .getState()
      .open('login', typeof email === 'string' && email ? { login: email } : undefined);
  };
  return (
    <div className={styles.notice}>
      <p className={styles.text}>
        {typeof message === 'string' && message ? message : t('socialEmailTaken.message')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('common.cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={logInAndLink} data-autofocus>
          {t('socialEmailTaken.logInAndLink')}
        </button>
      </div>
    </div>
  );
}
