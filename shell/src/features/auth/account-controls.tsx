import { Link } from 'react-router-dom';
import { useAuthStore, useModalStore } from '@genetype/shared';
import type { User } from '@genetype/shared';
import { useLogout } from './use-logout';
import styles from './account-controls.module.scss';

export type AccountPlacement = 'bar' | 'menu';

/** The name members know each other by; the user ID until a nickname is set. */
export function displayName(user: Pick<User, 'nickname' | 'userId'>): string {
  const nickname = user.nickname?.trim();
  return nickname ? nickname : user.userId;
}

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

/** Login, or (with a user loaded) the profile link and logout. */
export function AccountControls({ placement = 'bar' }: { placement?: AccountPlacement }) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const { logout, pending } = useLogout();

  // A stored session is being checked: hold the space rather than flash 로그인.
  if (!user && status === 'loading') {
    return <span className={styles.placeholder} data-placement={placement} aria-hidden="true" />;
  }

  if (!user) {
    return (
      <button
        type="button"
        className={styles.login}
        data-placement={placement}
        onClick={() => useModalStore.getState().open('login')}
      >
        로그인
      </button>
    );
  }

  const name = displayName(user);
  return (
    <div className={styles.account} data-placement={placement}>
      <Link to="/myPage" className={styles.profile} aria-label={`${name}님의 마이페이지`}>
        <Avatar user={user} name={name} />
        <span className={styles.name}>{name}</span>
      </Link>
      <button
        type="button"
        className={styles.logout}
        onClick={() => void logout()}
        disabled={pending}
        aria-busy={pending}
      >
        로그아웃
      </button>
    </div>
  );
}
