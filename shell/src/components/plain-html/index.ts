import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * The frame's controls as plain HTML, for its prerendered copy only (src/prerender/plain-controls.tsx fills
 * this in; the browser's frame has none): they answer the first tap before the shell's code runs,
 * and with JavaScript off — the menu, the search and the login dialog are HTML popovers, the
 * language a link. The live frame takes over once no popover of the prerendered one is open, and
 * hands an open one over to its live counterpart (src/app/frame.tsx, frame-in-use.ts).
 */
export interface PlainHtmlControls {
  /** The search button and its popover: a GET form to /search?q=. */
  search: ReactNode;
  /** The menu button and its popover: the side menu's links, login, search and language. */
  menu: ReactNode;
  /** 유형 리포트: a link to the list of all type reports instead of the hover dropdown. */
  typeReports: ReactNode;
  /** The login dialog as an HTML popover, opened by either 로그인 (the bar's, the menu's). */
  login: ReactNode;
}

/** The ids of the plain menu's and search's popovers (one of each per page). */
export const PLAIN_MENU_ID = 'frame-menu';
export const PLAIN_SEARCH_ID = 'frame-search';
/** The plain login dialog's popover (src/prerender/plain-login.tsx). */
export const PLAIN_LOGIN_ID = 'frame-login';

const PlainHtml = createContext<PlainHtmlControls | null>(null);

export const PlainHtmlProvider = PlainHtml.Provider;

/** The plain-HTML controls when rendering the prerendered frame, else null. */
export const usePlainHtml = (): PlainHtmlControls | null => useContext(PlainHtml);
