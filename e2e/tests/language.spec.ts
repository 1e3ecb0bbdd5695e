// English beside Korean (issue 18): the footer's and the side menu's language controls switch the
// page at once, set <html lang>, survive a reload, and a Korean first visit fetches no English.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API_URL, hydrated, newMember, signIn, signUp } from './support/site';

/** English texts (`<app>-i18n-en`) and i18next itself: neither is fetched by a Korean page. */
const ENGLISH_CHUNK = /i18n-en|i18next/;

function watchEnglishChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (ENGLISH_CHUNK.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

test('a Korean first visit fetches no English', async ({ page }) => {
  const english = watchEnglishChunks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code has run (it starts once the prerendered first frame is on screen).
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('link', { name: '검사하기' }).first()).toBeVisible();
  expect(english).toEqual([]);
});

test('the footer switches to English at once, and the choice survives a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const english = watchEnglishChunks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered frame's language is a link (?lang=en); the live frame's is the select.
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('언어 선택').selectOption('en');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Take the test' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'What are learning genes?' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await expect(footer.getByText('Discover how you learn best, from your genes')).toBeVisible();
  await expect(footer.getByLabel('Language')).toHaveValue('en');
  expect(english.length).toBeGreaterThan(0);

  // The shell's modals too.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByLabel('ID or email')).toBeVisible();
  await expect(login.getByRole('button', { name: 'Find your ID' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Take the test' }),
  ).toBeVisible();
  // The reload is English HTML (the cookie), whose prerendered footer links to the Korean page
  // (issue 34); once the code runs, the live select shows English.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '한국어' })).toHaveAttribute(
    'href',
    '?lang=ko',
  );
  await hydrated(page);
  await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en');

  // Back to Korean, at once.
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
});

test('the side menu switches to English on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog', { name: '메뉴' });
  await menu.getByLabel('언어').selectOption('en');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = page.getByRole('dialog', { name: 'Menu' });
  await expect(english.getByRole('link', { name: 'Take the test' })).toBeVisible();
  await expect(english.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(english.getByRole('button', { name: 'Search' })).toBeVisible();
  await english.getByRole('button', { name: 'Close menu' }).click();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('starts in English without being asked', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }),
    ).toBeVisible();
  });
});

test("a member's language follows them to a new device", async ({ page }) => {
  const session = await signUp(newMember());
  const saved = await fetch(`${API_URL}/user/updateLanguage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ language: 'en' }),
  });
  expect(saved.status).toBe(200);

  await signIn(page, session);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en');
});

test('in English, the login modal asks in English and find-account reads in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/typeReport/31');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle('31번 주의 깊은 탐험가 | 진타입');
  await hydrated(page);
  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The document title follows the language at once.
  await expect(page).toHaveTitle('Type 31: Mindful Explorer | GeneType');

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  // Submitted empty: each field says what it needs, in English, and the first one has the focus.
  const id = login.getByLabel('ID or email');
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toBeFocused();
  await expect(login.getByText('Please enter your ID or email.')).toBeVisible();
  await expect(login.getByText('Please enter your password.')).toBeVisible();
  await expect(login).not.toContainText(/[\uAC00-\uD7A3]/);

  await login.getByRole('button', { name: 'Find your ID' }).click();
  const find = page.getByRole('dialog', { name: 'Find your ID' });
  await expect(find.getByRole('button', { name: 'Verify my phone' })).toBeVisible();
  await expect(find).toContainText('First, verify your phone.');
  await expect(find).not.toContainText(/[\uAC00-\uD7A3]/);
  await page.keyboard.press('Escape');
  await expect(find).toBeHidden();

  // The password reset modal too.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(reset.getByRole('button', { name: 'Send reset email' })).toBeVisible();
  await expect(reset).not.toContainText(/[\uAC00-\uD7A3]/);
});
