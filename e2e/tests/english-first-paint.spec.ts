// An English first visit never paints Korean first (issue 18): a remote's page used to render with
// its Korean fallback while its English catalogue was still on its way, so its headings showed
// Korean for a moment. Every heading text the page ever holds is recorded from the very start
// (a MutationObserver installed before any of the site's code runs) and none may be Hangul.
import { matchRoute } from '@genetype/domain';
import { exercises } from './support/site';
import { expect, test } from './support/test';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** Pages of each remote a visitor can open (mf-content, mf-questionnaire, mf-account, mf-search). */
const PATHS = [
  '/',
  '/typeReport/3',
  '/learningGene',
  '/questions',
  '/signup',
  '/agreement',
  '/search?q=learning',
];

/** Runs in the page before its own scripts: keeps every text a heading has held, with its time. */
function recordHeadings(): void {
  const seen: string[] = [];
  (window as unknown as { __headings: string[] }).__headings = seen;
  const note = (heading: Element) => {
    const text = (heading.textContent ?? '').trim();
    const entry = `${text} (${Math.round(performance.now())} ms)`;
    if (text && !seen.some((known) => known.startsWith(`${text} (`))) seen.push(entry);
  };
  const HEADINGS = 'h1, h2, h3, [role="heading"]';
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target =
        mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const around = target?.closest(HEADINGS);
      if (around) note(around);
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(HEADINGS)) note(node);
        node.querySelectorAll(HEADINGS).forEach(note);
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test.describe('an English first visit', () => {
  test.use({ locale: 'en-US' });

  for (const path of PATHS) {
    const owner = matchRoute(new URL(path, 'http://site').pathname).entry.app;
    test(`never shows a Korean heading on ${path}`, exercises('shell', owner), async ({ page }) => {
      await page.addInitScript(recordHeadings);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('#app-main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const headings = await page.evaluate(
        () => (window as unknown as { __headings: string[] }).__headings,
      );
      const chunks = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => `${entry.name.split('/').pop()} ${Math.round(entry.responseEnd)} ms`),
      );
      test.info().annotations.push({ type: 'headings', description: headings.join(' | ') });
      test.info().annotations.push({ type: 'chunks', description: chunks.join(' | ') });
      // The recorder saw the page's own heading: an empty record would prove nothing.
      expect(headings.length, `headings recorded on ${path}`).toBeGreaterThan(0);
      expect(
        headings.filter((text) => HANGUL.test(text)),
        `Korean headings on ${path} (all: ${headings.join(' | ')}; chunks: ${chunks.join(' | ')})`,
      ).toEqual([]);
    });
  }
});
