import { useShellT } from '../../i18n';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useModalStore } from '@genetype/platform';
import { loadOnce } from '@genetype/ui';
import { usePlainHtml } from '../../components/plain-html';
import { MenuIcon, SearchIcon } from './icons';
import { INFO_LINKS, TEST_LINK } from './nav-links';
import { TypeReportMenu } from './type-report-menu';
import type * as SideMenuModule from './side-menu';
import styles from './navbar.module.scss';

type SideMenuComponent = typeof SideMenuModule.SideMenu;

/**
 * The side menu loads when it is first wanted (pointer over or focus on its button, or a tap), so
 * its focus trap (focus-trap, tabbable) stays out of every first visit. Loaded before it renders,
 * not through Suspense: a suspended first open waited for React's reveal throttling.
 */
const loadSideMenu = loadOnce(() =>
  import(/* webpackChunkName: "side-menu" */ './side-menu').then((module) => module.SideMenu),
);

const preloadSideMenu = () => void loadSideMenu().catch(() => {});

export type NavbarPlacement = 'bar' | 'menu';

export interface NavbarProps {
  /** Login, or logout with the profile link (composed in `app/` from the auth feature). */
  renderAccount: (placement: NavbarPlacement) => ReactNode;
  /** The main action button (composed in `app/` from the main-action feature). */
  renderMainAction: (placement: NavbarPlacement) => ReactNode;
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 4);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

export function Navbar({ renderAccount, renderMainAction }: NavbarProps) {
  const t = useShellT();
  const plain = usePlainHtml();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const scrolled = useScrolled();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [SideMenu, setSideMenu] = useState<SideMenuComponent | null>(null);
  const openMenu = () => {
    loadSideMenu()
      .then((component) => {
        setSideMenu(() => component);
        setMenuOpen(true);
      })
      .catch(() => {
        // Offline or a failed deploy: the button stays as it is and works on the next tap.
      });
  };
  const openSearch = () => useModalStore.getState().open('search');

  return (
    <header className={styles.navbar} data-scrolled={scrolled}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t('brand.home')}>
          <span className={styles.wordmark}>{t('brand.name')}</span>
          <span className={styles.logoDot} aria-hidden="true" />
        </Link>

        <nav aria-label={t('nav.primary')} className={styles.primary}>
          <ul className={styles.links}>
            <li>
              <NavLink to={TEST_LINK.to} className={styles.link}>
                {t(TEST_LINK.key)}
              </NavLink>
            </li>
            <li className={styles.dropdownItem}>
              {plain ? plain.typeReports : <TypeReportMenu />}
            </li>
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.link}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {plain ? (
            plain.search
          ) : (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('nav.search')}
              data-search-button
              onClick={openSearch}
            >
              <SearchIcon />
            </button>
          )}
          <div className={styles.account}>{renderAccount('bar')}</div>
          <div className={styles.mainAction}>{renderMainAction('bar')}</div>
          {plain ? (
            plain.menu
          ) : (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.hamburger}`}
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              aria-haspopup="dialog"
              onPointerEnter={preloadSideMenu}
              onFocus={preloadSideMenu}
              onClick={openMenu}
            >
              <MenuIcon />
            </button>
          )}
        </div>
      </div>

      {plain?.login}
      {SideMenu && (
        <SideMenu
          id={menuId}
          open={menuOpen}
          onClose={closeMenu}
          onSearch={openSearch}
          account={renderAccount('menu')}
          mainAction={renderMainAction('menu')}
        />
      )}
    </header>
  );
}
