// Settings → social logins (spec §4 Social link) against the local Kakao and Google providers:
// connect Google through the popup and disconnect it; connect Kakao through /kakao/link; the
// default account of a Kakao-created member cannot be disconnected.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { kakaoAccount, signUpWithKakao, uniqueDigits } from './support/identity';
import { newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

const socialSection = (page: Page) =>
  page.locator('#settingSection').getByRole('region', { name: '소셜 로그인 연결' });
const row = (page: Page, provider: 'kakao' | 'google') =>
  socialSection(page).locator(`li[data-provider="${provider}"]`);

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
  await signUpWithKakao(page, id, email);

  await page.goto('/myPage#settingSection');
  await expect(row(page, 'kakao')).toContainText(email);
  await row(page, 'kakao').getByRole('button', { name: '카카오 연결 해제' }).click();
  await expect(socialSection(page).getByRole('alert')).toHaveText(
    '기본 계정으로 연결된 이메일이라 연결을 해제할 수 없어요.',
  );
  await expect(row(page, 'kakao')).toContainText(email);
});
