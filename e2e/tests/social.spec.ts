// Kakao (authorization code, full-page redirect) and Google (popup, ID token) sign-in against the
// local identity providers, from the login modal to /marketing and back (spec §4).
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { giveConsents, uniqueDigits } from './support/identity';

const header = (page: Page) => page.locator('#frame-header');

async function openLogin(page: Page) {
  await page.goto('/');
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  return page.getByRole('dialog');
}

/** On the local Kakao page: log in with a test account of our own. */
async function kakaoAccount(page: Page, id: string, email: string) {
  await expect(page).toHaveURL(/\/local-idp\/kakao\/oauth\/authorize\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/kakao/login');
  expect(url.searchParams.get('state')).toBeTruthy();
  await page.getByLabel('회원번호 (숫자)').fill(id);
  await page.getByLabel('닉네임').fill('카카오체험');
  await page.getByLabel('이메일 (비워 두면 제공 안 함)').fill(email);
  await page.getByRole('button', { name: '이 계정으로 로그인' }).click();
}

test('Kakao: first sign-in → /marketing → account; logout signs out of Kakao; later sign-in logs straight in', async ({
  page,
}) => {
  const id = uniqueDigits();
  const email = `kakao.${id}@example.com`;

  await (await openLogin(page)).getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, email);

  await expect(page).toHaveURL(/\/marketing$/);
  const main = page.locator('#app-mf-account');
  await expect(
    main.getByRole('heading', { level: 1, name: '가입을 마무리해 주세요' }),
  ).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await giveConsents(page);

  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  const kakaoToken = await page.evaluate(() => localStorage.getItem('kakaoAccessToken'));
  expect(kakaoToken).toBeTruthy();

  // Spec §7: POST, Bearer provider token, form-urlencoded; then the token is forgotten.
  const providerLogout = page.waitForRequest(
    (request) =>
      request.url().includes('/local-idp/kakao/v1/user/logout') && request.method() === 'POST',
  );
  await header(page).getByRole('button', { name: '로그아웃' }).click();
  const request = await providerLogout;
  expect(request.headers().authorization).toBe(`Bearer ${kakaoToken}`);
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  await expect(page).toHaveURL(/\/\?mode=hide$/);
  expect(await page.evaluate(() => localStorage.getItem('kakaoAccessToken'))).toBeNull();

  await (await openLogin(page)).getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, email);
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/marketing/);
});

test('Kakao account without an e-mail: /marketing asks for one', async ({ page }) => {
  const id = uniqueDigits();
  await (await openLogin(page)).getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, '');
  await expect(page).toHaveURL(/\/marketing$/);
  const main = page.locator('#app-mf-account');
  await main.getByLabel('이메일').fill(`noemail.${id}@example.com`);
  await giveConsents(page);
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
});

test('a Kakao return with a forged state is refused', async ({ page }) => {
  await page.goto('/kakao/login?code=whatever&state=login.forged');
  await expect(page.getByRole('alert')).toContainText('로그인 요청을 확인할 수 없어요');
  await expect(header(page).getByRole('button', { name: '로그인', exact: true })).toBeVisible();
});

test('Google: popup account choice → /marketing → account; later popup sign-in logs in', async ({
  page,
}) => {
  const sub = `g${uniqueDigits()}`;
  const email = `${sub}@example.com`;

  const signInWithPopup = async () => {
    const dialog = await openLogin(page);
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Google로 로그인' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: '계정 선택' })).toBeVisible();
    const url = new URL(popup.url());
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    await popup.getByLabel('계정 ID').fill(sub);
    await popup.getByLabel('이름').fill('구글 체험');
    await popup.getByLabel('이메일').fill(email);
    // The callback page closes the popup at once: listen before it can happen.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: '이 계정으로 계속' }).click();
    await closed;
  };

  await signInWithPopup();
  await expect(page).toHaveURL(/\/marketing$/);
  expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('google');
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
  await expect(page.locator('#app-mf-account').getByText(email)).toBeVisible();
  await giveConsents(page);
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();

  await header(page).getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/\?mode=hide$/);
  await signInWithPopup();
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/marketing/);
});

test('Google: closing the popup shows the alert', async ({ page }) => {
  const dialog = await openLogin(page);
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Google로 로그인' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: '계정 선택' })).toBeVisible();
  const alert = page.waitForEvent('dialog');
  await popup.close();
  const shown = await alert;
  expect(shown.message()).toContain('Google 로그인을 마치지 못했어요');
  await shown.accept();
  await expect(dialog.getByRole('button', { name: 'Google로 로그인' })).toBeEnabled();
});
