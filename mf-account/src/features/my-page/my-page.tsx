import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { FriendNotice } from './friend-notice';
import { TAB_HASHES, tabFromHash } from './my-page-tabs';
import type { MyPageTab } from './my-page-tabs';
import { OverviewPanel } from './overview/overview-panel';
import { SettingsPanel } from './settings/settings-panel';
import { RequireMember } from '@genetype/ui';
import styles from './my-page.module.scss';
import { useAppT } from '../../i18n';

// The family tab is its own chunk: most visits of my page never open it.
const FamilyPanel = lazy(
  () => import(/* webpackChunkName: "family-panel" */ './family/family-panel'),
);

const TABS: { key: MyPageTab; label: string; panelId: string }[] = [
  { key: 'overview', label: 'myPage.tabs.overview', panelId: 'outlineSection' },
  { key: 'family', label: 'myPage.tabs.family', panelId: 'familySection' },
  { key: 'settings', label: 'myPage.tabs.settings', panelId: 'settingSection' },
];

function MyPageContent({ user }: { user: User }) {
  const t = useAppT();
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<MyPageTab>(() => tabFromHash(location.hash));
  const tabRefs = useRef<Record<MyPageTab, HTMLButtonElement | null>>({
    overview: null,
    family: null,
    settings: null,
  });

  // A link to /myPage#settingSection while already here (the questionnaire's notice) switches tab.
  useEffect(() => {
    if (location.hash) setTab(tabFromHash(location.hash));
    if (location.hash === TAB_HASHES.friends) {
      document.getElementById('friends-section')?.scrollIntoView?.({ block: 'start' });
    }
  }, [location.hash]);

  const select = (next: MyPageTab, focus = false) => {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
    const hash = TAB_HASHES[next];
    if (location.hash !== hash)
      void navigate({ hash }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((entry) => entry.key === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next]!.key, true);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('myPage.title')}</h1>
        <p className={styles.lead}>
          {user.nickname
            ? t('myPage.greeting', { name: user.nickname })
            : user.profileName
              ? t('myPage.greetingNoNickname', { name: user.profileName })
              : t('myPage.chooseNickname')}
        </p>
        {user.nickname && (
          <Link
            className={styles.profileLink}
            to={`/profiles/${encodeURIComponent(user.nickname)}`}
          >
            {t('myPage.viewProfile')}
          </Link>
        )}
        <FriendNotice user={user} />
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('myPage.tabsLabel')}>
        {TABS.map((entry) => (
          <button
            key={entry.key}
            ref={(element) => {
              tabRefs.current[entry.key] = element;
            }}
            type="button"
            role="tab"
            id={`${entry.panelId}-tab`}
            className={styles.tab}
            aria-selected={tab === entry.key}
            aria-controls={entry.panelId}
            tabIndex={tab === entry.key ? 0 : -1}
            onClick={() => select(entry.key)}
            onKeyDown={onKeyDown}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      {TABS.map((entry) => (
        <div
          key={entry.key}
          id={entry.panelId}
          role="tabpanel"
          aria-labelledby={`${entry.panelId}-tab`}
          hidden={tab !== entry.key}
          className={styles.panel}
        >
          {tab === entry.key && entry.key === 'overview' && <OverviewPanel user={user} />}
          {tab === entry.key && entry.key === 'family' && (
            <Suspense fallback={<p role="status">{t('myPage.familyLoading')}</p>}>
              <FamilyPanel />
            </Suspense>
          )}
          {tab === entry.key && entry.key === 'settings' && <SettingsPanel user={user} />}
        </div>
      ))}
    </div>
  );
}

/** /myPage (spec §2): the member's test overview and the settings, behind the protected wrapper. */
export default function MyPage() {
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  return (
    <div className={styles.main}>
      <RequireMember
        fallback={
          <div className={styles.loading} role="status">
            {t('myPage.checkingMember')}
          </div>
        }
      >
        {user && <MyPageContent user={user} />}
      </RequireMember>
    </div>
  );
}
