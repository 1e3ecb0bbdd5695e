// My page → settings (spec §2, §4, §5, §8): every settings change round trip against the real API
// in Chromium — nickname (and a taken one refused), password change and set, e-mail change with
// the code read from the development outbox, phone change through the local identity provider.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { completeIdentityCheck, giveConsents, uniqueDigits, uniquePhone } from './support/identity';
import { API_URL, logInThroughApi, newMember, refreshWith, signIn, signUp } from './support/site';
import type { Member, Session } from './support/site';

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

async function openSettings(page: Page): Promise<Locator> {
  await page.goto('/myPage#settingSection');
  const panel = page.locator('#settingSection');
  await expect(page.getByRole('tab', { name: '설정' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toBeVisible();
  return panel;
}

/** The shell's success or error modal: checks its message and closes it. */
async function confirmMessage(page: Page, kind: 'success' | 'error', text: string | RegExp) {
  const modal = page.locator(`[data-modal="${kind}"]`);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(text);
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(modal).toBeHidden();
}

async function post(path: string, session: Session, body: object): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify(body),
  });
}

async function apiLogin(login: string, password: string): Promise<number> {
  const response = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  return response.status;
}

/** The code of the newest e-mail to `email` in the development outbox (GET /dev/outbox.json). */
async function codeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const entries = (await (await fetch(`${API_URL}/dev/outbox.json`)).json()) as OutboxEntry[];
    const mail = entries.find((entry) => entry.to === email);
    const code = mail && /인증번호: (\d{6})/.exec(mail.text);
    if (code?.[1]) return code[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code e-mail to ${email} in the outbox`);
}

/** The newest e-mail to `email` whose subject is `subject`, from the development outbox. */
async function mailFor(email: string, subject: string): Promise<OutboxEntry> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const entries = (await (await fetch(`${API_URL}/dev/outbox.json`)).json()) as OutboxEntry[];
    const mail = entries.find((entry) => entry.to === email && entry.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${subject}" e-mail to ${email} in the outbox`);
}

async function newSignedInMember(page: Page): Promise<{ member: Member; session: Session }> {
  const member = newMember();
  const session = await signUp(member);
  await signedIn(page, session);
  return { member, session };
}

test('nickname: a taken one is refused and the old one restored; a free one is saved', async ({
  page,
}) => {
  const other = newMember();
  const otherSession = await signUp(other);
  const taken = `Taken${uniqueDigits(8)}`;
  expect((await post('/user/updateNickname', otherSession, { nickname: taken })).status).toBe(200);

  const { session } = await newSignedInMember(page);
  const before = `Before${uniqueDigits(8)}`;
  expect((await post('/user/updateNickname', session, { nickname: before })).status).toBe(200);
  const panel = await openSettings(page);
  const field = panel.getByLabel('닉네임');
  await expect(field).toHaveValue(before);

  await field.fill('abc');
  await panel.getByRole('button', { name: '변경', exact: true }).click();
  await expect(panel.getByText('닉네임은 5자 이상 입력해 주세요.')).toBeVisible();

  await field.fill(taken.toLowerCase());
  await panel.getByRole('button', { name: '변경', exact: true }).click();
  await confirmMessage(page, 'error', '이미 사용 중인 닉네임이에요');
  await expect(field).toHaveValue(before);

  const fresh = `Fresh${uniqueDigits(8)}`;
  await field.fill(fresh);
  await panel.getByRole('button', { name: '변경', exact: true }).click();
  await confirmMessage(page, 'success', '닉네임을 변경했어요.');
  expect(await page.evaluate(() => localStorage.getItem('nickname'))).toBe(fresh);
  await expect(page.locator('#frame-header')).toContainText(fresh);
  await page.reload();
  await expect(page.locator('#settingSection').getByLabel('닉네임')).toHaveValue(fresh);
});

