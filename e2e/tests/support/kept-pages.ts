// One browser page per group of checks and worker, kept from test to test (issue 32): what a page
// load is checked for (its heading, language, frame, CSP, axe) does not need a cold HTTP cache, and
// a fresh context per test downloaded and compiled every app's JavaScript again for each route.
// Each test still loads its document afresh (page.goto), from the same storage a fresh browser of
// the group would hold: cookies, localStorage and sessionStorage are reset before every visit. Only
// the HTTP cache (the content-hashed files are immutable) carries over.
//
// A failed test ends its worker (Playwright starts a new one), and its kept pages with it: a page
// in an odd state never reaches the next test.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { keptContext } from './test';
import type { StorageState } from './members';

interface Kept {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

const kept = new Map<string, Kept>();

export interface KeptPageOptions {
  /** Names the group: one page per group and worker. */
  group: string;
  locale: string;
  /** The project's browser (playwright.config.ts), as a fresh context would have it. */
  userAgent?: string;
  viewport: { width: number; height: number };
  baseURL: string;
  /** The group's browser state, planted again before each visit. */
  state: StorageState;
  /** Extra localStorage entries for this visit only (a stored reset-password token). */
  extraStorage?: Record<string, string>;
}

/**
 * The group's page, reset to the group's browser state and window size, with the site's CSP in
 * force: ready for a `page.goto` that is the visit.
 */
export async function keptPage(browser: Browser, options: KeptPageOptions): Promise<Page> {
  let entry = kept.get(options.group);
  if (!entry || entry.page.isClosed()) {
    const context = await keptContext(browser, {
      baseURL: options.baseURL,
      locale: options.locale,
      userAgent: options.userAgent,
      viewport: options.viewport,
    });
    const page = await context.newPage();
    entry = { context, page, cdp: await context.newCDPSession(page) };
    kept.set(options.group, entry);
  }
  const { context, page, cdp } = entry;
  await cdp.send('Page.setBypassCSP', { enabled: false });
  await page.setViewportSize(options.viewport);

  // A plain file of the site's origin: the last visit's page is gone (its unload handlers have
  // run) and the origin's storage can be written before the visit's own code runs.
  await context.clearCookies();
  if (options.state.cookies.length > 0) await context.addCookies(options.state.cookies);
  await page.goto('/robots.txt');
  const entries = {
    ...Object.fromEntries(
      (options.state.origins[0]?.localStorage ?? []).map(({ name, value }) => [name, value]),
    ),
    ...options.extraStorage,
  };
  await page.evaluate((items) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
  }, entries);
  return page;
}

/**
 * Loads the kept page again with its Content-Security-Policy lifted, for axe (which adds styles of
 * its own that the CSP refuses). keptPage puts the CSP back before the next visit.
 */
export async function reloadKeptWithoutCsp(page: Page): Promise<void> {
  const entry = [...kept.values()].find((candidate) => candidate.page === page);
  if (!entry) throw new Error('reloadKeptWithoutCsp: not a kept page');
  await entry.cdp.send('Page.setBypassCSP', { enabled: true });
  await page.reload();
}
