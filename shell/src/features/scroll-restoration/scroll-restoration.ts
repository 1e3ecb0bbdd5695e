// Spec §2: the view scrolls to the top on every path change, whichever app navigated. single-spa
// fires one routing event per URL change after the apps have been (un)mounted, so listening there
// covers links, navigate() calls in any app and the back/forward buttons alike. A switch between
// sections of one page (/geneType → /geneType/emotion, issue 38) is no new page: the page keeps the
// view, or scrolls it as the spec asks of it.
import { isSectionSwitch } from '@genetype/domain';

interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
}

function urlOf(url: string | undefined, base: string): URL | null {
  if (!url) return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** How long a link's #anchor is waited for: the page that holds it may still be loading its app. */
export const ANCHOR_WAIT_MS = 8000;

function anchorId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the element a link's #anchor names, once it is on the page (an in-app navigation
 * renders it after the owning app has loaded, so the browser's own jump finds nothing). Returns a
 * function that stops waiting.
 */
function scrollToAnchor(win: Window, hash: string, otherwise: () => void): () => void {
  const id = anchorId(hash);
  const find = () => (id ? win.document.getElementById(id) : null);
  const jump = (target: HTMLElement) =>
    target.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  const found = find();
  if (found) {
    jump(found);
    return () => undefined;
  }
  otherwise();
  if (!id || typeof MutationObserver !== 'function') return () => undefined;
  const observer = new MutationObserver(() => {
    const target = find();
    if (!target) return;
    stop();
    jump(target);
  });
  const timer = win.setTimeout(() => stop(), ANCHOR_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
  };
  observer.observe(win.document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Starts scrolling to the top on pathname changes (not on query changes), or to the link's
 * #anchor when the new address has one. Returns a stop function.
 */
export function installScrollRestoration(win: Window = window): () => void {
  // The browser's own restoration would jump back down on back/forward before we scroll up.
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  const toTop = () => win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  // A page opened with an #anchor: its content arrives after the browser's own jump.
  let stopWaiting = win.location.hash
    ? scrollToAnchor(win, win.location.hash, () => undefined)
    : null;

  const onRouting = (event: Event) => {
    const detail = (event as CustomEvent<RoutingEventDetail>).detail ?? {};
    const base = win.location.href;
    const before = urlOf(detail.oldUrl, base);
    const after = urlOf(detail.newUrl, base) ?? urlOf(win.location.href, base);
    if (before === null || after === null) return;
    const pathChanged =
      before.pathname !== after.pathname && !isSectionSwitch(before.pathname, after.pathname);
    const hashChanged = before.hash !== after.hash;
    if (!pathChanged && !(hashChanged && after.hash)) return;
    stopWaiting?.();
    stopWaiting = null;
    if (after.hash) {
      // A hash on the same page only moves when it names an element (tabs use hashes too).
      stopWaiting = scrollToAnchor(win, after.hash, pathChanged ? toTop : () => undefined);
      if (!pathChanged) {
        stopWaiting();
        stopWaiting = null;
      }
    } else toTop();
  };

  win.addEventListener('single-spa:routing-event', onRouting);
  return () => {
    stopWaiting?.();
    win.removeEventListener('single-spa:routing-event', onRouting);
  };
}
