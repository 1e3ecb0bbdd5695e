// The prerendered frame's controls as plain HTML (src/components/plain-html): built into index.html
// only, never into the browser bundle. Each answers the first tap at once, before the shell's code
// has run and with JavaScript off: the menu and the search open as HTML popovers (no script), the
// search form is a GET to /search?q= (mf-search reads it), the language a link to the page's own
// address (relative `?lang=`, so the one HTML serves every page). 로그인 stays a button, as the live
// one is (a control whose role changed under the visitor would be found, and announced, as another),
// and opens the plain login dialog, a popover too (./plain-login.tsx). The live frame takes over once
// no popover of this one is open, and hands an open one over to its live counterpart
// (src/app/frame.tsx, frame-in-use.ts).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LANGUAGE_NAMES, type Language } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { CloseIcon } from '@genetype/ui';
import { PLAIN_LOGIN_ID, PLAIN_MENU_ID, PLAIN_SEARCH_ID } from '../components/plain-html';
import type { PlainHtmlControls } from '../components/plain-html';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '../features/navbar/icons';
import {
  CONTACT_LINK,
  INFO_LINKS,
  TEST_LINK,
  TYPE_REPORT_LIST,
} from '../features/navbar/nav-links';
import { useShellT } from '../i18n';
import { PlainLoginDialog } from './plain-login';
import sideMenuEn from '../i18n/side-menu/en';
import sideMenuKo from '../i18n/side-menu/ko';
import navbar from '../features/navbar/navbar.module.scss';
import typeReports from '../features/navbar/type-report-menu.module.scss';
import account from '../features/auth/account-controls.module.scss';

/** The frame's language: renderFrame sets it before rendering (build time only). */
const frameLanguage = (): Language => useLanguageStore.getState().language;

/** The search field's label, as mf-search's popup names it. */
const SEARCH_WORD: Record<Language, string> = { ko: '검색어', en: 'Search' };
const SIDE_MENU = { ko: sideMenuKo, en: sideMenuEn } as const;

const MENU_ID = PLAIN_MENU_ID;
const SEARCH_ID = PLAIN_SEARCH_ID;

function SearchForm({ id }: { id: string }) {
  const t = useShellT();
  return (
    <form className={navbar.plainForm} method="get" action="/search" role="search">
      <label htmlFor={id} className={navbar.plainHidden}>
        {SEARCH_WORD[frameLanguage()]}
      </label>
      <input id={id} name="q" type="search" required maxLength={100} autoComplete="off" />
      <button type="submit" className={navbar.plainSubmit}>
        {t('nav.search')}
      </button>
    </form>
  );
}

/** A link to this page in the frame's other language. */
export function LanguageLink({ className }: { className: string | undefined }) {
  const other: Language = frameLanguage() === 'en' ? 'ko' : 'en';
  return (
    <a className={className} href={`?lang=${other}`} hrefLang={other} lang={other}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}

function PlainLogin({ placement }: { placement: 'bar' | 'menu' }) {
  const t = useShellT();
  return (
    // Opens the plain login dialog (./plain-login.tsx) with no script: the fields at the first tap.
    <button
      type="button"
      className={account.login}
      data-placement={placement}
      popoverTarget={PLAIN_LOGIN_ID}
    >
      {t('account.logIn')}
    </button>
  );
}

const menuLinks = [TEST_LINK, TYPE_REPORT_LIST, ...INFO_LINKS, CONTACT_LINK];

type RenderAction = (placement: 'bar' | 'menu') => ReactNode;

export const plainLogin = (placement: 'bar' | 'menu') => <PlainLogin placement={placement} />;

function PlainSearch() {
  const t = useShellT();
  return (
    <>
      <button
        type="button"
        className={navbar.iconButton}
        aria-label={t('nav.search')}
        data-search-button
        popoverTarget={SEARCH_ID}
      >
        <SearchIcon />
      </button>
      <div id={SEARCH_ID} popover="auto" className={navbar.plainSearch}>
        <SearchForm id={`${SEARCH_ID}-word`} />
      </div>
    </>
  );
}

function PlainMenu({ mainAction }: { mainAction: RenderAction }) {
  const t = useShellT();
  const side = SIDE_MENU[frameLanguage()].sideMenu;
  return (
    <>
      <button
        type="button"
        className={`${navbar.iconButton} ${navbar.hamburger}`}
        aria-label={t('nav.openMenu')}
        popoverTarget={MENU_ID}
      >
        <MenuIcon />
      </button>
      <nav id={MENU_ID} popover="auto" className={navbar.plainMenu} aria-label={side.all}>
        <button
          type="button"
          className={navbar.iconButton}
          aria-label={side.close}
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
        >
          <CloseIcon size={24} />
        </button>
        <PlainLogin placement="menu" />
        <ul>
          {menuLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
        <SearchForm id={`${MENU_ID}-word`} />
        <LanguageLink className={undefined} />
        {mainAction('menu')}
      </nav>
    </>
  );
}

function PlainTypeReports() {
  const t = useShellT();
  return (
    <Link to={TYPE_REPORT_LIST.to} className={typeReports.trigger}>
      {t(TYPE_REPORT_LIST.key)}
      <ChevronDownIcon className={typeReports.chevron} />
    </Link>
  );
}

/** The frame's plain-HTML controls; `mainAction` renders 검사시작 (a link already). */
export function plainControls(mainAction: RenderAction): PlainHtmlControls {
  return {
    search: <PlainSearch />,
    menu: <PlainMenu mainAction={mainAction} />,
    typeReports: <PlainTypeReports />,
    login: <PlainLoginDialog />,
  };
}
