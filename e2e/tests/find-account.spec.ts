// Find account (spec §4): phone verification → the verified number → the found e-mail and user ID
// → log in with the chosen one, pre-filled and read-only; or the not-found step.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { completeIdentityCheck, uniquePhone, verifyPhoneThroughApi } from './support/identity';
import { newMember, signUp } from './support/site';

async function findByPhone(page: Page, phone: string): Promise<Locator> {
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '아이디 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '아이디 찾기' });
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '휴대폰 본인인증하기' }).click();
  await completeIdentityCheck(await popupPromise, phone);
  await expect(dialog.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(phone);
  return dialog;
}

test('finds the account of the verified number and logs in with the chosen user ID', async ({
  page,
}) => {
  const member = newMember();
  const session = await signUp(member);
  const phone = uniquePhone();
  await verifyPhoneThroughApi(session.token, phone);

  const dialog = await findByPhone(page, phone);
  await dialog.getByRole('textbox', { name: '휴대폰 번호' }).fill('0101234');
  await dialog.getByRole('button', { name: '계정 찾기' }).click();
  await expect(dialog.getByText('정확한 휴대폰 번호를 입력해 주세요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await dialog.getByRole('button', { name: '계정 찾기' }).click();

  await expect(dialog.getByRole('radio', { name: new RegExp(member.email) })).toBeVisible();
  await dialog.getByRole('button', { name: '이 계정으로 로그인' }).click();
  await expect(dialog.getByText('위 항목 중 하나를 선택해 주세요.')).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(member.userId) }).check();
  await dialog.getByRole('button', { name: '이 계정으로 로그인' }).click();

  const login = page.getByRole('dialog', { name: '로그인' });
  const identifier = login.getByLabel('아이디 또는 이메일');
  await expect(identifier).toHaveValue(member.userId);
  await expect(identifier).toHaveAttribute('readonly', '');
  await login.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
});

test('an unknown number ends in the not-found step, with retry and password reset', async ({
  page,
}) => {
  const dialog = await findByPhone(page, uniquePhone());
  await dialog.getByRole('button', { name: '계정 찾기' }).click();
  await expect(dialog.getByText('이 휴대폰 번호로 가입된 계정이 없어요.')).toBeVisible();
  await dialog.getByRole('button', { name: '처음부터 다시 하기' }).click();
  await expect(dialog.getByRole('button', { name: '휴대폰 본인인증하기' })).toBeVisible();
});
