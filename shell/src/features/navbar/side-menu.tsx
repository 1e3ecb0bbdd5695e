import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { FocusTrap } from 'focus-trap-react';
import { CloseIcon } from '@genetype/shared/ui';
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
  const titleId = useId();
  const languageId = useId();
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
              메뉴
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="메뉴 닫기"
              data-autofocus
            >
              <CloseIcon size={24} />
            </button>
          </div>

          <div className={styles.account}>{account}</div>

          <nav aria-label="전체 메뉴" className={styles.nav}>
            <ul className={styles.links}>
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.link}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.tools}>
            <button type="button" className={styles.tool} onClick={onSearch}>
              <SearchIcon width="20" height="20" />
              검색
            </button>
            <div className={styles.tool}>
              <GlobeIcon />
              <label htmlFor={languageId} className={styles.toolLabel}>
                언어
              </label>
              {/* One language for now; the control is here so more can be added without a redesign. */}
              <select id={languageId} className={styles.language} defaultValue="ko">
                <option value="ko">한국어</option>
              </select>
            </div>
          </div>

          <div className={styles.mainAction}>{mainAction}</div>
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
