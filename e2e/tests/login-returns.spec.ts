// Issue 17, "Returns where it should": the page a login returns to keeps its query and hash, is
// forgotten when the login is closed unused, and is the page a session ended on; a wrong password
// and the login rate limit are answered inside the login form.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { API_URL, newMember, openWithDeadSession, signUp } from './support/site';
import type { Member } from './support/site';

const header = (page: Page) => page.locator('#frame-header');

async function fillLogin(page: Page, member: Member, password = member.password) {
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  return dialog;
}

test('a visitor sent to log in from /myPage#settingSection comes back to the settings tab', async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/myPage?from=mail#settingSection');
  // The members-only page sends the visitor home, where the login opens by itself.
  const dialog = await fillLogin(page, member);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/myPage\?from=mail#settingSection$/);
  await expect(page.getByRole('tab', { name: '설정' })).toHaveAttribute('aria-selected', 'true');
});

test('a login closed unused is forgotten: a later login from /typeReport/12 stays there', async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/myPage');
  const asked = page.getByRole('dialog', { name: '로그인' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: '닫기' }).click();
  await expect(asked).toBeHidden();

  await page.goto('/typeReport/12');
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  await expect(await fillLogin(page, member)).toBeHidden();
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).toHaveURL(/\/typeReport\/12$/);
});

test('after a session expiry the member logs in again and returns to the page they were on', async ({
  page,
}) => {
  const member = newMember();
  const session = await signUp(member);
  await openWithDeadSession(page, session, '/typeReport/7?view=all#strengths');
  const expired = page.getByRole('dialog', { name: '다시 로그인해 주세요' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: '로그인' }).click();
  await expect(await fillLogin(page, member)).toBeHidden();
  await expect(page).toHaveURL(/\/typeReport\/7\?view=all#strengths$/);
});

test('the rate limit is told in the login form, with when to try again', async ({ page }) => {
  // Eleven logins, each a full password check: more than the default 30 s under load.
  test.setTimeout(120_000);
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  // Ten wrong passwords a minute for one ID from one address are allowed (LOGIN_RATE_LIMIT).
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await fillLogin(page, member, 'Wrong!pass1');
    await expect(dialog.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않아요.');
  }
  const limited = page.waitForResponse(
    (response) => response.url() === `${API_URL}/user/login` && response.status() === 429,
  );
  await fillLogin(page, member, 'Wrong!pass1');
  await limited;
  await expect(dialog.getByRole('alert')).toHaveText(
    /^로그인 시도가 너무 많아요\. \d+(초|분) 뒤에 다시 시도해 주세요\.$/,
  );
  await expect(page.getByRole('dialog', { name: '로그인에 실패했어요' })).toHaveCount(0);
  await expect(dialog.getByLabel('아이디 또는 이메일')).toHaveValue(member.userId);
});

test('a member who signed in on this browser before still gets in while strangers have locked the account', async ({
  page,
}) => {
  // Thirty refused logins to lock the account, each a (cheap) password check.
  test.setTimeout(120_000);
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  await expect(await fillLogin(page, member)).toBeHidden();
  // The login answer left the device cookie with the browser, for the API's login call only.
  const device = (await page.context().cookies(`${API_URL}/user/login`)).find(
    (cookie) => cookie.name === 'genetype_device',
  );
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  await header(page).getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('로그아웃했어요.')).toBeVisible();

  // Strangers guess the password until the account is locked for every client without the cookie
  // (30 in 10 minutes per account, LOGIN_ACCOUNT_RATE_LIMIT), the right password included.
  const tryLogin = (password: string) =>
    fetch(`${API_URL}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: member.userId, password }),
    });
  for (let attempt = 0; attempt < 30; attempt += 1) await tryLogin('Wrong!pass1');
  expect((await tryLogin(member.password)).status).toBe(429);

  // The owner's browser sends its device cookie with the login form's call: in.
  await page.goto('/');
  const answered = page.waitForResponse((response) => response.url() === `${API_URL}/user/login`);
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  await expect(await fillLogin(page, member)).toBeHidden();
  expect((await answered).status()).toBe(200);
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
});
