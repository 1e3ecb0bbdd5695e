// Spec §2: the view scrolls to the top on every path change, whichever app navigated. single-spa
// fires one routing event per URL change after the apps have been (un)mounted, so listening there
// covers links, navigate() calls in any app and the back/forward buttons alike.

interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
}

function pathnameOf(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).pathname;
  } catch {
    return null;
  }
}

/** Starts scrolling to the top on pathname changes (not on query or hash changes). Returns a stop function. */
export function installScrollRestoration(win: Window = window): () => void {
  // The browser's own restoration would jump back down on back/forward before we scroll up.
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';

  const onRouting = (event: Event) => {
    const detail = (event as CustomEvent<RoutingEventDetail>).detail ?? {};
    const base = win.location.href;
    const before = pathnameOf(detail.oldUrl, base);
    const after = pathnameOf(detail.newUrl, base) ?? win.location.pathname;
    if (before === null || before === after) return;
    win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  };

  win.addEventListener('single-spa:routing-event', onRouting);
  return () => win.removeEventListener('single-spa:routing-event', onRouting);
}
