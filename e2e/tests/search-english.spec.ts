// Search in English (issue 18): a visitor switches to English from the footer or the side menu,
// and the popup suggests English words, the results page searches the English content (real API,
// Accept-Language), marks the English words it matched and opens the right English page. Switching
// back to Korean on the results page, without a reload, brings the Korean results.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrated } from './support/site';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
// A language switch loads every app's English chunk, and the first English search may still find
// the API building its English index: on a loaded machine that takes longer than the defaults.
const SLOW = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

const searchApp = (page: Page) => page.locator('#app-mf-search');
const popup = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const results = (page: Page) => searchApp(page).getByTestId('search-result');

async function openPopup(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(popup(page).getByRole('searchbox', { name: 'Search' })).toBeVisible(SLOW);
}

test('footer → English → a suggested word → English results → the gene page it names', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', SLOW);

  await openPopup(page);
  const suggested = popup(page).getByRole('region', { name: 'Suggested searches' });
  await expect(suggested.getByRole('button')).toHaveText(
    [
      'creativity',
      'stamina',
      'motivation',
      'empathy',
      'competition',
      'goals',
      'sensitivity',
      'focus',
      'friendships',
    ].map((word) => `#${word}`),
  );
  await suggested.getByRole('button', { name: '#creativity' }).click();

  await expect(page).toHaveURL(/\/search$/);
  await expect(searchApp(page).getByRole('status')).toContainText(
    /results? for ‘creativity’/,
    SLOW,
  );
  const first = results(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('The creativity gene (DRD4)');
  await expect(first).toContainText('Gene types');
  // The words it matched are marked as written (Creativity, creative …), never Korean.
  const marks = await first.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark).toMatch(/^creativ/i);
  expect(await searchApp(page).innerText()).not.toMatch(HANGUL);

  await first.getByRole('link', { name: 'Read more about The creativity gene (DRD4)' }).click();
  await expect(page).toHaveURL(/\/geneType\/creative-behaviour$/);
  await expect(page.locator('#app-mf-content').getByRole('tab', { selected: true })).toHaveText(
    'Creativity gene',
  );
});

test('side menu → English on a phone → plurals, a type code, recent searches, back to Korean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('dialog', { name: '메뉴' }).getByLabel('언어').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', SLOW);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  // A plural finds the pages that say friend, friends, friend's …, each marked as a whole word.
  const input = searchApp(page).getByRole('searchbox', { name: 'Search' });
  await input.fill('friends');
  await expect(searchApp(page).getByRole('status')).toContainText(
    /\d+ results for ‘friends’/,
    SLOW,
  );
  await expect(results(page)).toHaveCount(10);
  const marks = await searchApp(page).locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks)
    expect(mark.toLowerCase()).toMatch(
      /^(friend|friends|friend['’]s|buddy|buddies|friendships?|peers?|classmates?)$/,
    );
  expect(await searchApp(page).innerText()).not.toMatch(HANGUL);

  // A typo is forgiven, and the words it meant are marked.
  await input.fill('patince');
  await expect(searchApp(page).getByRole('status')).toContainText(
    /\d+ results? for ‘patince’/,
    SLOW,
  );
  const meant = await searchApp(page).locator('mark').allTextContents();
  expect(meant.length).toBeGreaterThan(0);
  for (const mark of meant) expect(mark).toMatch(/^patien/i);

  // A type code opens its English report.
  await input.fill('II-A-44-SS');
  const report = results(page).first();
  await expect(report.getByRole('heading', { level: 2 })).toHaveText('Type 1 · Careful Seeker');
  await expect(report.locator('mark').first()).toHaveText('II-A-44-SS');

  // The results follow the language at once, the query kept.
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(/^1번 /);
  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
    'Type 1 · Careful Seeker',
  );

  // Recent searches kept what was searched, newest first.
  await openPopup(page);
  const recent = popup(page).getByTestId('recent-searches').getByRole('listitem');
  await expect(recent.first()).toHaveText(/ii-a-44-ss/i);
  await expect(popup(page).getByRole('button', { name: 'friends', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await results(page)
    .first()
    .getByRole('link', { name: /^Read more about Type 1/ })
    .click();
  await expect(page).toHaveURL(/\/typeReport\/1$/);
  await expect(
    page
      .locator('#app-mf-content')
      .getByRole('heading', { level: 1, name: 'Type 1 · Careful Seeker' }),
  ).toBeVisible(SLOW);
});
