// Accessibility helpers for the journeys (issue 18, WCAG 2.2 AA): axe with the WCAG 2.0/2.1/2.2 A and
// AA rules, and a page settled before it is checked. The members they log in: ./members.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { firstUse } from './site';
import { test } from './test';
import { finishedMember, storageStateOf } from './members';
import type { StorageState } from './members';

const ALL_LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof ALL_LANGUAGES)[number];

/**
 * The languages the axe journeys check (issue 18): Korean and English by default, so `npm test`
 * checks both; `A11Y_LANGUAGES=ko` (or `en`) narrows a run to one while working on it.
 */
export const LANGUAGES: readonly Language[] = (process.env.A11Y_LANGUAGES ?? 'ko,en')
  .split(',')
  .map((language) => language.trim())
  .filter((language): language is Language =>
    (ALL_LANGUAGES as readonly string[]).includes(language),
  );

/** The browser locale of a first visit in each language (the site follows it). */
export const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

/** Runs axe on the page (or inside `include`) and expects no violation, listing any it finds. */
export async function expectNoViolations(
  page: Page,
  what: string,
  include?: string,
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      (violation.nodes as AxeNode[])
        .slice(0, 8)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}

/** Waits until nothing animates (a modal's fade-in would give axe half-transparent colours). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * A visit is ready to check when its one <h1> shows, the prerendered HTML is hydrated (once the
 * page is used: a visitor's code starts then), the data the page asked for has arrived and nothing
 * animates.
 */
export async function pageReady(page: Page): Promise<void> {
  // An English page renders in the browser (no prerendered HTML): on a loaded machine its chunks
  // and their English texts can take more than 15 s.
  await expect(page.locator('h1')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('h1')).toBeVisible();
  await firstUse(page);
  await expect(page.locator('[data-prerender-build]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settled(page);
}

/**
 * The same page at another window size, once it has laid itself out again: two frames for the
 * resize and its layout, then ready as after a load (anything the new media queries animate ended).
 */
export async function narrowed(
  page: Page,
  viewport: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
  await pageReady(page);
}

/** An open dialog, once its opening animation has ended. */
export async function dialogReady(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/**
 * Loads the page again with its Content-Security-Policy lifted, ready for axe: axe adds styles of
 * its own, which the site's CSP refuses. The CDP switch applies from the next load on, while its
 * session stays attached (it ends with the page).
 */
export async function reloadWithoutCsp(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setBypassCSP', { enabled: true });
  await page.reload();
  await pageReady(page);
}

/** A visitor, or a member whose test is finished. */
export type Who = 'visitor' | 'member';

/**
 * What a browser of a group of checks holds at its start: for a member, the worker's member with a
 * finished test (./members.ts); a Korean visitor has chosen Korean (a stored choice); an English one
 * arrives with an English browser (a first visit: nothing stored, the browser's locale alone).
 */
export async function browserStateOf(language: Language, who: Who): Promise<StorageState> {
  if (who === 'member') {
    const { session } = await finishedMember();
    return storageStateOf(session, language);
  }
  return {
    cookies: [],
    origins:
      language === 'ko'
        ? [
            {
              origin: 'http://localhost:3000',
              localStorage: [{ name: 'language', value: language }],
            },
          ]
        : [],
  };
}

/** The browser a group of checks starts in: its locale and browserStateOf's storage. */
export function useBrowserOf(language: Language, who: Who): void {
  test.use({
    locale: LOCALES[language],
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    storageState: async ({}, provide) => provide(await browserStateOf(language, who)),
  });
}
