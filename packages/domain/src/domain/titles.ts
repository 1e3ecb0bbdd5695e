// Names of the 54 types and the document title of every page. One function decides the title, so
// the browser's document.title (the shell) and the HTML a crawler gets (the page composer,
// shell/server/page-html.ts, through mf-content's page-meta.json) can never differ.
import { typeById } from './catalogue.js';
import { TYPE_NAME_NOUNS, typeNameAdjective } from './type-names.js';
import { matchRoute } from './routes.js';
import type { RouteEntry } from './routes.js';

export const SITE_NAME = '진타입';

/** The type's own name ('주의 깊은 탐험가' for 31); undefined outside 1..54. */
export function typeName(id: number): string | undefined {
  const entry = typeById(id);
  if (!entry) return undefined;
  return `${typeNameAdjective(entry.group, `${entry.drd4}-${entry.htt}`)} ${TYPE_NAME_NOUNS[entry.group - 1]}`;
}

/** Number and name, as headings and titles show a type: '31번 주의 깊은 탐험가'. */
export function typeHeading(id: number): string | undefined {
  const name = typeName(id);
  return name === undefined ? undefined : `${id}번 ${name}`;
}

/** The key of a route's title in a catalogue (shared-ui `titles.pages.<key>`): its page, else not-found/server-error. */
export function routeTitleKey(entry: RouteEntry): string {
  if (entry.page) return entry.page;
  return entry.path === '/500' ? 'server-error' : 'not-found';
}

/**
 * The words a title is made of, in one language. Korean is this module's own; another language
 * comes from the `shared-ui` catalogue (`localizedTitleTexts` in packages/platform/src/i18n/ui), so the
 * crawler's HTML (Korean) and the browser's title (the page's language) share one function.
 */
export interface TitleTexts {
  siteName: string;
  /** A route's title. */
  pageTitle(entry: RouteEntry): string;
  /** Number and name of a type (`typeHeading`), undefined outside 1..54. */
  typeHeading(id: number): string | undefined;
}

export const KOREAN_TITLE_TEXTS: TitleTexts = {
  siteName: SITE_NAME,
  pageTitle: (entry) => entry.title,
  typeHeading,
};

/** '<page> | 진타입', or '진타입' alone for the home page. */
export function withSiteName(title: string, siteName: string = SITE_NAME): string {
  return title === siteName ? siteName : `${title} | ${siteName}`;
}

/**
 * The document title of the page at a path: '31번 주의 깊은 탐험가 | 진타입' for /typeReport/31,
 * '<route title> | 진타입' for every other page, '진타입' for the home page. `texts` gives the
 * words of another language ('Type 31: The Mindful Explorer | GeneType').
 */
export function documentTitle(
  pathname: string,
  storedResetToken?: string | null,
  texts: TitleTexts = KOREAN_TITLE_TEXTS,
): string {
  const { entry, params } = matchRoute(pathname, storedResetToken);
  if (entry.path === '/typeReport/:number') {
    const heading = texts.typeHeading(Number(params.number));
    if (heading) return withSiteName(heading, texts.siteName);
  }
  return withSiteName(texts.pageTitle(entry), texts.siteName);
}
