// Sign-up through the API, login and logout in the browser, the session's refresh cookie
// (renewal, rotation, migration from storage), and the 401 rule of spec §7/§8.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  API_URL,
  REFRESH_COOKIE,
  expiredCopy,
  newMember,
  openWithDeadSession,
  plantSession,
  refreshCookie,
  refreshWith,
  signIn,
  signUp,
  storedSession,
} from './support/site';
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
  // The refresh token is out of page script's reach: an HttpOnly cookie of the API, sent only to
  // its refresh path, and nowhere in storage.
  expect(session.refreshToken).toBeNull();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  const cookie = await refreshCookie(page);
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/user/refresh',
    domain: 'localhost',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain(REFRESH_COOKIE);

  // The session survives a reload (the stored token loads the user again).
  await page.reload();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await header.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/\?mode=hide$/);
  await expect(page.getByText('로그아웃했어요.')).toBeVisible();
  await expect(header.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
  // Logout dropped the cookie, and the session it held is over on the server.
  expect(await refreshCookie(page)).toBeUndefined();
  expect((await refreshWith(cookie!.value)).status).toBe(401);
});

test('an expired access token is renewed through the refresh cookie without the member noticing', async ({
  page,
}) => {
  const session = await signUp(newMember());
  // Fifteen minutes after a login, the member comes back: the stored access token has expired.
  // (Not signIn() and then the swap: the home page signIn() starts may still be checking the live
  // token when it is swapped, and renew the session itself — before the wait below listens, or cut
  // off by the navigation to /typeReport.)
  await plantSession(page, { ...session, token: expiredCopy(session.token) });

  const renewal = page.waitForResponse(
    (response) => response.url() === `${API_URL}/user/refresh` && response.status() === 204,
  );
  await page.goto('/typeReport');
  await renewal;
  const header = page.locator('#frame-header');
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page.locator('[data-modal="sessionExpired"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/typeReport$/);

  // A new access token in storage, a rotated refresh token in the cookie; the old one is spent.
  const renewed = await storedSession(page);
  expect(renewed.token).toBeTruthy();
  // Unexpired. (Not compared with the sign-up's token: issued in the same second for the same
  // session, a renewed token can be byte-for-byte the same.)
  const { exp } = JSON.parse(
    Buffer.from(String(renewed.token).split('.')[1] ?? '', 'base64url').toString(),
  ) as { exp: number };
  expect(exp * 1000).toBeGreaterThan(Date.now());
  expect(renewed.refreshToken).toBeNull();
  const rotated = (await refreshCookie(page))?.value;
  expect(rotated).toBeTruthy();
  expect(rotated).not.toBe(session.refreshToken);
});

test('two tabs renewing at once both stay signed in', async ({ context }) => {
  const session = await signUp(newMember());
  const first = await context.newPage();
  await signIn(first, session);
  await first.evaluate((token) => localStorage.setItem('token', token), expiredCopy(session.token));
  const second = await context.newPage();

  await Promise.all([first.goto('/typeReport'), second.goto('/typeReport')]);
  for (const page of [first, second]) {
    await expect(
      page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
    ).toBeVisible();
    await expect(page.locator('[data-modal="sessionExpired"]')).toHaveCount(0);
  }
  await first.reload();
  await expect(
    first.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
});

test('a session kept by an earlier release in localStorage moves to the cookie without a logout', async ({
  page,
}) => {
  const member = newMember();
  const session = await signUp(member);
  await page.goto('/');
  // What an earlier release left: both tokens in localStorage, no cookie.
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, session);
  expect(await refreshCookie(page)).toBeUndefined();

  const migration = page.waitForRequest(
    (request) =>
      request.url() === `${API_URL}/user/refresh` &&
      request.headers()['x-refresh-token'] === session.refreshToken,
  );
  await page.reload();
  await migration;
  await expect(
    page.locator('#frame-header').getByRole('link', { name: `${member.userId}님의 마이페이지` }),
  ).toBeVisible();
  await expect.poll(async () => (await storedSession(page)).refreshToken).toBeNull();
  const cookie = await refreshCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.value).not.toBe(session.refreshToken);

  // Sent once: later visits use the cookie alone.
  const again: string[] = [];
  page.on('request', (request) => {
    const legacy = request.headers()['x-refresh-token'];
    if (legacy) again.push(legacy);
  });
  await page.reload();
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
  expect(again).toEqual([]);
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

test('a session ended elsewhere stops at once: its access token alone gets 401 Not authenticated → logged out, at /', async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await logIn(page, member);
  const { token } = await storedSession(page);

  // Another tab logs out (or the password changes): the access token is still within its
  // lifetime, yet the API refuses it from now on.
  const revoked = await fetch(`${API_URL}/user/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(revoked.status).toBe(200);

  const unauthenticated = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${API_URL}/user/getUser`) &&
      response.request().method() === 'GET' &&
      response.status() === 401,
  );
  await page.goto('/typeReport');
  expect(await (await unauthenticated).json()).toEqual({ message: 'Not authenticated' });

  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/(\?.*)?$/);
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }),
  ).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
  await expect(
    page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '진타입', exact: true }),
  ).toBeVisible();
});

test('a wrong password keeps the login open: the server message, the ID kept, the password to retype', async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill('Wrong!pass1');
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않아요.');
  await expect(dialog.getByLabel('아이디 또는 이메일')).toHaveValue(member.userId);
  await expect(dialog.getByLabel('비밀번호', { exact: true })).toBeFocused();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
  // The right password, typed where the focus already is, logs in.
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
});

for (const [situation, answer] of [
  ['the API is unreachable', 'abort'],
  ['the API answers 503', 503],
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
  await openWithDeadSession(page, session, '/typeReport');

  const expired = page.getByRole('dialog', { name: '다시 로그인해 주세요' });
  await expect(
    expired.getByText('로그인 세션이 만료되었어요. 다시 로그인해 주세요.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/(\?.*)?$/);
  await expired.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
  // The refusal also dropped the dead cookie.
  expect(await refreshCookie(page)).toBeUndefined();
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
          body: JSON.stringify({ message: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' }),
        })
      : route.continue(),
  );
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'some.access.token'));
  await page.goto('/typeReport');
  await expect(page).toHaveURL(/\/500$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
