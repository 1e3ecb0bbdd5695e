// The first tap answers like the second (issue 34, item 2): the prerendered frame's controls are
// plain HTML (shell/src/prerender/plain-controls.tsx, plain-login.tsx) — the menu, the search and
// the login dialog open as HTML popovers, 유형 리포트 and the language are links, and the pages'
// own controls (learning-gene and gene-type tabs, home's links) are links too — so they answer a
// tap before the page's code has arrived, and with JavaScript off; once the code runs, the live
// frame takes them over without doing anything twice, and without losing what was typed.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { firstUse } from './support/site';
import { LANGUAGES, expectNoViolations, useBrowserOf } from './support/a11y';

test.describe.configure({ timeout: 90_000 });

const PAGES = ['/', '/typeReport/1'] as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const frame = (page: Page) => page.locator('#frame-header [data-prerendered-frame]');

/**
 * Holds every script the page asks for (the shell's code, the remotes', their prefetches) until
 * `release`, or for good: whatever the visitor does meanwhile is done on the HTML alone.
 */
async function holdCode(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const isScript = (url: URL) => url.pathname.endsWith('.js');
  await page.route(isScript, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The frame's live navbar and footer replaced the prerendered ones. */
async function frameLive(page: Page) {
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(0, { timeout: 30_000 });
}

for (const path of PAGES) {
  test.describe(`${path}, the code held back`, () => {
    test('the menu opens at the first tap; its links and its search work as HTML', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await holdCode(page);
      await page.goto(path);
      await frame(page).getByRole('button', { name: '메뉴 열기' }).click();
      const menu = page.locator('#frame-menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: '로그인' })).toHaveAttribute(
        'popovertarget',
        'frame-login',
      );
      await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '?lang=en');
      // Its close button closes it, without code.
      await menu.getByRole('button', { name: '메뉴 닫기' }).click();
      await expect(menu).toBeHidden();
      await frame(page).getByRole('button', { name: '메뉴 열기' }).click();
      await menu.getByRole('link', { name: '학습 유전자란?' }).click();
      await expect(page).toHaveURL(/\/learningGene$/);
      await expect(page.locator('[data-prerender-build] h1')).toBeVisible();
    });

    test('the search opens at the first tap and sends its word to /search?q=', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await holdCode(page);
      await page.goto(path);
      await frame(page).getByRole('button', { name: '검색' }).click();
      const search = page.locator('#frame-search');
      await expect(search).toBeVisible();
      await search.getByRole('searchbox', { name: '검색어' }).fill('몰입');
      await search.getByRole('searchbox', { name: '검색어' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=%EB%AA%B0%EC%9E%85$/);
    });

    test('로그인 opens the login dialog at the first tap; what is typed goes to the live one', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      const code = await holdCode(page);
      await page.goto(path);
      await frame(page).getByRole('button', { name: '로그인', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await expect(dialog).toBeVisible();
      const id = dialog.getByLabel('아이디 또는 이메일');
      await id.fill('genetester');
      await dialog.getByLabel('비밀번호', { exact: true }).fill('Secret12');
      // Not followed: the page does not load again.
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await code.release();
      // The live dialog (in the modal layer) takes over: what was typed, the focus where it was.
      const live = page.locator('#modal-root').getByRole('dialog', { name: '로그인' });
      await expect(live).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('#frame-login')).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(live.getByLabel('아이디 또는 이메일')).toHaveValue('genetester');
      const password = live.getByLabel('비밀번호', { exact: true });
      await expect(password).toHaveValue('Secret12');
      await expect(password).toBeFocused();
      await page.keyboard.type('!');
      await expect(password).toHaveValue('Secret12!');
      await frameLive(page);
      // Escape closes it onto the live 로그인.
      await page.keyboard.press('Escape');
      await expect(live).toBeHidden();
      await expect(frame(page)).toHaveCount(0);
      await expect(
        page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }),
      ).toBeFocused();
    });

    test('a button pressed on the plain login dialog before the code arrives is pressed on the live one', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const code = await holdCode(page);
      await page.goto(path);
      // From the menu, on a phone (the bar has no 로그인 there).
      await frame(page).getByRole('button', { name: '메뉴 열기' }).click();
      await page.locator('#frame-menu').getByRole('button', { name: '로그인' }).click();
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await expect(dialog).toBeVisible();
      // Sent empty: kept (the page does not load again), and answered by the live dialog.
      await dialog.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await code.release();
      const live = page.locator('#modal-root').getByRole('dialog', { name: '로그인' });
      await expect(live.getByLabel('아이디 또는 이메일')).toHaveAttribute('aria-invalid', 'true', {
        timeout: 30_000,
      });
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.locator('#frame-menu')).toBeHidden();
      await frameLive(page);
    });

    test('유형 리포트 and the language are links that load their page', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await holdCode(page);
      await page.goto(path);
      const language = page.locator('#frame-footer').getByRole('link', { name: 'English' });
      await expect(language).toHaveAttribute('href', '?lang=en');
      await language.click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}\\?lang=en$`));
      await expect(page.locator('#app-main h1').first()).toBeVisible();
      await page.goto(path);
      await frame(page).getByRole('link', { name: '유형 리포트' }).click();
      await expect(page).toHaveURL(/\/typeReport$/);
    });
  });

  test.describe(`${path}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test('the menu, the search, 로그인 and the language work as plain HTML', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const menu = page.locator('#frame-menu');
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole('searchbox', { name: '검색어' }).fill('탐구');
      await menu.getByRole('button', { name: '검색' }).click();
      await expect(page).toHaveURL(/\/search\?q=%ED%83%90%EA%B5%AC$/);

      await page.goto(path);
      await page.getByRole('button', { name: '검색' }).click();
      await expect(page.locator('#frame-search').getByRole('searchbox')).toBeVisible();

      // 로그인 opens the plain dialog, which says what needs JavaScript; sending it carries no
      // ID or password (its fields have no name), only `?login=`.
      await page.goto(path);
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await menu.getByRole('button', { name: '로그인' }).click();
      const login = page.getByRole('dialog', { name: '로그인' });
      await expect(login).toBeVisible();
      // (Playwright's text matching skips <noscript>: read through CSS.)
      const note = login.locator('noscript p');
      await expect(note).toBeVisible();
      await expect(note).toContainText('자바스크립트가 필요해요');
      await login.getByLabel('아이디 또는 이메일').fill('genetester');
      await login.getByLabel('비밀번호', { exact: true }).fill('Secret12!');
      await login.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}\\?login=$`));

      await page.goto(path);
      await page.locator('#frame-footer').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}\\?lang=en$`));
      // The page in English as HTML alone (the page composer's), with the way back to Korean.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('#app-main h1').first()).toBeVisible();
      await expect(page.locator('#frame-footer a[href="/termAndCondition"]')).toHaveCount(1);
      await expect(
        page.locator('#frame-footer').getByRole('link', { name: '한국어' }),
      ).toHaveAttribute('href', '?lang=ko');
    });
  });
}

