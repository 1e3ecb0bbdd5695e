import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  STORAGE_KEYS,
  rememberReturnPath,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { ErrorFallback, SessionUnknown } from '@genetype/ui';
import { useApiQuery } from '@genetype/platform/query';
import { friendComparePath, friendsQuery } from '../../components/friends';
import { ProfileShareBlock, useMyPage } from '../../components/profile-share';
import { ReviewButton } from '../../components/reviews';
import { ShareButton } from '../../components/share';
import { ProfileCard } from './profile-card';
import styles from './profile-page.module.scss';
import { ProfileSettingsDialog } from './profile-settings-dialog';
import { useProfile } from './use-profile';
import { useAppT } from '../../i18n';

const sameNickname = (a: string | null | undefined, b: string): boolean =>
  typeof a === 'string' && a !== '' && a.toLowerCase() === b.toLowerCase();

/**
 * /profiles/{nickname}: another member's page for members; with `?share=<token>` the public part
 * for anyone. A member opening their own nickname also gets the share block and the settings
 * modal; a session the API refuses on the way raises the session-expired modal.
 */
export default function ProfilePage() {
  const t = useAppT();
  const { nickname = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shareToken = params.get('share');
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);
  const openModal = useModalStore((state) => state.open);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The nickname just saved here: the page is still the member's own while the user reloads.
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  // A stored token means the user is (about to be) loaded: wait for it instead of refusing.
  const hasToken = Boolean(storage.get(STORAGE_KEYS.token));
  const signedIn = authStatus === 'authenticated';
  // A session whose check did not answer (`unknown`) is neither signed in nor a visitor.
  const sessionUnknown = !shareToken && !signedIn && authStatus === 'unknown';
  const settling =
    !shareToken && hasToken && !signedIn && authStatus !== 'anonymous' && !sessionUnknown;
  const state = useProfile(nickname, shareToken, signedIn || settling);
  const own = signedIn && (sameNickname(user?.nickname, nickname) || renamedTo === nickname);
  // The own page data (the share link, which names the nickname): for the block and the modal.
  const ownPage = useMyPage(own, nickname);
  // A friend whose share link the member kept (their consent) can be compared with from here.
  const finished = Boolean(user?.results?.some((entry) => entry.section === 'D' && entry.typeId));
  const friends = useApiQuery({ ...friendsQuery(), enabled: signedIn && !own && finished });
  const friend = friends.data?.find(
    (entry) => entry.typeId !== null && sameNickname(entry.nickname, nickname),
  );

  const onRenamed = (next: string) => {
    setRenamedTo(next);
    setSettingsOpen(false);
    void navigate(`/profiles/${encodeURIComponent(next)}`, { replace: true });
  };

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <div className={styles.heading}>
        <h1 id="profile-title" className={styles.title}>
          {t('profile.title')}
        </h1>
        {own && state.status === 'ready' && (
          <button
            type="button"
            className={styles.settingsButton}
            aria-haspopup="dialog"
            onClick={() => setSettingsOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M4 20h4l10.5-10.5a2.1 2.1 0 0 0-4-4L4 16v4zM13.5 6.5l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('profile.settings')}
          </button>
        )}
      </div>
      {sessionUnknown && <SessionUnknown headingLevel={2} />}
      {(state.status === 'loading' || settling) && !sessionUnknown && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          {t('profile.loading')}
        </div>
      )}
      {state.status === 'members-only' && !settling && !sessionUnknown && (
        <div className={styles.problem}>
          <p>{t('profile.membersOnly')}</p>
          <button type="button" className={styles.button} onClick={() => openModal('login')}>
            {t('profile.login')}
          </button>
        </div>
      )}
      {state.status === 'expired' && (
        <div className={styles.problem}>
          <p>{t('profile.expired')}</p>
          <button type="button" className={styles.button} onClick={() => openModal('login')}>
            {t('profile.loginAgain')}
          </button>
        </div>
      )}
      {state.status === 'failed' && !state.retry && (
        <div className={styles.problem} role="alert">
          <p>{state.message}</p>
        </div>
      )}
      {state.status === 'failed' && state.retry && (
        <ErrorFallback
          title={t('profile.loadFailedTitle')}
          message={state.message}
          headingLevel={2}
          onRetry={state.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <ProfileCard profile={state.profile} />
          {!signedIn && shareToken && (
            <div className={styles.join}>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  // Sign-up comes back to the test.
                  rememberReturnPath({ pathname: '/questions' });
                  void navigate('/signup');
                }}
              >
                {t('profile.join')}
              </button>
              <p className={styles.muted}>{t('profile.joinNote')}</p>
            </div>
          )}
          {friend && (
            <div className={styles.join}>
              <Link className={styles.button} to={friendComparePath(friend.code)}>
                {t('shareCode.compare')}
              </Link>
            </div>
          )}
          {own && (
            <div className={styles.share}>
              <ProfileShareBlock data={ownPage} />
              <ShareButton />
              <ReviewButton />
            </div>
          )}
        </>
      )}
      {own && settingsOpen && (
        <ProfileSettingsDialog
          nickname={state.status === 'ready' ? state.profile.nickname : nickname}
          ownPage={ownPage}
          onRenamed={onRenamed}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </section>
  );
}
