// What an operator checks after `npm run start:prod`, in Chromium through nginx on :8080: the home
// page, a report, a deep link reloaded, logging in and answering (saved through two production API
// instances on PostgreSQL), and the cache rules and headers nginx sends.
import { expect, test } from '../tests/support/test';

const API = 'http://localhost:8080/api';

async function memberReadyToAnswer() {
  const suffix = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`;
  const member = {
    userId: `prod${suffix}`,
    email: `prod${suffix}@example.com`,
    password: 'Prodtest1!',
  };
  const response = await fetch(`${API}/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...member,
      confirmPassword: member.password,
      consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1995-05-05' },
    }),
  });
  expect(response.status).toBe(201);
  // Answering needs a nickname and a verified phone (set by other journeys' pages).
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: process.env.E2E_PROD_DATABASE_URL });
  await db.connect();
  await db.query('update users set nickname = $1, phone_number = $2 where user_id = $3', [
    member.userId,
    `010${String(Date.now()).slice(-8)}`,
    member.userId,
  ]);
  await db.end();
  return member;
}

test('home, a report, a deep link reloaded, log in and answer — through nginx', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#frame-header')).toBeVisible();
  // The run-time configuration names the API behind nginx; no build carries it.
  const config = await (await page.request.get('/config.json')).json();
  expect(config.apiUrl).toBe('http://localhost:8080/api');

  await page.goto('/typeReport/1');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const title = await page.title();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.title()).toBe(title);

  const member = await memberReadyToAnswer();
  const header = page.locator('#frame-header');
  await header.getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
  const login = page.waitForResponse((r) => r.url() === `${API}/user/login`);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  expect((await login).status()).toBe(200);
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await page.goto('/questions');
  await expect(page.getByText('문항을 불러오는 중이에요')).toBeHidden();
  for (const [name, button] of [
    [/님의 검사를 시작할게요$/, '검사 시작하기'],
    ['중복 문항 안내', '확인'],
  ] as const) {
    const notice = page.getByRole('dialog', { name });
    if (await notice.isVisible()) await notice.getByRole('button', { name: button }).click();
  }
  // Answers are saved shortly after the last change: wait for the save carrying question 3.
  const saved = page.waitForResponse(
    (r) =>
      r.url().startsWith(`${API}/questions/saveAnswers`) &&
      (r.request().postData() ?? '').includes('A-03') &&
      r.ok(),
  );
  const items = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: '예' }) });
  for (let i = 0; i < 3; i += 1)
    await items.nth(i).getByRole('button', { name: '예', exact: true }).click();
  const request = (await saved).request();
  expect(request.headers()['authorization']).toMatch(/^Bearer /);
  // Resumed after a reload: the answers came back from PostgreSQL.
  await page.reload();
  await expect(page.getByText(/3\/44문항 답함/)).toBeVisible();
});

test('nginx: cache rules, precompressed files, 404 for missing assets, headers', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(home.headers()['x-frame-options']).toBe('DENY');
  const html = await home.text();
  // A prerendered page names the shell's code on <html data-boot="…"> (loaded on first use).
  const main = /(?:src|data-boot)="(\/main\.[0-9a-f]{8}\.js)\b/.exec(html)?.[1];
  expect(main).toBeTruthy();

  const script = await request.get(main!, { headers: { 'accept-encoding': 'br' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  const gzip = await request.get(main!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  for (const pointer of ['/remotes.json', '/config.json']) {
    const answer = await request.get(pointer);
    expect(answer.status(), pointer).toBe(200);
    expect(answer.headers()['cache-control'], pointer).toBe('no-cache');
  }
  const manifest = await (await request.get('/remotes.json')).json();
  const entry = manifest['mf-content'].versions[manifest['mf-content'].stable] as string;
  const remote = await request.get(entry);
  expect(remote.status()).toBe(200);
  expect(remote.headers()['cache-control']).toBe('no-cache');

  expect((await request.get('/missing.0123abcd.js')).status()).toBe(404);
  expect((await request.get(entry.replace('remoteEntry.js', 'nope.js'))).status()).toBe(404);

  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});
