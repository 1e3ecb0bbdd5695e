// A tap on one of a prerendered page's own buttons before the shell's code ran: index.html's
// first script keeps the button, and it gets the tap once its app has hydrated the page. Hydration
// keeps the prerendered nodes, so the kept button is the live one; a page rendered afresh (another
// build's HTML, a failed load) replaced it, and the tap is dropped, as the frame drops a tap whose
// button it does not have (src/app/frame.tsx).

declare global {
  interface Window {
    /** The button a tap went to while the page was still HTML (index.html's first script). */
    __GENETYPE_PAGE_CLICK__?: HTMLElement;
  }
}

/** The mark of an app slot whose HTML its app has not mounted over yet (shell/server/page-html.ts). */
const NOT_MOUNTED = '[data-prerender-build]';

/** Called after each of single-spa's app changes: the kept tap, once its page is live. */
export function replayPageTap(win: Window = window): void {
  const button = win.__GENETYPE_PAGE_CLICK__;
  if (!button || (button.isConnected && button.closest(NOT_MOUNTED))) return;
  delete win.__GENETYPE_PAGE_CLICK__;
  if (!button.isConnected) return;
  // Focused first, as the tapped one was: what it opens returns the focus there.
  button.focus();
  button.click();
}
