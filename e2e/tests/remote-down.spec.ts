// Containment (issue §2): a remote whose server is down leaves the frame and every other
// area working, shows a Korean message with a retry, and the retry works once it is back.
import { expect, test } from './support/test';
import { firstUse, startApp, stopApp } from './support/site';

test('with mf-questionnaire down, the rest of the site works and 다시 시도 recovers', async ({
  page,
}) => {
  const main = page.locator('#app-main');
  const fallback = main.getByRole('heading', { name: '이 화면을 불러오지 못했어요' });
  const retry = main.getByRole('button', { name: '다시 시도' });
  const header = page.locator('#frame-header');

  await stopApp('mf-questionnaire');
  try {
    await page.goto('/questions');
    // The composer may still serve the demo's prerendered HTML from its last copy; the page's code
    // starts when the visitor first uses it, and only then finds the module down.
    await firstUse(page);
    await expect(fallback).toBeVisible();
    await expect(retry).toBeVisible();
    await expect(main.getByRole('heading', { name: '유전자 유형 검사' })).toHaveCount(0);
    await expect(header.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('#frame-footer')).toBeVisible();

    // The modal layer still works.
    await header.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Another remote still loads, on the same page.
    await header.getByRole('link', { name: '진타입 홈' }).click();
    await expect(
      page
        .locator('#app-mf-content')
        .getByRole('heading', { level: 1, name: '진타입', exact: true }),
    ).toBeVisible();
    await expect(fallback).toBeHidden();

    // Coming back while it is still down shows the message again.
    await page.goBack();
    await expect(page).toHaveURL(/\/questions$/);
    await expect(fallback).toBeVisible();
  } finally {
    await startApp('mf-questionnaire');
  }

  await retry.click();
  await expect(
    page
      .locator('#app-mf-questionnaire')
      .getByRole('heading', { level: 1, name: '유전자 유형 검사' }),
  ).toBeVisible();
  await expect(fallback).toBeHidden();
});
