import { publicPaths, robotsTxt, sitemapXml } from './crawlers.js';
import { SITE } from './test-fixtures.js';

describe('crawler files', () => {
  it('lists every public page once, with the 54 reports, as absolute URLs', () => {
    const paths = publicPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/typeReport', '/geneType', '/questions']));
    expect(paths.filter((path) => path.startsWith('/typeReport/'))).toHaveLength(54);
    expect(paths).not.toContain('/GeneType');
    expect(paths).not.toContain('/myPage');
    const xml = sitemapXml({ siteUrl: SITE });
    expect(xml).toContain(`<loc>${SITE}/typeReport/54</loc>`);
    expect(xml.match(/<loc>/g)).toHaveLength(paths.length);
  });

  it('points crawlers at the sitemap and away from members’ pages', () => {
    const robots = robotsTxt({ siteUrl: SITE });
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /myPage');
  });

  it('lets link-preview bots read shared addresses (the page itself says noindex)', () => {
    const robots = robotsTxt({ siteUrl: SITE });
    expect(robots).not.toMatch(/^Disallow: \/s(\/|$)/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
