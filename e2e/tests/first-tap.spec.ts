// The first tap answers like the second (issue 34, item 2): the prerendered frame's controls are
// plain HTML (shell/src/prerender/plain-controls.tsx) — the menu and the search open as HTML
// popovers, 로그인 is a GET form's button, 유형 리포트 and the language are links — so they answer a
// tap before the page's code has arrived, and with JavaScript off; once the code runs, the live
// frame takes them over without doing anything twice.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { firstUse } from './support/site';

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
      await expect(menu.getByRole('button', { name: '로그인' })).toHaveAttribute('name', 'login');
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

    test('로그인 tapped before the code arrives opens the login dialog once it does, once', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      const code = await holdCode(page);
      await page.goto(path);
      await frame(page).getByRole('button', { name: '로그인', exact: true }).click();
      // Kept, not followed: the page does not load again.
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await code.release();
      await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('dialog')).toHaveCount(1);
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

      await page.goto(path);
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await menu.getByRole('button', { name: '로그인' }).click();
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
