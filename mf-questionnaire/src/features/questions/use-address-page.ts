// The test's page lives in the address (`?page=2`, counted from 1; issue #37): each page is its own
// history entry, so the browser's back and forward buttons turn pages (the answers stay: they are
// the questionnaire's state, not the page's) instead of leaving the test.
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The page (from 0) that `?page=` names, or null when it names none. */
export function pageFromAddress(value: string | null): number | null {
  const page = Number(value);
  return value !== null && Number.isInteger(page) && page >= 1 ? page - 1 : null;
}

/**
 * The page on screen once the list is `ready`: the address's, but never past `reachable` (the
 * first page with an unanswered question — no skipping ahead by editing the address, or by going
 * forward after clearing an answer), and `reachable` itself (where a resumed test opens) when the
 * address names none. The address is then corrected to the page on screen, in place; `turnTo`
 * adds an entry.
 */
export function useAddressPage(reachable: number, ready: boolean) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const asked = pageFromAddress(params.get('page'));
  const page = ready ? Math.min(asked ?? reachable, reachable) : 0;

  const write = useCallback(
    (next: number, replace: boolean) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('page', String(next + 1));
          return changed;
        },
        // The route state (the on-behalf notice's `section`) stays with the test's entries.
        { replace, state: state as unknown },
      ),
    [setParams, state],
  );

  useEffect(() => {
    if (ready && asked !== page) write(page, true);
  }, [ready, asked, page, write]);

  return { page, turnTo: (next: number) => write(next, false) };
}
