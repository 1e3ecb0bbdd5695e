// Build-time entry (packages/tooling/build/prerender-plugin.cjs compiles it for Node): the HTML of the public
// page of mf-questionnaire — /questions as a visitor sees it (the demo, in the wording the site
// ships with: @genetype/content/demo-questions), in Korean and English — rendered by React's server renderer with
// the tree the browser hydrates (src/exposes/app.tsx through remoteLifecycles: the error boundary,
// then the app's routes). Nothing in the browser bundle imports it.
import { ROUTE_TABLE, type Language } from '@genetype/domain';
import { renderAppRoute } from '@genetype/ui/prerender';
import { AppRoutes } from '../app/app-router';
import { pages, readyInLanguage } from '../app/pages';

/** The pages a visitor reads; the others (a result, the thank-you page) are a member's. */
const PUBLIC = ['/questions'];

export function prerenderRoutes(): { path: string; page: string | undefined }[] {
  return ROUTE_TABLE.filter((entry) => PUBLIC.includes(entry.path)).map((entry) => ({
    path: entry.path,
    page: entry.page,
  }));
}

/** The languages every route is prerendered in (Korean first: `pages` of prerender.json). */
export const prerenderLanguages: readonly Language[] = ['ko', 'en'];

/** The HTML of the app's root at `path` in `language`, as a visitor's first render will produce it. */
export function renderRoute(path: string, language: Language = 'ko'): Promise<string> {
  return renderAppRoute(pages, path, <AppRoutes />, { language, ready: readyInLanguage });
}
