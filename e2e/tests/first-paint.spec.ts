// A visitor's first paint (issue 19): the page's HTML already has the shell's frame — navbar and
// footer, prerendered into its index.html by the shell's build — around the owning module's
// prerendered page. The shell's first render replaces the frame and the module hydrates its page
// without a layout shift or a hydration warning; a member's state fills in without a shift; a tap
// on the frame before the shell's code runs is not lost.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { consoleErrors } from './support/pages';
import { newMember, plantSession, signIn, signUp, firstUse } from './support/site';
import { verify } from './support/members';

// A loaded shared machine takes its time from the first paint to the mounted page.
test.describe.configure({ timeout: 90_000 });

const PAGES = [
  ['/', 'mf-content'],
  ['/typeReport/1', 'mf-content'],
  ['/questions', 'mf-questionnaire'],
] as const;

/** Installed before the page's own scripts: every layout shift from the first paint on. */
function recordFromFirstPaint() {
  const record = window as unknown as {
    __shifts: { value: number; sources: string[] }[];
    __atDomReady?: { header: boolean; footer: boolean; prerendered: number };
  };
  record.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      record.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
            : String(source.node?.nodeName),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    // What the HTML itself painted, before any of the shell's code ran (it starts after that paint).
    record.__atDomReady = {
      header: !!document.querySelector('#frame-header header nav'),
      footer: !!document.querySelector('#frame-footer footer'),
      prerendered: document.querySelectorAll('[data-prerendered-frame]').length,
    };
  });
}

const shifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );

const total = (list: { value: number }[]) => list.reduce((sum, shift) => sum + shift.value, 0);

/** The frame is live (the prerendered one replaced) and the page's module mounted over its HTML. */
async function settled(page: Page, app: string) {
  // On the shared 2-core machine a loaded run takes its time to get from the remote's entry to
  // its mounted page (/questions also waits for the run-time config and the query client).
  await expect(page.locator('html')).toHaveAttribute(`data-${app}-version`, /.+/, {
    timeout: 30_000,
  });
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-prerender-build]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#frame-header nav').first()).toBeAttached();
  // Two frames more: a shift the last commit caused is reported after the next paint.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test.describe('a visitor’s first paint', () => {
  for (const [pathname, app] of PAGES) {
    test(`${pathname}: the frame and the page paint from HTML; nothing moves, no mismatch`, async ({
      page,
    }) => {
      const errors = consoleErrors(page, { warnings: true });
      await page.addInitScript(recordFromFirstPaint);
      await page.goto(pathname);
      const atDomReady = await page.evaluate(
        () => (window as unknown as { __atDomReady?: unknown }).__atDomReady,
      );
      expect(atDomReady, 'the navbar and footer are in the HTML').toEqual({
        header: true,
        footer: true,
        prerendered: 2,
      });
      // The code starts once the visitor uses the page (the pointer comes over it).
      await firstUse(page);
      await settled(page, app);
      // The live frame: 로그인 works (a visitor's state), the footer is there once.
      await expect(page.locator('#frame-header header')).toHaveCount(1);
      await expect(page.locator('#frame-footer footer')).toHaveCount(1);
      await expect(
        page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }),
      ).toBeVisible();
      const list = await shifts(page);
      expect(total(list), JSON.stringify(list)).toBeLessThanOrEqual(0.01);
      expect(errors.filter((text) => /hydrat|#418|#423|#425|mismatch/i.test(text))).toEqual([]);
    });
  }
});

test('the swap to the web font moves nothing: the system font is matched to its widths', async ({
  page,
}) => {
  // A first visit paints in the system's Korean font and swaps to Pretendard once the page has
  // settled (features/web-font). The demo's questions wrap word by word at a phone's width; with
  // the system's wider Hangul they wrapped at other words and the swap moved the list (0.029).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(recordFromFirstPaint);
  await page.goto('/questions');
  await firstUse(page);
  await settled(page, 'mf-questionnaire');
  const fallback = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === 'Pretendard Fallback',
    ).length;
  });
  expect(fallback, 'the metric-matched faces are declared').toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('genetype:web-font') !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Pretendard', '문항');
    }),
  ).toBe(true);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const list = await shifts(page);
  expect(total(list), JSON.stringify(list)).toBeLessThanOrEqual(0.01);
});

test('a member: 로그인 is never shown, the member’s navbar and report fill in without a shift', async ({
  page,
}) => {
  const member = newMember();
  await signIn(page, await signUp(member));
  await page.addInitScript(recordFromFirstPaint);
  // Whether the visitor's 로그인 of the HTML was ever visible, checked at every frame until live.
  await page.addInitScript(() => {
    const seen = window as unknown as { __loginSeen?: boolean };
    seen.__loginSeen = false;
    const check = () => {
      const button = [...document.querySelectorAll('#frame-header button')].find(
        (element) => element.textContent === '로그인',
      );
      if (button && getComputedStyle(button).visibility !== 'hidden') {
        const box = button.getBoundingClientRect();
        if (box.width > 0) seen.__loginSeen = true;
      }
      if (document.querySelector('[data-prerendered-frame]') || document.readyState === 'loading')
        requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/typeReport/1');
  await settled(page, 'mf-content');
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __loginSeen?: boolean }).__loginSeen),
  ).toBe(false);
  // The whole page: the navbar (the member's controls take the visitor's room) and the report (a
  // later visit swaps to the web font during the render, which moved it by 0.012 before the
  // system font was matched to Pretendard).
  const list = await shifts(page);
  expect(total(list), JSON.stringify(list)).toBeLessThanOrEqual(0.01);
});

