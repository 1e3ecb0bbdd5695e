import { useShellT } from '../../i18n';
import { Link } from 'react-router-dom';
import { memberName } from '@genetype/domain';
import { useAuthStore, useModalStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { useLogout } from './use-logout';
import styles from './account-controls.module.scss';

export type AccountPlacement = 'bar' | 'menu';

/** The name members know each other by; the provider's profile name or user ID until then. */
export const displayName = memberName;

function isImageUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^(https?:\/\/|\/|data:image\/)/.test(value);
}

function Avatar({ user, name }: { user: User; name: string }) {
  if (isImageUrl(user.profileIcon)) {
    return <img className={styles.avatar} src={user.profileIcon} alt="" width={32} height={32} />;
  }
  return (
    <span className={styles.avatar} data-fallback aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * Login, or (with a user loaded) the profile link and logout. A stored session that is being
 * checked holds the space; one whose check did not answer (`unknown`) offers "다시 시도" — never
 * 로그인, since the member is still logged in as far as anyone knows.
 */
export function AccountControls({ placement = 'bar' }: { placement?: AccountPlacement }) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const { logout, pending } = useLogout();
  const t = useShellT();

  // A stored session is being checked: hold the space rather than flash 로그인.
  if (!user && status === 'loading') {
    return (
      <span
        className={styles.placeholder}
        data-placement={placement}
        role="status"
        aria-label={t('account.checking')}
      />
    );
  }

  if (!user && status === 'unknown') {
    return (
      <button
        type="button"
        className={styles.retry}
        data-placement={placement}
        title={t('account.checkFailed')}
        aria-label={t('account.retryLabel')}
        onClick={() => void useAuthStore.getState().loadUser()}
      >
        {t('account.retry')}
      </button>
    );
  }

  if (!user) {
    return (
      <button
        type="button"
        className={styles.login}
        data-placement={placement}
        onClick={() => useModalStore.getState().open('login')}
      >
        {t('account.logIn')}
      </button>
    );
  }

  const name = displayName(user);
  return (
    <div className={styles.account} data-placement={placement}>
      {/* Named by a hidden text rather than aria-label: axe matches the visible label against the
          name word by word (WCAG 2.5.3), and Korean joins the particle to the name ("이름님의"). */}
      <Link to="/myPage" className={styles.profile}>
        <Avatar user={user} name={name} />
        <span className={styles.name} aria-hidden="true">
          {name}
        </span>
        <span className={styles.visuallyHidden}>{t('account.myPage', { name })}</span>
      </Link>
      <button
        type="button"
        className={styles.logout}
        onClick={() => void logout()}
        disabled={pending}
        aria-busy={pending}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}
