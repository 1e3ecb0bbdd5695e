// Sign-up through the API, login and logout in the browser, and the 401 rule of spec §7/§8.
import { expect, test } from './support/test';
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

test('a wrong password opens the error modal with the server message', async ({ page }) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill('Wrong!pass1');
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  const error = page.getByRole('dialog', { name: '로그인할 수 없어요' });
  await expect(error.getByText('아이디 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await error.getByRole('button', { name: '확인' }).click();
  await expect(error).toBeHidden();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
});

for (const [situation, answer] of [
  ['the API is unreachable', 'abort'],
  ['the API answers 503', 503],
  ['the API answers 429', 429],
] as const) {
  test(`the login-failed modal opens when ${situation}`, async ({ page }) => {
    await page.route(`${API_URL}/user/login`, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      if (answer === 'abort') return route.abort('connectionrefused');
      return route.fulfill({
        status: answer,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': 'http://localhost:3000' },
        body: JSON.stringify({ message: '잠시 후 다시 시도해 주세요.' }),
      });
    });
    const member = newMember();
    await page.goto('/');
    await page
      .locator('#frame-header')
      .getByRole('button', { name: '로그인', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
    await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();

    const failed = page.getByRole('dialog', { name: '로그인에 실패했어요' });
    await expect(failed).toBeVisible();
    for (const name of ['취소', '다음', '아이디 찾기', '비밀번호 재설정']) {
      await expect(failed.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await failed.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  });
}

test('an expired session shows the session-expired modal, whose button opens the login', async ({
  page,
}) => {
  const member = newMember();
  const session = await signUp(member);
  await page.goto('/');
  // A session revoked elsewhere, with an access token the server no longer accepts.
  await fetch(`${API_URL}/user/logout`, {
    method: 'POST',
    headers: { 'x-refresh-token': session.refreshToken },
  });
  await page.evaluate((refreshToken) => {
    localStorage.setItem('token', 'expired.access.token');
    localStorage.setItem('refreshToken', refreshToken);
  }, session.refreshToken);
  await page.goto('/typeReport');

  const expired = page.getByRole('dialog', { name: '다시 로그인해 주세요' });
  await expect(
    expired.getByText('로그인 세션이 만료되었습니다. 다시 로그인해 주세요.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/(\?.*)?$/);
  await expired.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
});

test('a 500 from the API takes the member to /500 through the router (spec §8)', async ({
  page,
}) => {
  await page.route(`${API_URL}/user/getUser`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': 'http://localhost:3000' },
          body: JSON.stringify({ message: '서버 오류가 발생했습니다.' }),
        })
      : route.continue(),
  );
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'some.access.token'));
  await page.goto('/typeReport');
  await expect(page).toHaveURL(/\/500$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
