import { ROUTE_TABLE } from '@genetype/domain';
import type { RouteEntry } from '@genetype/domain';
import { localizedTitleTexts, useSharedUiT } from '@genetype/platform';

function entryOf(path: string): RouteEntry {
  const entry = ROUTE_TABLE.find((route) => route.path === path);
  if (!entry) throw new Error(`No route ${path} in ROUTE_TABLE`);
  return entry;
}

/** The Korean title of a route-table pattern (e.g. '/typeReport/:number'): a page's one <h1>. */
export function titleOf(path: string): string {
  return entryOf(path).title;
}

/** `titleOf` in the page's language (re-renders on a switch): 'Type reports' for '/typeReport'. */
export function useRouteTitle(path: string): string {
  useSharedUiT(); // subscribes to the language
  return localizedTitleTexts().pageTitle(entryOf(path));
}