test('password change: the other device is signed out, and the new password logs in', async ({
  page,
}) => {
  const { member } = await newSignedInMember(page);
  const other = await logInThroughApi(member);
  const newPassword = 'Changed!Pass9';
  const panel = await openSettings(page);

  await panel.getByRole('button', { name: '비밀번호 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
  await expect(dialog.getByText('영문, 숫자, 특수문자를 조합해 8자 이상')).toBeVisible();
  await dialog.getByLabel('현재 비밀번호').fill('Wrong!Pass1');
  await dialog.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await dialog.getByLabel('새 비밀번호 확인').fill(newPassword);
  await dialog.getByRole('button', { name: '비밀번호 변경' }).click();
  await confirmMessage(page, 'error', '현재 비밀번호가 일치하지 않아요');
  // The dialog comes back with what was typed.
  await expect(dialog.getByLabel('새 비밀번호', { exact: true })).toHaveValue(newPassword);
  await dialog.getByLabel('현재 비밀번호').fill(member.password);
  await dialog.getByRole('button', { name: '비밀번호 변경' }).click();
  await confirmMessage(page, 'success', '비밀번호를 변경했어요');
  await expect(dialog).toBeHidden();
  // Issue 37: the account's address hears of it — what, when, and what to do if it wasn't them.
  const notice = await mailFor(member.email, '[진타입] 비밀번호가 변경되었어요');
  expect(notice.text).toContain('진타입 계정의 비밀번호가 변경되었어요.');
  expect(notice.text).toMatch(/변경 일시: \d{4}년 \d{1,2}월 \d{1,2}일 \d{1,2}:\d{2} \(한국 시간\)/);
  expect(notice.text).toContain('‘비밀번호 찾기’');
  expect(notice.text).toContain('/contact');

  // This session stays; the other device is signed out now: its refresh token no longer renews,
  // and its access token, though not expired, is refused at once.
  await page.reload();
  await expect(page.locator('#settingSection')).toBeVisible();
  expect((await refreshWith(other.refreshToken)).status).toBe(401);
  const otherCall = await fetch(`${API_URL}/user/getUser`, {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(otherCall.status).toBe(401);

  await page.locator('#frame-header').getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/\?mode=hide$/);
  await confirmMessage(page, 'success', '로그아웃했어요.');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  const login = page.getByRole('dialog', { name: '로그인' });
  await login.getByLabel('아이디 또는 이메일').fill(member.userId);
  await login.getByLabel('비밀번호', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
});

test('password set: a Kakao account without a password sets its first one', async ({ page }) => {
  const id = uniqueDigits();
  const email = `kakao.set.${id}@example.com`;
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '카카오로 로그인' }).click();
  await expect(page).toHaveURL(/\/local-idp\/kakao\/oauth\/authorize\?/);
  await page.getByLabel('회원번호 (숫자)').fill(id);
  await page.getByLabel('닉네임').fill('카카오체험');
  await page.getByLabel('이메일 (비워 두면 제공 안 함)').fill(email);
  await page.getByRole('button', { name: '이 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  await giveConsents(page);
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();

  const panel = await openSettings(page);
  await expect(panel.getByText('아직 비밀번호를 정하지 않았어요')).toBeVisible();
  await panel.getByRole('button', { name: '비밀번호 설정' }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 설정' });
  await expect(dialog.getByLabel('현재 비밀번호')).toHaveCount(0);
  const password = 'First!Pass12';
  await dialog.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await dialog.getByLabel('새 비밀번호 확인').fill('Other!Pass12');
  await dialog.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(dialog.getByText('비밀번호가 일치하지 않아요. 다시 입력해 주세요.')).toBeVisible();
  await dialog.getByLabel('새 비밀번호 확인').fill(password);
  await dialog.getByRole('button', { name: '비밀번호 설정' }).click();
  await confirmMessage(page, 'success', '비밀번호를 설정했어요');
  await expect(panel.getByRole('button', { name: '비밀번호 변경' })).toBeVisible();
  expect(await apiLogin(email, password)).toBe(200);
});

test('e-mail change: code from the outbox, fields lock step by step, taken address refused', async ({
  page,
}) => {
  const taken = newMember();
  await signUp(taken);
  const { member } = await newSignedInMember(page);
  const next = `moved.${uniqueDigits()}@example.com`;
  const panel = await openSettings(page);
  await expect(panel.getByTestId('settings-email')).toHaveText(member.email);

  await panel.getByRole('button', { name: '이메일 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '이메일 변경' });
  const emailField = dialog.getByLabel('새 이메일');
  await emailField.fill(taken.email);
  await dialog.getByRole('button', { name: '인증번호 받기' }).click();
  await confirmMessage(page, 'error', '이미 다른 계정에서 사용 중인 이메일이에요');

  await emailField.fill(next);
  await dialog.getByRole('button', { name: '인증번호 받기' }).click();
  await confirmMessage(page, 'success', '인증번호를 메일로 보냈어요');
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: '이메일 저장' })).toBeDisabled();

  const code = await codeFor(next);
  const codeField = dialog.getByLabel('인증번호');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: '확인', exact: true }).click();
  await confirmMessage(page, 'error', '인증번호가 일치하지 않아요');
  await codeField.fill(` ${code} `);
  await dialog.getByRole('button', { name: '확인', exact: true }).click();
  await confirmMessage(page, 'success', '이메일 인증을 마쳤어요');
  await expect(codeField).toHaveAttribute('readonly', '');

  await dialog.getByRole('button', { name: '이메일 저장' }).click();
  await confirmMessage(page, 'success', '이메일을 변경했어요.');
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('settings-email')).toHaveText(next);
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(next);
  expect(await apiLogin(next, member.password)).toBe(200);
  expect(await apiLogin(member.email, member.password)).toBe(400);
  // Issue 37: the old address is told where the account went (masked) and how to get it back.
  const notice = await mailFor(member.email, '[진타입] 계정 이메일이 변경되었어요');
  expect(notice.text).toContain('진타입 계정의 이메일이');
  expect(notice.text).toContain(`@${next.split('@')[1]} 주소로 변경되었어요.`);
  expect(notice.text).not.toContain(next);
  expect(notice.text).toContain('문의하기: http://localhost:3000/contact');
});

test('phone: changed only through the identity check popup', async ({ page }) => {
  await newSignedInMember(page);
  const panel = await openSettings(page);
  const field = panel.getByLabel('휴대폰 번호');
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toHaveValue('');

  const phone = uniquePhone();
  const popupPromise = page.waitForEvent('popup');
  await panel.getByRole('button', { name: '본인인증' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await completeIdentityCheck(popup, phone);
  await closed;
  await confirmMessage(page, 'success', '휴대폰 번호를 인증했어요');
  await expect(field).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  await expect(panel.getByRole('button', { name: '번호 변경', exact: true })).toBeVisible();
});