// The plain login dialog passes axe (WCAG 2.2 AA, as the live modals do: a11y.spec.ts) in each
// language, at both widths, before any code has run.
for (const language of LANGUAGES) {
  test.describe(`the plain login dialog, ${language}, the code held back`, () => {
    useBrowserOf(language, 'visitor');
    // axe injects styles of its own, which the site's CSP refuses.
    test.use({ bypassCSP: true, viewport: DESKTOP });

    test('has no axe violation', async ({ page }) => {
      const login = language === 'ko' ? '로그인' : 'Log in';
      await holdCode(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await frame(page).getByRole('button', { name: login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: login });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, `the plain login dialog (${language}, ${DESKTOP.width}px)`);
      // Narrowed (a11y.ts's `narrowed` waits for the code, held here).
      await page.setViewportSize(PHONE);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, `the plain login dialog (${language}, ${PHONE.width}px)`);
    });
  });
}

// The pages' own controls: the learning-gene and gene-type sections are tabs that are links (each
// section has its own prerendered address), home's and the report's actions are links.
for (const path of ['/learningGene', '/geneType'] as const) {
  for (const javaScript of [true, false]) {
    test.describe(`${path}, ${javaScript ? 'the code held back' : 'JavaScript off'}`, () => {
      test.use({ javaScriptEnabled: javaScript });

      test('a section tab answers the first tap with its section', async ({ page }) => {
        await page.setViewportSize(PHONE);
        if (javaScript) await holdCode(page);
        await page.goto(path);
        const tabs = page.locator('[data-prerender-build]').getByRole('tab');
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
        const next = tabs.nth(1);
        const href = (await next.getAttribute('href')) as string;
        await next.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        // (Named without its aria-hidden number: found by its address.)
        await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('href', href);
        await expect(page.getByRole('tabpanel')).toBeVisible();
      });
    });
  }
}

