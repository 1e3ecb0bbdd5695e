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

  it('lists each section of /geneType and /learningGene at its own address, once', () => {
    const paths = publicPaths();
    expect(paths.filter((path) => /^\/geneType(\/|$)/.test(path))).toEqual([
      '/geneType',
      '/geneType/earth-power',
      '/geneType/attachment',
      '/geneType/creative-behaviour',
      '/geneType/emotion',
    ]);
    expect(paths.filter((path) => /^\/learningGene(\/|$)/.test(path))).toEqual([
      '/learningGene',
      '/learningGene/research',
      '/learningGene/principle',
      '/learningGene/test-method',
    ]);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    expect(sitemapXml({ siteUrl: SITE })).toContain(`<loc>${SITE}/learningGene/research</loc>`);
  });

  it('gives each page its language alternates, as its head does (xhtml:link)', () => {
    const xml = sitemapXml({ siteUrl: SITE });
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${SITE}/typeReport/1</loc>\n` +
        `    <xhtml:link rel="alternate" hreflang="ko" href="${SITE}/typeReport/1?lang=ko"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="en" href="${SITE}/typeReport/1?lang=en"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/typeReport/1"/>\n  </url>`,
    );
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(publicPaths().length);
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
