// Sign-up through the API, login and logout in the browser, and the 401 rule of spec §7/§8.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_URL, newMember, signUp, storedSession } from './support/site';
import type { Member } from './support/site';

async function logIn(page: Page, member: Member, identifier = member.userId) {
  const header = page.locator('#frame-header');
  await header.getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('아이디 또는 이메일').fill(identifier);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

test('a member signed up through the API logs in and out in the browser', async ({ page }) => {
  const member = newMember();
  await signUp(member);

  await page.goto('/');
  await logIn(page, member);

  const header = page.locator('#frame-header');
  // No nickname yet: the navbar shows the user ID, linking to the member's page.
  await expect(header.getByRole('link', { name: `${member.userId}님의 마이페이지` })).toBeVisible();
  await expect(header.getByText(member.userId, { exact: true })).toBeVisible();
  const session = await storedSession(page);
  expect(session.token).toBeTruthy();
  expect(session.refreshToken).toBeTruthy();

  // The session survives a reload (the stored tokens load the user again).
  await page.reload();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await header.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/\?mode=hide$/);
  await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();
  await expect(header.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
});

test('a member can log in with their e-mail address', async ({ page }) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await logIn(page, member, member.email);
  await expect(
    page.locator('#frame-header').getByRole('link', { name: `${member.userId}님의 마이페이지` }),
  ).toBeVisible();
});

test('a session revoked on the server is cleared: 401 Not authenticated → logged out, at /', async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await logIn(page, member);
  const { token, refreshToken } = await storedSession(page);

  // Revoke the session from elsewhere (another tab logging out, an operator)…
  const revoked = await fetch(`${API_URL}/user/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token ?? ''}`, 'x-refresh-token': refreshToken ?? '' },
  });
  expect(revoked.status).toBe(200);
  // …and let the short-lived access token be one the server no longer accepts, so only the
  // revoked refresh token could have kept the member signed in.
  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));

  const unauthenticated = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${API_URL}/user/getUser`) &&
      response.request().method() === 'GET' &&
      response.status() === 401,
  );
  await page.goto('/typeReport');
  await unauthenticated;

  // What the browser was told: the API's 401 'Not authenticated' for exactly these credentials.
  const check = await fetch(`${API_URL}/user/getUser`, {
    headers: {
      Authorization: 'Bearer expired.access.token',
      'x-refresh-token': refreshToken ?? '',
    },
  });
  expect(check.status).toBe(401);
  expect(((await check.json()) as { message?: string }).message).toBe('Not authenticated');

  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/(\?.*)?$/);
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }),
  ).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
  await expect(
    page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '진타입', exact: true }),
  ).toBeVisible();
});
