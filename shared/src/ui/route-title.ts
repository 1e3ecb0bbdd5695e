import { ROUTE_TABLE } from '@genetype/shared';

/** The Korean title of a route-table pattern (e.g. '/typeReport/:number'): a page's one <h1>. */
export function titleOf(path: string): string {
  const entry = ROUTE_TABLE.find((route) => route.path === path);
  if (!entry) throw new Error(`No route ${path} in ROUTE_TABLE`);
  return entry.title;
}
