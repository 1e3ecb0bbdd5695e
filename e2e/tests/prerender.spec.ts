// First paint from HTML (issue 19): the public pages of mf-content arrive prerendered inside the
// shell's frame (shell/server/page-html.ts puts the owning module's prerender.json fragment into
// its container), the browser hydrates them — the same DOM nodes, no mismatch, no layout shift —
// a client without JavaScript reads a report, crawlers get sitemap.xml and robots.txt, and a
// canary release of mf-content serves its own prerendered HTML to its bucket only
// (prerender-canary.spec.ts, in the isolated pass: it changes the rollout manifest).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { consoleErrors, htmlOf } from './support/pages';
import { APP_PORTS, firstUse } from './support/site';

const SITE = 'http://localhost:3000';
const BUCKET_COOKIE = 'genetype_rollout_bucket';

/** Layout shifts the page has had (the CLS entries), summed. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test.describe('prerendered public pages', () => {
  test('home, the report list, reports and the reading pages arrive as HTML in the frame', async ({
    request,
  }) => {
    const pages: [string, RegExp[]][] = [
      ['/', [/<h1[^>]*>진타입<\/h1>/, /유전자로 알아보는 나만의 학습 유형/, /검사 시작하기/]],
      ['/typeReport', [/<h1[^>]*>유형 리포트<\/h1>/]],
      ['/typeReport/1', [/<h1 id="report-name"[^>]*>/, /리포트 목차/]],
      ['/typeReport/54', [/<h1 id="report-name"[^>]*>/]],
      ['/geneType', [/<h1[^>]*>유전자 유형<\/h1>/]],
      ['/learningGene', [/<h1[^>]*>학습 유전자란\?<\/h1>/]],
      // Each section at its own address, with its own text (issue 38).
      [
        '/learningGene/research',
        [/<h1[^>]*>학습 유전자란\?<\/h1>/, /<h2[^>]*>진타입은 이렇게 탄생했어요<\/h2>/],
      ],
      [
        '/geneType/emotion',
        [/<h2[^>]*>감정 유전자 \(5-HTT\)<\/h2>/, /href="\/geneType\/attachment"/],
      ],
      ['/termAndCondition', [/<h1[^>]*>이용약관<\/h1>/]],
      [
        '/questions',
        [/<h1[^>]*>유전자 유형 검사<\/h1>/, /맛보기 문항이에요/, /한 가지 과제를 몇 시간씩/],
      ],
    ];
    for (const [pathname, patterns] of pages) {
      const { html, headers } = await htmlOf(request, pathname);
      const app = pathname === '/questions' ? 'mf-questionnaire' : 'mf-content';
      const slot = new RegExp(
        `<div id="app-${app}"><div data-slot="app" data-prerender-build="([^"]+)" data-prerender-path="([^"]+)" data-prerender-lang="ko">`,
      ).exec(html);
      expect(slot, `${pathname}: the prerendered slot`).not.toBeNull();
      expect(slot?.[2]).toBe(pathname);
      for (const pattern of patterns) expect(html, pathname).toMatch(pattern);
      // The page's styles come with the HTML (no unstyled first paint), from the module's origin.
      expect(html).toMatch(
        new RegExp(`<link rel="stylesheet" href="http://localhost:${APP_PORTS[app]}/[^"]+\\.css"`),
      );
      // No inline style attribute: the CSP allows none (they are classes of prerender.*.css).
      expect(html).not.toMatch(/<[^>]+\sstyle="/);
      expect(headers['vary']).toContain('Cookie');
    }
    // A page of another module, and an unknown address, have no prerendered HTML.
    expect((await htmlOf(request, '/signup')).html).not.toContain('data-prerender-build="');
  });

  test('a first visit gets its rollout bucket in a cookie, which the browser keeps', async ({
    page,
    context,
  }) => {
    await page.goto('/typeReport/3');
    await firstUse(page);
    await expect(page.locator('html')).toHaveAttribute('data-mf-content-version', /.+/);
    const cookie = (await context.cookies(SITE)).find((c) => c.name === BUCKET_COOKIE);
    expect(cookie?.value).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('genetype:rollout-bucket'))).toBe(
      cookie?.value,
    );
  });

  const hydrated: [string, 'mf-content' | 'mf-questionnaire'][] = [
    ['/', 'mf-content'],
    ['/typeReport/1', 'mf-content'],
    ['/geneType', 'mf-content'],
    ['/learningGene', 'mf-content'],
    ['/geneType/emotion', 'mf-content'],
    ['/questions', 'mf-questionnaire'],
  ];
  for (const [pathname, app] of hydrated) {
    test(`${pathname} hydrates: the server's nodes stay, no mismatch, no shift`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      const headings = `#app-${app} h1, #app-${app} h2`;
      // The first <h1>/<h2> of the HTML, remembered before any app script runs.
      await page.addInitScript((selector) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __first?: Element | null }).__first =
            document.querySelector(selector);
        });
      }, headings);
      await page.goto(pathname);
      // A visitor's page starts its code at the first use.
      await firstUse(page);
      const slot = page.locator(`#app-${app} > [data-slot="app"]`);
      // The app mounted over the HTML: the composer's marks are gone, the app runs.
      await expect(page.locator('html')).toHaveAttribute(`data-${app}-version`, /.+/);
      await expect(slot).not.toHaveAttribute('data-prerender-build', /.*/);
      await expect(slot.locator('h1').first()).toBeVisible();
      if (app === 'mf-questionnaire') {
        // The demo's questions were in the HTML, and stay.
        await expect(slot.getByRole('button', { name: '예' })).toHaveCount(11);
      }
      const kept = await page.evaluate((selector) => {
        const first = (window as unknown as { __first?: Element | null }).__first;
        return !!first && first.isConnected && first === document.querySelector(selector);
      }, headings);
      expect(
        kept,
        'the prerendered heading is the node React now owns (hydrated, not replaced)',
      ).toBe(true);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      expect(errors.filter((text) => /hydrat|#418|#423|#425|mismatch/i.test(text))).toEqual([]);
    });
  }

  test('a hydrated report is a working page: its links navigate inside the app', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/typeReport/1');
    await firstUse(page);
    await expect(page.locator('html')).toHaveAttribute('data-mf-content-version', /.+/);
    await expect(page.locator('[data-prerender-build]')).toHaveCount(0);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByRole('link', { name: '2번 유형 →' }).click();
    await expect(page).toHaveURL(/\/typeReport\/2$/);
    await expect(page.locator('#report-name')).toContainText(/\S/);
    // A client-side navigation: still the first document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });

  test('without JavaScript, a report is readable: headings, text and its tags', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SITE });
    const page = await context.newPage();
    await page.goto('/typeReport/7');
    await expect(page).toHaveTitle(/7번 .+ \| 진타입/);
    const report = page.locator('#app-mf-content article');
    await expect(
      report.getByRole('heading', { level: 1, name: '7번 빈틈없는 설계자' }),
    ).toBeVisible();
    await expect(report.locator('h1#report-name')).toBeVisible();
    await expect(report.getByRole('navigation', { name: '리포트 목차' })).toBeVisible();
    // Its sections, with their paragraphs, styled by the module's stylesheet.
    const sections = report.locator('section h2');
    expect(await sections.count()).toBeGreaterThan(2);
    const paragraph = report.locator('section p').first();
    await expect(paragraph).toBeVisible();
    expect((await paragraph.textContent())?.length ?? 0).toBeGreaterThan(20);
    expect(await report.evaluate((element) => getComputedStyle(element).display)).not.toBe(
      'inline',
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/typeReport\/7$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /7번/);
    // The links are plain addresses a crawler can follow.
    await expect(report.getByRole('link', { name: '8번 유형 →' })).toHaveAttribute(
      'href',
      '/typeReport/8',
    );
    await context.close();
  });

  test('crawlers get sitemap.xml with every public page and robots.txt pointing to it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toContain(`${SITE}/`);
    expect(urls).toContain(`${SITE}/questions`);
    expect(urls).toContain(`${SITE}/learningGene`);
    // Every section at its own address (issue 38).
    expect(urls).toContain(`${SITE}/learningGene/research`);
    expect(urls).toContain(`${SITE}/geneType/emotion`);
    expect(urls.filter((url) => /\/typeReport\/\d+$/.test(url ?? ''))).toHaveLength(54);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
