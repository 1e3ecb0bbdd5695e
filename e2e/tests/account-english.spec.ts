// mf-account in English (issue 18): a member switches to English in My page settings, reads My
// page and its settings in English, gets an English validation message from the password form,
// and is still in English after a reload; the choice is saved to the account.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { API_URL, newMember, signIn, signUp } from './support/site';

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** A region's text with no Korean left (the language choice names 한국어 in Korean, on purpose). */
async function expectNoKorean(region: Locator): Promise<void> {
  const text = (await region.innerText()).replace('한국어', '');
  expect(text.match(new RegExp(`.{0,30}${HANGUL.source}.{0,30}`))?.[0] ?? null).toBeNull();
}

test('a member reads My page and settings in English, and the choice sticks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await signUp(newMember());
  await signIn(page, session);

  // Korean first; the settings tab has the language choice.
  await page.goto('/myPage#settingSection');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  const settings = page.locator('#settingSection');
  await settings.getByLabel('언어').selectOption('en');

  // At once, without a reload.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(settings.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(settings.getByRole('heading', { name: 'My details' })).toBeVisible();
  await expect(settings.getByLabel('Nickname')).toBeVisible();
  await expect(settings.getByLabel('Mobile number')).toBeVisible();
  await expect(settings.getByLabel('Language')).toHaveValue('en');
  await expect(settings.getByRole('heading', { name: 'Social logins' })).toBeVisible();
  await expect(
    settings.getByRole('heading', { name: 'Delete account', exact: true }),
  ).toBeVisible();
  await expectNoKorean(settings);

  // A bad new password: the form's own message, in English.
  await settings.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('Genetype!2345');
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password').fill('short');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    dialog.getByText(
      'Your password must be 8–16 characters and include a letter, a number and a symbol.',
    ),
  ).toBeVisible();
  await expectNoKorean(dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The overview tab.
  await page.getByRole('tab', { name: 'My tests' }).click();
  const overview = page.locator('#outlineSection');
  await expect(overview.getByRole('heading', { name: 'My test progress' })).toBeVisible();
  await expect(overview.getByText("You haven't taken the GeneType test yet.")).toBeVisible();
  await expect(overview.getByRole('heading', { name: 'People you answered for' })).toBeVisible();
  await expect(overview.getByLabel('How are they related to you?')).toBeVisible();
  await expectNoKorean(overview);

  // Saved to the account (the shell saves a member's choice).
  await expect
    .poll(async () => {
      const response = await fetch(`${API_URL}/user/getUser`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      return ((await response.json()) as { language?: string }).language;
    })
    .toBe('en');

  // Still English after a reload.
  await page.goto('/myPage#settingSection');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
  await expect(page.locator('#settingSection').getByLabel('Language')).toHaveValue('en');
  await expect(
    page.locator('#settingSection').getByRole('heading', { name: 'My details' }),
  ).toBeVisible();
});
