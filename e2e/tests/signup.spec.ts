// Sign-up through the pages (issue 3): agreement first, then the account, then log in and out.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newMember, signUp, storedSession } from './support/site';
import type { Member } from './support/site';

/** YYYY-MM-DD of someone who turns `years` today. */
function birthDateYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function agree(page: Page, birthDate = '1990-05-01') {
  const main = page.locator('#app-mf-account');
  await expect(main.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible();
  await main.getByRole('checkbox', { name: /진타입 이용약관 동의/ }).check();
  await main.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).check();
  await main.getByLabel('생년월일').fill(birthDate);
  await main.getByRole('button', { name: '동의하고 계속하기' }).click();
}

async function fillAccount(page: Page, member: Member) {
  const main = page.locator('#app-mf-account');
  await expect(main.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await main.getByLabel('아이디').fill(member.userId);
  await main.getByLabel('이메일').fill(member.email);
  await main.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await main.getByLabel('비밀번호 확인').fill(member.password);
  await main.getByRole('button', { name: '가입하기' }).click();
}

test(
  'sign-up → agreement → account → logout → login → logout',
  { tag: '@smoke' },
  async ({ page }) => {
    const member = newMember();
    const header = page.locator('#frame-header');
    await page.goto('/');
    await header.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '회원가입' }).click();

    // The login modal's sign-up goes to /create-account, which starts at the agreement.
    await expect(page).toHaveURL(/\/agreement$/);
    await page
      .locator('#app-mf-account')
      .getByRole('button', { name: '동의하고 계속하기' })
      .click();
    await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible();
    await agree(page);
    await expect(page).toHaveURL(/\/create-account$/);
    await fillAccount(page, member);

    const welcome = page.getByRole('dialog', { name: '가입을 환영해요' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: '확인' }).click();
    await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
    expect((await storedSession(page)).token).toBeTruthy();

    // A member who opens the sign-up page again goes home.
    await page.goto('/signup');
    await expect(page).toHaveURL(/^http:\/\/localhost:3000\/$/);

    await header.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/\?mode=hide$/);
    await expect(page.getByText('로그아웃했어요.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

    await header.getByRole('button', { name: '로그인', exact: true }).click();
    const login = page.getByRole('dialog', { name: '로그인' });
    await login.getByLabel('아이디 또는 이메일').fill(member.email);
    await login.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(login).toBeHidden();
    await header.getByRole('button', { name: '로그아웃' }).click();
    await expect(header.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, refreshToken: null });
  },
);

test('a taken user ID and a taken e-mail are shown at their field', async ({ page }) => {
  const existing = newMember();
  await signUp(existing);
  const main = page.locator('#app-mf-account');

  await page.goto('/agreement');
  await agree(page);
  await fillAccount(page, { ...newMember(), userId: existing.userId });
  await expect(main.getByLabel('아이디')).toHaveAccessibleDescription(
    /이미 사용 중인 아이디예요\./,
  );

  await main.getByLabel('아이디').fill(newMember().userId);
  await main.getByLabel('이메일').fill(existing.email);
  await main.getByRole('button', { name: '가입하기' }).click();
  await expect(main.getByLabel('이메일')).toHaveAccessibleDescription(/이미 가입된 이메일이에요\./);
  expect((await storedSession(page)).token).toBeNull();
});

test('the age rule: under 11 is refused, 11 to 13 need a legal guardian', async ({ page }) => {
  const main = page.locator('#app-mf-account');
  await page.goto('/signup');
  await agree(page, birthDateYearsAgo(10));
  await expect(
    main.getByText('진타입은 만 11세 이상부터 가입할 수 있어요.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agreement$/);

  await main.getByLabel('생년월일').fill(birthDateYearsAgo(12));
  await expect(main.getByRole('heading', { name: '법정대리인(보호자) 동의' })).toBeVisible();
  await main.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(
    main.getByText('만 14세 미만은 법정대리인(보호자)의 동의가 필요해요.', { exact: true }),
  ).toBeVisible();
  await main.getByLabel('보호자 이름').fill('김보호');
  await main.getByLabel('보호자 휴대폰 번호').fill('01012345678');
  await main.getByRole('checkbox', { name: /법정대리인으로서/ }).check();
  await main.getByRole('button', { name: '동의하고 계속하기' }).click();

  const member = newMember();
  await fillAccount(page, member);
  await expect(page.getByRole('dialog', { name: '가입을 환영해요' })).toBeVisible();
});
