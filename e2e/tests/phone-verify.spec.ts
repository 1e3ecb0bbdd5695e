// Phone identity verification (spec §4): the 500×550 popup, the provider's form reached by the
// hidden GET form, the return through /phoneVerifyResponse to the opener's callback.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { completeIdentityCheck, uniquePhone } from './support/identity';

async function openFindAccount(page: Page) {
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '아이디 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '아이디 찾기' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the identity-check popup returns the verified number to the page that opened it', async ({
  page,
}) => {
  const phone = uniquePhone();
  const dialog = await openFindAccount(page);
  // Records the popup's window features (Playwright gives popups the context's viewport).
  await page.evaluate(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __openCalls: unknown[][] }).__openCalls = calls;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return open(...args);
    };
  });
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '휴대폰 본인인증하기' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/local-idp\/checkplus\/service\?m=checkplusService&EncodeData=/);
  const features = await page.evaluate(
    () => (window as unknown as { __openCalls: string[][] }).__openCalls[0]?.[2] ?? '',
  );
  expect(features).toContain('width=500,height=550');
  await expect(popup.getByText('주민등록번호는 묻지 않아요')).toBeVisible();

  const closed = popup.waitForEvent('close');
  await completeIdentityCheck(popup, phone);
  await closed;
  await expect(dialog.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(phone);
});

test('the provider form refuses a number that is not 11 digits', async ({ page }) => {
  const dialog = await openFindAccount(page);
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '휴대폰 본인인증하기' }).click();
  const popup = await popupPromise;
  await completeIdentityCheck(popup, '0101234');
  // The provider's form refuses it before sending (the API re-checks it too).
  const phone = popup.getByLabel('휴대폰 번호 (숫자 11자리)');
  expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
    true,
  );
  await expect(popup).toHaveURL(/\/local-idp\/checkplus\/service\?/);
  await popup.close();
  // Closing the popup simply ends the attempt: the start step is offered again.
  await expect(dialog.getByRole('button', { name: '휴대폰 본인인증하기' })).toBeEnabled();
});

test('/phoneVerifyResponse opened outside the popup explains itself', async ({ page }) => {
  await page.goto('/phoneVerifyResponse?EncodeData=forged');
  await expect(page.getByRole('alert')).toContainText('본인인증 창에서만 열 수 있는 페이지예요');
});
