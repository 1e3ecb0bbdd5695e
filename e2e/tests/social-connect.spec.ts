// Settings → social logins (spec §4 Social link) against the local Kakao and Google providers:
// connect Google through the popup and disconnect it; connect Kakao through /kakao/link; the
// default account of a Kakao-created member cannot be disconnected.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { giveConsents, uniqueDigits } from './support/identity';
import { newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

const socialSection = (page: Page) =>
  page.locator('#settingSection').getByRole('region', { name: '소셜 로그인 연결' });
const row = (page: Page, provider: 'kakao' | 'google') =>
  socialSection(page).locator(`li[data-provider="${provider}"]`);

async function kakaoAccount(page: Page, id: string, email: string) {
  await expect(page).toHaveURL(/\/local-idp\/kakao\/oauth\/authorize\?/);
  await page.getByLabel('회원번호 (숫자)').fill(id);
  await page.getByLabel('닉네임').fill('카카오체험');
  await page.getByLabel('이메일 (비워 두면 제공 안 함)').fill(email);
  await page.getByRole('button', { name: '이 계정으로 로그인' }).click();
}

test('Google: connect through the popup, then disconnect', async ({ page }) => {
  await signedIn(page, await signUp(newMember()));
  await page.goto('/myPage#settingSection');
  await expect(row(page, 'google')).toContainText('연결되지 않음');

  const sub = `g${uniqueDigits()}`;
  const email = `${sub}@example.com`;
  const popupPromise = page.waitForEvent('popup');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await row(page, 'google').getByRole('button', { name: 'Google 연결하기' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('계정 ID').fill(sub);
  await popup.getByLabel('이름').fill('구글 연결');
  await popup.getByLabel('이메일').fill(email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '이 계정으로 계속' }).click();
  await closed;

  await expect(row(page, 'google')).toContainText(email);
  expect(alerts).toContain('Google 계정을 연결했어요.');

  await row(page, 'google').getByRole('button', { name: 'Google 연결 해제' }).click();
  const dialog = page.getByRole('dialog', { name: 'Google 연결 해제' });
  await dialog.getByRole('button', { name: '연결 해제' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'google')).toContainText('연결되지 않음');
  expect(alerts).toContain('연결을 해제했어요.');
});

test('Kakao: connect through /kakao/link and come back to the settings', async ({ page }) => {
  await signedIn(page, await signUp(newMember()));
  await page.goto('/myPage#settingSection');
  const id = uniqueDigits();
  const email = `kakao.${id}@example.com`;
  await row(page, 'kakao').getByRole('button', { name: '카카오 연결하기' }).click();
  await kakaoAccount(page, id, email);
  await expect(page).toHaveURL(/\/myPage#settingSection$/);
  await expect(row(page, 'kakao')).toContainText(email);
});

test('a Kakao-created member cannot disconnect the default account', async ({ page }) => {
  const id = uniqueDigits();
  const email = `kakao.${id}@example.com`;
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, email);
  await expect(page).toHaveURL(/\/marketing$/);
  await giveConsents(page);
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();

  await page.goto('/myPage#settingSection');
  await expect(row(page, 'kakao')).toContainText(email);
  await row(page, 'kakao').getByRole('button', { name: '카카오 연결 해제' }).click();
  await expect(socialSection(page).getByRole('alert')).toHaveText(
    '기본 계정으로 연결된 이메일이라 연결을 해제할 수 없어요.',
  );
  await expect(row(page, 'kakao')).toContainText(email);
});
