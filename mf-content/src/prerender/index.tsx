// Build-time entry (packages/tooling/build/prerender-plugin.cjs compiles it for Node): the HTML of every public
// page of mf-content, rendered by React's server renderer with the tree the browser hydrates
// (src/exposes/app.tsx through remoteLifecycles: the error boundary, then the app's routes).
// Nothing in the browser bundle imports it.
import { ROUTE_TABLE, sectionPaths, type Language } from '@genetype/domain';
import { typeReportSummaries } from '@genetype/content';
import { renderAppRoute } from '@genetype/ui/prerender';
import { APP, AppRoutes } from '../app/app-router';
import { pages, readyInLanguage } from '../app/pages';

/** Every address this app serves to visitors, with its page id (chunk `page-<id>`). */
export function prerenderRoutes(): { path: string; page: string | undefined }[] {
  const routes: { path: string; page: string | undefined }[] = [];
  for (const entry of ROUTE_TABLE) {
    if (entry.app !== APP) continue;
    if (entry.path === '/typeReport/:number') {
      for (const { id } of typeReportSummaries)
        routes.push({ path: `/typeReport/${id}`, page: entry.page });
    } else if (entry.sectionOf) {
      // Each section's own address (the first section's is the page's, listed by its entry).
      for (const path of sectionPaths(entry.sectionOf).slice(1))
        routes.push({ path, page: entry.page });
    } else if (!entry.path.includes(':')) {
      routes.push({ path: entry.path, page: entry.page });
    }
  }
  return routes;
}

/** The languages every route is prerendered in (Korean first: `pages` of prerender.json). */
export const prerenderLanguages: readonly Language[] = ['ko', 'en'];

/** The HTML of the app's root at `path` in `language`, as the browser's first render will produce it. */
export function renderRoute(path: string, language: Language = 'ko'): Promise<string> {
  return renderAppRoute(pages, path, <AppRoutes />, { language, ready: readyInLanguage });
}