test.describe('the pages’ own controls, the code held back', () => {
  for (const path of ['/', '/typeReport/1', '/learningGene', '/geneType'] as const) {
    test(`${path}: every control in its HTML is a link, or a button kept for the code`, async ({
      page,
    }) => {
      await holdCode(page);
      await page.goto(path);
      const html = page.locator('[data-prerender-build]');
      await expect(html.locator('h1').first()).toBeVisible();
      // Buttons wait for the code (index.html keeps their tap and the page replays it); none of
      // these pages has one.
      await expect(html.locator('button, select, input')).toHaveCount(0);
      const links = html.locator('a[href]');
      expect(await links.count()).toBeGreaterThan(0);
    });
  }

  test('home’s first action is a link that loads its page', async ({ page }) => {
    await holdCode(page);
    await page.goto('/');
    const action = page.locator('[data-prerender-build] a[href="/questions"]').first();
    await action.click();
    await expect(page).toHaveURL(/\/questions$/);
    await expect(page.locator('#app-main h1').first()).toBeVisible();
  });
});

test.describe('with the code running, nothing happens twice', () => {
  test('the live menu opens once and stays open; the search dialog opens once', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/typeReport/1');
    await firstUse(page);
    await frameLive(page);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await expect(menu).toBeVisible();
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
    await expect(page.locator('#frame-menu')).toHaveCount(0);
    await menu.getByRole('button', { name: '메뉴 닫기' }).click();
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page.getByRole('dialog', { name: '검색' })).toHaveCount(1);
  });

  test('a menu opened on the HTML is handed over to the live menu once the code runs, never shut in between', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const code = await holdCode(page);
    await page.goto('/');
    await frame(page).getByRole('button', { name: '메뉴 열기' }).click();
    const plain = page.locator('#frame-menu');
    await expect(plain).toBeVisible();
    // From here until the live menu is open, a menu is on screen in every frame.
    await page.evaluate(() => {
      const record = window as unknown as { __menuGaps: number };
      record.__menuGaps = 0;
      const check = () => {
        const shown =
          document.querySelector('#frame-menu:popover-open') ||
          document.querySelector('[role="dialog"][aria-modal="true"]');
        if (!shown) record.__menuGaps += 1;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await code.release();
    const live = page.getByRole('dialog', { name: '메뉴' });
    await expect(live).toBeVisible({ timeout: 30_000 });
    await frameLive(page);
    expect(
      await page.evaluate(() => (window as unknown as { __menuGaps: number }).__menuGaps),
    ).toBe(0);
    // One menu, the live one: its focus trap holds the focus, Escape closes it onto its button.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(live.getByRole('button', { name: '메뉴 닫기' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(live).toBeHidden();
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeFocused();
    await expect(page.locator('#frame-header header')).toHaveCount(1);
  });

  test('a word typed in the plain search stays there and goes through the router once the code runs', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const code = await holdCode(page);
    await page.goto('/typeReport/1');
    await frame(page).getByRole('button', { name: '검색' }).click();
    const box = page.locator('#frame-search').getByRole('searchbox', { name: '검색어' });
    await box.fill('몰입');
    await code.release();
    await expect(page.locator('html')).toHaveAttribute('data-mf-content-version', /.+/, {
      timeout: 30_000,
    });
    await expect(box).toHaveValue('몰입');
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%EB%AA%B0%EC%9E%85$/);
    // The same document: the router followed the form, the page did not load again.
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(
      true,
    );
    await frameLive(page);
    await expect(page.getByRole('status').filter({ hasText: '‘몰입’ 검색 결과' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('/search?q= (the plain form’s address) searches its word', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search?q=%EB%AA%B0%EC%9E%85');
    await firstUse(page);
    await expect(page.getByRole('status').filter({ hasText: '‘몰입’ 검색 결과' })).toBeVisible({
      timeout: 30_000,
    });
  });
});
