// Every section of /geneType and /learningGene at its own address (issue 38, item 1): opened by its
// address, it survives a reload; its tabs are links that switch the section and replace the history
// entry (back leaves the page); an address naming no section is not found; and without JavaScript
// a section is read from the HTML and a tab link opens the next one.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrated } from './support/site';

const SITE = 'http://localhost:3000';

const content = (page: Page) => page.locator('#app-mf-content');
const selectedTab = (page: Page) => content(page).getByRole('tab', { selected: true });
const sectionHeading = (page: Page, name: string) =>
  content(page).getByRole('heading', { level: 2, name, exact: true });

test('a /learningGene section opened by its address survives a reload; tabs switch it in place', async ({
  page,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  const response = await page.goto('/learningGene/research');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(selectedTab(page)).toContainText('탄생과 연구');
  await expect(sectionHeading(page, '진타입은 이렇게 탄생했어요')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(selectedTab(page)).toContainText('탄생과 연구');
  await expect(sectionHeading(page, '진타입은 이렇게 탄생했어요')).toBeVisible();

  const entries = await page.evaluate(() => window.history.length);
  await content(page)
    .getByRole('tab', { name: /검사 방법과 의미/ })
    .click();
  await expect(page).toHaveURL(/\/learningGene\/test-method$/);
  await expect(content(page).getByText('샘플 검사를 함께했을 때 정확도: 99.9%')).toBeVisible();
  await content(page)
    .getByRole('tab', { name: /소개와 이해/ })
    .click();
  await expect(page).toHaveURL(/\/learningGene$/);
  await expect(sectionHeading(page, '학습 유전자란 무엇일까요?')).toBeVisible();
  // Switching sections replaced the entry each time.
  expect(await page.evaluate(() => window.history.length)).toBe(entries);

  // Back leaves the page; forward returns to the address the entry holds: the first section.
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/learningGene$/);
  await expect(selectedTab(page)).toContainText('소개와 이해');
});

test('a /geneType section by its address; a detail link opens another and scrolls to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/geneType/emotion');
  await hydrated(page);
  await expect(selectedTab(page)).toHaveText('감정 유전자');
  await expect(sectionHeading(page, '감정 유전자 (5-HTT)')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE}/geneType/emotion`,
  );

  await content(page).getByRole('tab', { name: '유형 종류' }).click();
  await expect(page).toHaveURL(/\/geneType$/);
  await expect(sectionHeading(page, '54가지 학습 유전자 유형')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await content(page)
    .getByRole('link', { name: /애착 유전자 자세히 보기/ })
    .click();
  await expect(page).toHaveURL(/\/geneType\/attachment$/);
  await expect(selectedTab(page)).toHaveText('애착 유전자');
  // Seed §2's scroll: 500 px on a wide screen, not undone by the shell's scroll to the top.
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);

  await page.reload();
  await hydrated(page);
  await expect(selectedTab(page)).toHaveText('애착 유전자');
});

test('an address that names no section is not found', async ({ page }) => {
  for (const path of ['/geneType/types', '/geneType/nope', '/learningGene/2']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await hydrated(page);
    await expect(
      page
        .locator('#app-shell')
        .getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a section is read from the HTML, and a tab link opens the next one', async ({ page }) => {
    await page.goto('/learningGene');
    await expect(sectionHeading(page, '학습 유전자란 무엇일까요?')).toBeVisible();
    await content(page)
      .getByRole('tab', { name: /탄생과 연구/ })
      .click();
    await expect(page).toHaveURL(/\/learningGene\/research$/);
    await expect(sectionHeading(page, '진타입은 이렇게 탄생했어요')).toBeVisible();
    await expect(selectedTab(page)).toContainText('탄생과 연구');
    await expect(content(page).getByText(/절반씩 물려받아요/)).toBeVisible();

    await page.goto('/geneType');
    await content(page).getByRole('tab', { name: '감정 유전자' }).click();
    await expect(page).toHaveURL(/\/geneType\/emotion$/);
    await expect(sectionHeading(page, '감정 유전자 (5-HTT)')).toBeVisible();
    await content(page).getByRole('tab', { name: '유형 종류' }).click();
    await expect(page).toHaveURL(/\/geneType$/);
    await content(page)
      .getByRole('link', { name: /창의성 유전자 자세히 보기/ })
      .click();
    await expect(page).toHaveURL(/\/geneType\/creative-behaviour$/);
    await expect(selectedTab(page)).toHaveText('창의성 유전자');
  });
});
