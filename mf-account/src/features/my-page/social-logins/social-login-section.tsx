import { useCallback, useId, useState } from 'react';
import { errorMessage, isApiError, useAuthStore, useModalStore } from '@genetype/platform';
import { PopupClosedError, signInWithGoogle, startKakaoSignIn } from '@genetype/platform/providers';
import type { SocialProvider, User } from '@genetype/domain/contracts';
import { useAppT } from '../../../i18n';
import { DisconnectDialog, PROVIDER_NAMES } from './disconnect-dialog';
import styles from './social-logins.module.scss';
import { connectProvider } from './api/social-links';

const linkedEmail = (user: User, provider: SocialProvider): string | null =>
  (provider === 'kakao' ? user.kakaoEmail : user.googleEmail) ?? null;

/** Spec §5: the account's own provider under its own e-mail stays linked. */
const isDefaultAccount = (user: User, provider: SocialProvider): boolean =>
  user.loginType === provider && linkedEmail(user, provider)?.toLowerCase() === user.email;

/** Settings → social logins (spec §4 Social link): a Kakao row and a Google row. */
export function SocialLoginSection() {
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  const loadUser = useAuthStore((state) => state.loadUser);
  const openModal = useModalStore((state) => state.open);
  const [connecting, setConnecting] = useState<SocialProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<SocialProvider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const close = useCallback(() => setDisconnecting(null), []);

  if (!user) return null;

  const connect = async (provider: SocialProvider) => {
    if (connecting) return;
    setNotice(null);
    setConnecting(provider);
    if (provider === 'kakao') {
      // A full-page redirect; /kakao/link finishes the link and comes back here.
      try {
        await startKakaoSignIn('link');
      } catch {
        setConnecting(null);
        window.alert(t('social.connectFailed'));
      }
      return;
    }
    try {
      const { idToken, nonce } = await signInWithGoogle();
      const { message } = await connectProvider({
        email: user.email,
        firebase_id: idToken,
        socialLoginType: 'google',
        nonce,
      });
      window.alert(message);
      await loadUser();
    } catch (error) {
      if (error instanceof PopupClosedError) {
        window.alert(t('social.googleCancelled'));
      } else if (isApiError(error) && error.response) {
        openModal('error', { message: errorMessage(error, t('social.connectFailed')) });
      } else {
        window.alert(t('social.connectFailed'));
      }
    } finally {
      setConnecting(null);
    }
  };

  const startDisconnect = (provider: SocialProvider) => {
    if (isDefaultAccount(user, provider)) {
      setNotice(t('social.defaultAccount'));
      return;
    }
    setNotice(null);
    setDisconnecting(provider);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('social.title')}
      </h3>
      <ul className={styles.list}>
        {(['kakao', 'google'] as const).map((provider) => {
          const email = linkedEmail(user, provider);
          const name = t(PROVIDER_NAMES[provider]);
          return (
            <li key={provider} className={styles.row} data-provider={provider}>
              <div className={styles.provider}>
                <span className={styles.name}>{name}</span>
                <span className={styles.email}>{email ?? t('social.notLinked')}</span>
              </div>
              {email ? (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('social.disconnectTitle', { name })}
                  onClick={() => startDisconnect(provider)}
                >
                  {t('social.disconnect')}
                </button>
              ) : (
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  aria-label={t('social.connectLabel', { name })}
                  disabled={connecting !== null}
                  aria-busy={connecting === provider}
                  onClick={() => void connect(provider)}
                >
                  {connecting === provider && (
                    <span className={styles.spinner} aria-hidden="true" />
                  )}
                  {t('social.connect')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {notice && (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      )}
      {disconnecting && (
        <DisconnectDialog
          provider={disconnecting}
          email={linkedEmail(user, disconnecting) ?? user.email}
          needsPassword={!user.isPasswordSet}
          onClose={close}
          onDisconnected={(message) => {
            setDisconnecting(null);
            window.alert(message);
            void loadUser();
          }}
        />
      )}
    </section>
  );
}
