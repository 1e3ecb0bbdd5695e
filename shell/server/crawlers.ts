// What crawlers read besides the pages: /sitemap.xml (every public page) and /robots.txt.
import { ROUTE_TABLE, TYPE_COUNT, sectionPaths, type AppName } from '@genetype/domain';
import { HTML_LANGUAGES, absolute, escapeHtml, languageAddress } from './page-html.js';

/** The apps whose routes are public pages (a visitor reads them; they are prerendered). */
const PUBLIC_ROUTES: Partial<Record<AppName, 'all' | readonly string[]>> = {
  'mf-content': 'all',
  'mf-questionnaire': ['/questions'],
};

/**
 * Every public page's path: the routes of the public apps (each report by its number, each section
 * of /geneType and /learningGene by its own address), without a route's second spelling (/GeneType
 * is /geneType's, whose canonical address is the first).
 */
export function publicPaths(): string[] {
  const paths: string[] = [];
  const seen = new Set<string>();
  for (const entry of ROUTE_TABLE) {
    const rule = PUBLIC_ROUTES[entry.app];
    if (!rule || (rule !== 'all' && !rule.includes(entry.path))) continue;
    const key = entry.path.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.path === '/typeReport/:number') {
      for (let id = 1; id <= TYPE_COUNT; id += 1) paths.push(`/typeReport/${id}`);
    } else if (entry.sectionOf) {
      paths.push(...sectionPaths(entry.sectionOf).slice(1));
    } else if (!entry.path.includes(':')) {
      paths.push(entry.path);
    }
  }
  return paths;
}

/**
 * Every public page with its language alternates (the same `hreflang` links its head has: ko and
 * en at `?lang=`, x-default at the bare address).
 */
export function sitemapXml({ siteUrl }: { siteUrl: string }): string {
  const urls = publicPaths()
    .map((path) => {
      const loc = absolute(path, siteUrl);
      if (!loc) return '';
      const alternates = [
        ...HTML_LANGUAGES.map((language) => [language, languageAddress(loc, language)] as const),
        ['x-default', languageAddress(loc)] as const,
      ].map(
        ([hreflang, href]) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      );
      return `  <url><loc>${escapeHtml(loc)}</loc>${alternates.join('')}\n  </url>`;
    })
    .filter(Boolean)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * Crawlers read the public pages; a member's own pages and searches are not for them. Shared
 * addresses (/s/…) stay open: link-preview bots that obey robots.txt (Twitterbot and others) must
 * read their cards, and the page itself keeps them out of search results (meta robots noindex).
 */
export function robotsTxt({ siteUrl }: { siteUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /myPage',
    'Disallow: /profiles',
    'Disallow: /search',
    'Disallow: /result',
    '',
    `Sitemap: ${absolute('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}