/**
 * Holds the shell's code once the page starts it (a script request; the prefetch after the first
 * paint goes through), until `release`: whatever the visitor did before then was done on the HTML.
 */
async function holdShellCode(page: Page) {
  const SHELL_ENTRY = /localhost:3000\/main\.[0-9a-f]{8}\.js$/;
  const held: Route[] = [];
  await page.route(SHELL_ENTRY, (route) => {
    if (route.request().resourceType() === 'script') held.push(route);
    else void route.continue();
  });
  return {
    /** Once the page has asked to run its code: lets it through. */
    async release() {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      // Continued before unrouting: unrouting would let them through on its own.
      for (const route of held) await route.continue();
      await page.unroute(SHELL_ENTRY);
    },
  };
}

test('a tap on the prerendered 로그인 before the shell runs opens the login once it does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const code = await holdShellCode(page);
  await page.goto('/typeReport/1');
  // The tap is the visitor's first use of the page: it starts the code, which it cannot outrun.
  await page
    .locator('#frame-header [data-prerendered-frame]')
    .getByRole('button', { name: '로그인', exact: true })
    .click();
  await code.release();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(0);
});

test('a visitor reads the page without its code: it starts at the first sign of use', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/main\.[0-9a-f]{8}\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/typeReport/1');
  // Fetched into the cache after the first paint, not run: the page is still the HTML. The fetch
  // starts when the browser is idle, which on a loaded machine can come after the network went quiet.
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(2);
  await expect(page.locator('[data-prerender-build]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-mf-content-version', /.+/);
  // A keyboard user's first key is a sign of use too.
  await page.keyboard.press('Tab');
  await settled(page, 'mf-content');
});

/** /geneType's second tab as the HTML has it, not selected yet, and its name. */
async function prerenderedTab(page: Page) {
  await page.goto('/geneType');
  const tab = page.locator('[data-prerender-build]').getByRole('tab').nth(1);
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  return { tab, name: (await tab.textContent()) ?? '' };
}

test('a tap on a section tab before the code runs opens that section’s own address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tab, name } = await prerenderedTab(page);
  // A tab is a link (issue 38): it needs no code. Followed before the code runs, it loads its
  // section's prerendered page (had the code won the race, the router would have followed it).
  await expect(tab).toHaveAttribute('href', '/geneType/earth-power');
  await tab.click();
  await expect(page).toHaveURL(/\/geneType\/earth-power$/);
  await firstUse(page);
  await settled(page, 'mf-content');
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
});

test('a bare click (a screen reader’s activation, no pointer before it) starts the code too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/questions');
  await page.waitForLoadState('networkidle');
  const prerendered = page.locator('[data-prerender-build]');
  await expect(prerendered).toHaveCount(1);
  // Only the click event: no pointer, touch or key event comes before it.
  await prerendered.getByRole('button', { name: '예' }).first().dispatchEvent('click');
  await settled(page, 'mf-questionnaire');
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible({ timeout: 30_000 });
});

test('the demo is in /questions’ HTML; a 예 tapped before the code runs asks to log in once it does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await holdShellCode(page);
  await page.goto('/questions');
  // The whole first page of the demo is there without the code: it starts on use, like the others.
  const prerendered = page.locator('[data-prerender-build]');
  await expect(prerendered.getByRole('listitem').filter({ hasText: '한 가지 과제를' })).toHaveCount(
    1,
  );
  const yes = prerendered.getByRole('button', { name: '예' });
  await expect(yes).toHaveCount(11);
  await expect(page.locator('html')).toHaveAttribute('data-boot-on-use', '');
  await yes.nth(2).click();
  await code.release();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible({ timeout: 30_000 });
  await expect(prerendered).toHaveCount(0);
});

test('a member’s /questions never shows the visitor demo of its HTML: their own test replaces it', async ({
  page,
}) => {
  const member = newMember();
  const session = await signUp(member);
  verify(member);
  await plantSession(page, session);
  const code = await holdShellCode(page);
  await page.goto('/questions');
  // The composer's HTML is the visitor's demo (the edge keeps one copy for everybody); under a
  // stored session it is hidden from the first paint on (shell/index.html).
  const demo = page.locator('[data-prerender-build] [data-questionnaire="demo"]');
  await expect(demo).toHaveCount(1);
  await expect(demo).toBeHidden();
  await code.release();
  await expect(page.locator('[data-questionnaire="member"] h1')).toContainText('A 유형', {
    timeout: 30_000,
  });
  await expect(page.locator('[data-questionnaire="demo"]')).toHaveCount(0);
});

test('in English too: a member’s /questions hides the English demo of its HTML until their own test replaces it', async ({
  browser,
}) => {
  const member = newMember();
  const session = await signUp(member);
  verify(member);
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await plantSession(page, session);
    const code = await holdShellCode(page);
    const response = await page.goto('/questions');
    // The edge's one copy for every English browser: the visitor's English demo, hidden here.
    expect(response?.headers()['content-language']).toBe('en');
    const demo = page.locator('[data-prerender-build] [data-questionnaire="demo"]');
    await expect(demo).toHaveCount(1);
    await expect(demo).toBeHidden();
    await code.release();
    await expect(page.locator('[data-questionnaire="member"] h1')).toContainText('Part A', {
      timeout: 30_000,
    });
    await expect(page.locator('[data-questionnaire="demo"]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
