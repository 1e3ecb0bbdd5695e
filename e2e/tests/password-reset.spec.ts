// Forgot password → e-mail (read from the API's development outbox) → reset → login (issue 3).
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { API_URL, newMember, signUp } from './support/site';
import type { Member } from './support/site';

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** The reset link of the newest e-mail to `email`, from GET /dev/outbox.json (file outbox). */
async function resetLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const entries = (await (await fetch(`${API_URL}/dev/outbox.json`)).json()) as OutboxEntry[];
    const mail = entries.find((entry) => entry.to === email);
    const link = mail && /https?:\/\/\S+\/user\/resetPassword\/[A-Za-z0-9_-]{43}/.exec(mail.text);
    if (link) return link[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset e-mail to ${email} in the outbox`);
}

async function openForgotPassword(page: Page) {
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  await page
    .getByRole('dialog', { name: '로그인' })
    .getByRole('button', { name: '비밀번호 재설정' })
    .click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 재설정' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(page: Page, member: Member, password: string) {
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
}

test('forgot password → e-mail → new password → login with it', async ({ page }) => {
  const member = newMember();
  await signUp(member);
  const newPassword = 'Fresh!Pass99';
  const header = page.locator('#frame-header');

  await page.goto('/');
  const forgot = await openForgotPassword(page);
  await forgot.getByRole('button', { name: '재설정 메일 보내기' }).click();
  await expect(forgot.getByText('이메일을 입력해 주세요.', { exact: true })).toBeVisible();
  await forgot.getByLabel('이메일').fill(member.email);
  await forgot.getByRole('button', { name: '재설정 메일 보내기' }).click();
  const sent = page.getByRole('dialog', { name: '메일을 보냈어요' });
  await expect(sent).toBeVisible();
  // The stored token is the request id: it is not the token of the e-mailed link.
  const stored = await page.evaluate(() => localStorage.getItem('resetPasswordToken'));
  expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await sent.getByRole('button', { name: '확인' }).click();

  const link = await resetLinkFor(member.email);
  expect(link).not.toContain(stored ?? '-');
  expect(link.startsWith('http://localhost:3000/user/resetPassword/')).toBe(true);

  // The stored-token route tells the member where the link went.
  await page.goto(`/${stored ?? ''}`);
  await expect(page.getByText(/메일에 있는 링크를 열어 새 비밀번호를 정해 주세요/)).toBeVisible();

  await page.goto(link);
  const main = page.locator('#app-mf-account');
  await expect(main.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeVisible();
  await main.getByLabel('새 비밀번호', { exact: true }).fill('weak');
  await main.getByLabel('새 비밀번호 확인').fill('weak');
  await main.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(
    main.getByText('비밀번호는 영문, 숫자, 특수문자를 포함해 8~16자로 입력해 주세요.'),
  ).toBeVisible();
  await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await main.getByLabel('새 비밀번호 확인').fill(newPassword);
  await main.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  const done = page.getByRole('dialog', { name: '비밀번호를 바꿨어요' });
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/$/);
  await done.getByRole('button', { name: '확인' }).click();

  // The old password no longer works; the new one does.
  await logIn(page, member, member.password);
  // Refused inside the login form, which stays open with the ID kept.
  const login = page.getByRole('dialog', { name: '로그인' });
  await expect(login.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않아요.');
  await login.getByLabel('비밀번호', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.locator('#app-mf-account').getByRole('alert')).toHaveText(
    /이미 사용했거나 더 이상 쓸 수 없는 링크예요/,
  );
});

test('a failed request opens the wrong-email modal with the server message', async ({ page }) => {
  await page.route(`${API_URL}/user/forgotPassword`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': 'http://localhost:3000' },
          body: JSON.stringify({
            message: '비밀번호 재설정 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.',
          }),
        })
      : route.continue(),
  );
  await page.goto('/');
  const forgot = await openForgotPassword(page);
  await forgot.getByLabel('이메일').fill('someone@example.com');
  await forgot.getByRole('button', { name: '재설정 메일 보내기' }).click();
  const sorry = page.getByRole('dialog', { name: '죄송해요, 메일을 보내지 못했어요' });
  await expect(
    sorry.getByText('비밀번호 재설정 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.'),
  ).toBeVisible();
  await sorry.getByRole('button', { name: '이메일 다시 입력하기' }).click();
  await expect(page.getByRole('dialog', { name: '비밀번호 재설정' })).toBeVisible();
});

test('an unknown reset link says so', async ({ page }) => {
  await page.goto(`/user/resetPassword/${'x'.repeat(43)}`);
  await expect(page.locator('#app-mf-account').getByRole('alert')).toHaveText(
    /비밀번호 재설정 링크가 올바르지 않아요/,
  );
});
