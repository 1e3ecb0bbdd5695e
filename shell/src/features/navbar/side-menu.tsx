import { useSideMenuT } from '../../i18n/side-menu';
import { LanguageSelect } from '../../components/language-select';
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { FocusTrap } from 'focus-trap-react';
import { CloseIcon } from '@genetype/ui';
import { GlobeIcon, SearchIcon } from './icons';
import { CONTACT_LINK, INFO_LINKS, TEST_LINK, TYPE_REPORT_LIST } from './nav-links';
import { useBodyScrollLock } from './use-body-scroll-lock';
import styles from './side-menu.module.scss';

/** Spec §2: the side menu closes by itself once the window is this wide. */
export const SIDE_MENU_AUTO_CLOSE_WIDTH = 1024;

export interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onSearch: () => void;
  account: ReactNode;
  mainAction: ReactNode;
}

const menuLinks = [TEST_LINK, TYPE_REPORT_LIST, ...INFO_LINKS, CONTACT_LINK];

/** The mobile menu: the navbar's links plus contact, language and search. */
export function SideMenu({ id, open, onClose, onSearch, account, mainAction }: SideMenuProps) {
  const t = useSideMenuT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onResize = () => {
      if (window.innerWidth >= SIDE_MENU_AUTO_CLOSE_WIDTH) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open, onClose]);

  useBodyScrollLock(open);

  // Any link or button in the menu (a page, login, search) takes the member somewhere else.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) onClose();
  };

  if (!open) return null;

  // Portalled to <body>: the navbar's backdrop-filter would otherwise become the containing block
  // of this fixed overlay and clip it to the bar's height.
  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <FocusTrap
        focusTrapOptions={{
          initialFocus: () =>
            panelRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
            (panelRef.current as HTMLElement),
          fallbackFocus: () => panelRef.current as HTMLElement,
          escapeDeactivates: false,
          allowOutsideClick: true,
        }}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation only: it closes the menu after a link or button inside was activated, by mouse or keyboard (Enter/Space fire click there) */}
        <div
          ref={panelRef}
          id={id}
          className={styles.panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onClick={onPanelClick}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('sideMenu.title')}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('sideMenu.close')}
              data-autofocus
            >
              <CloseIcon size={24} />
            </button>
          </div>

          <div className={styles.account}>{account}</div>

          <nav aria-label={t('sideMenu.all')} className={styles.nav}>
            <ul className={styles.links}>
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.link}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.tools}>
            <button type="button" className={styles.tool} onClick={onSearch} data-search-button>
              <SearchIcon width="20" height="20" />
              {t('sideMenu.search')}
            </button>
            <div className={styles.tool}>
              <LanguageSelect
                icon={<GlobeIcon />}
                label={t('sideMenu.language')}
                labelClassName={styles.toolLabel}
                className={styles.language}
              />
            </div>
          </div>

          <div className={styles.mainAction}>{mainAction}</div>
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
