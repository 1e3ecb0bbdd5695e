// The local providers driven from a journey: unique test accounts and a verified phone number.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_URL, WORKER_INDEX } from './site';

let counter = 0;
/**
 * A Kakao member number / Google subject / phone suffix no other journey of this run uses: the
 * clock's last digits, then this worker's and this call's numbers (at least 8 digits long).
 */
export function uniqueDigits(length = 9): string {
  counter += 1;
  const tail = `${WORKER_INDEX % 10}${String(counter % 1000).padStart(3, '0')}`;
  return `${Date.now()}${tail}`.slice(-length);
}

export const uniquePhone = (): string => `010${uniqueDigits(8)}`;

/** Gives the consents on /marketing (or /agreement's form) as an adult, marketing declined. */
export async function giveConsents(page: Page, submitLabel = '동의하고 가입하기'): Promise<void> {
  const main = page.locator('#app-mf-account');
  await main.getByRole('checkbox', { name: /진타입 이용약관 동의/ }).check();
  await main.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).check();
  await main.getByLabel('생년월일').fill('1990-05-01');
  await main.getByRole('button', { name: submitLabel }).click();
}

/** On the local Kakao page: logs in with a test account of our own. */
export async function kakaoAccount(
  page: Page,
  id: string,
  email: string,
  nickname = '카카오체험',
): Promise<void> {
  await expect(page).toHaveURL(/\/local-idp\/kakao\/oauth\/authorize\?/);
  await page.getByLabel('회원번호 (숫자)').fill(id);
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByLabel('이메일 (비워 두면 제공 안 함)').fill(email);
  await page.getByRole('button', { name: '이 계정으로 로그인' }).click();
}

/** A new member made through Kakao from the home page's login: consents given, logged in. */
export async function signUpWithKakao(page: Page, id: string, email: string): Promise<void> {
  await page.goto('/');
  await page.locator('#frame-header').getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, email);
  await expect(page).toHaveURL(/\/marketing$/);
  await giveConsents(page);
  await expect(
    page.locator('#frame-header').getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
}

/** Fills the local identity check's page (in its popup) and lets it return. */
export async function completeIdentityCheck(popup: Page, phoneNumber: string): Promise<void> {
  await expect(popup.getByRole('heading', { name: '휴대폰 본인확인' })).toBeVisible();
  await popup.getByLabel('이름').fill('김진타');
  await popup.getByLabel('생년월일').fill('1995-04-12');
  await popup.getByLabel('휴대폰 번호 (숫자 11자리)').fill(phoneNumber);
  await popup.getByRole('button', { name: '인증 완료' }).click();
}

/** Sets a member's verified phone through the API, as the settings page would. */
export async function verifyPhoneThroughApi(
  accessToken: string,
  phoneNumber: string,
): Promise<void> {
  const returnUrl = 'http://localhost:3000/phoneVerifyResponse';
  const token = (await (
    await fetch(`${API_URL}/user/getPhoneVerifyToken?returnUrl=${encodeURIComponent(returnUrl)}`)
  ).json()) as { data: string; url: string };
  const complete = new URL(token.url.replace(/service$/, 'complete'));
  complete.search = new URLSearchParams({
    m: 'checkplusService',
    EncodeData: token.data,
    name: '김진타',
    birthDate: '1995-04-12',
    phoneNumber,
  }).toString();
  const reply = await fetch(complete, { redirect: 'manual' });
  const encodeData =
    new URL(reply.headers.get('location') ?? '').searchParams.get('EncodeData') ?? '';
  const update = await fetch(
    `${API_URL}/user/updatePhoneNumberByAuthentication?EncodeData=${encodeURIComponent(encodeData)}`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
  if (update.status !== 200) throw new Error(`phone update failed: ${await update.text()}`);
}
