// A stored session whose check (/user/getUser) does not answer (issue 17, item 2): the member is
// never shown as logged out or as a visitor. The navbar and the page show a loader, then, after
// the time-out, a Korean message with "다시 시도"; the retry succeeds once the API answers.
import { expect, test } from './support/test';
import type { Page, Route } from '@playwright/test';
import { API_URL, newMember, signIn, signUp } from './support/site';

const GET_USER = `${API_URL}/user/getUser`;

/** getUser never answers (the client's 8 s time-out ends it). Returns the cure. */
async function hangGetUser(page: Page) {
  const held: Route[] = [];
  const handler = (route: Route) => void held.push(route);
  await page.route(GET_USER, handler);
  return async () => {
    // Dropped first: unrouting would let the held requests through to the server.
    await Promise.all(held.map((route) => route.abort('connectionreset').catch(() => {})));
    await page.unroute(GET_USER, handler);
  };
}

async function memberWithStoredSession(page: Page) {
  const member = newMember();
  await signIn(page, await signUp(member));
  return member;
}

const header = (page: Page) => page.locator('#frame-header');
const loginButton = (page: Page) =>
  header(page).getByRole('button', { name: '로그인', exact: true });
const UNKNOWN = '회원 정보를 확인하지 못했어요';

test('/result?type=A with getUser slower than its time-out: loader, then 다시 시도 that works', async ({
  page,
}) => {
  await memberWithStoredSession(page);
  const cure = await hangGetUser(page);
  const area = page.locator('#app-mf-questionnaire');

  const started = Date.now();
  await page.goto('/result?type=A');
  await expect(
    area.getByRole('status').filter({ hasText: '회원 정보를 확인하고 있어요' }),
  ).toBeVisible();
  // The navbar keeps the member's place while the session is checked: no 로그인.
  await expect(
    header(page).getByRole('status', { name: '회원 정보를 확인하고 있어요' }),
  ).toBeVisible();
  await expect(loginButton(page)).toHaveCount(0);

  // After the 8 s time-out: the message with 다시 시도, still no 로그인 and no login modal.
  await expect(area.getByRole('heading', { name: UNKNOWN })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(14_000);
  await expect(header(page).getByRole('button', { name: '회원 정보 다시 시도' })).toBeVisible();
  await expect(loginButton(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/result\?type=A$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The API answers again: 다시 시도 brings the result page and the member's navbar.
  await cure();
  await area.getByRole('button', { name: '다시 시도' }).click();
  await expect(
    area.getByText('아직 A 유형 검사를 마치지 않았어요', { exact: false }),
  ).toBeVisible();
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
});

test('/questions with getUser failing on the network: never the visitor demo, and 다시 시도 opens the test', async ({
  page,
}) => {
  await memberWithStoredSession(page);
  await page.route(GET_USER, (route) => route.abort('connectionrefused'));
  const area = page.locator('#app-mf-questionnaire');

  await page.goto('/questions');
  await expect(area.getByRole('heading', { name: UNKNOWN })).toBeVisible();
  await expect(area.getByRole('heading', { level: 1, name: '유전자 유형 검사' })).toHaveCount(0);
  await expect(loginButton(page)).toHaveCount(0);

  // Still down: the retry ends in the message again.
  await area.getByRole('button', { name: '다시 시도' }).click();
  await expect(area.getByRole('heading', { name: UNKNOWN })).toBeVisible();

  await page.unroute(GET_USER);
  // The navbar's own retry checks the session for the whole page.
  await header(page).getByRole('button', { name: '회원 정보 다시 시도' }).click();
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(area.getByRole('heading', { level: 1, name: 'A 유형 · 지구력 검사' })).toBeVisible();
});

test('a 401 on getUser is still a logout (spec §8)', async ({ page }) => {
  await memberWithStoredSession(page);
  await page.route(GET_USER, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': 'http://localhost:3000' },
      body: JSON.stringify({ message: 'Not authenticated' }),
    }),
  );
  await page.goto('/questions');
  await expect(loginButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
