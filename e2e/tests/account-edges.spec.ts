// Issue 17, "Account rough edges": e-mail limits, a social sign-in with a member's e-mail, social
// members named from their provider profile, mails greeting by nickname, one voice in the
// messages, the 전체 동의하기 checkbox, a pending withdrawal told at login, in-app #anchors.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { giveConsents, uniqueDigits } from './support/identity';
import { API_URL, logInThroughApi, newMember, signUp } from './support/site';
import type { Member } from './support/site';

const header = (page: Page) => page.locator('#frame-header');
const main = (page: Page) => page.locator('#app-mf-account');

async function openLogin(page: Page) {
  await header(page).getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(page: Page, member: Member) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** On the local Kakao page: log in with a test account of our own. */
async function kakaoAccount(page: Page, id: string, nickname: string, email: string) {
  await expect(page).toHaveURL(/\/local-idp\/kakao\/oauth\/authorize\?/);
  await page.getByLabel('회원번호 (숫자)').fill(id);
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByLabel('이메일 (비워 두면 제공 안 함)').fill(email);
  await page.getByRole('button', { name: '이 계정으로 로그인' }).click();
}

async function apiCall(path: string, token: string, body: object): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

test('sign-up refuses an e-mail over 64 characters before the @ or 254 in all', async ({
  page,
}) => {
  await page.goto('/agreement');
  const form = main(page);
  // Every checkbox of the agreement, 전체 동의하기 included, is the same 20 px branded box.
  const boxes = form.getByRole('checkbox');
  await expect(form.getByRole('checkbox', { name: '전체 동의하기' })).toBeVisible();
  expect(await boxes.count()).toBeGreaterThan(2);
  for (const box of await boxes.all()) {
    const look = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, height: style.height, accent: style.accentColor };
    });
    expect(look).toEqual({
      width: '20px',
      height: '20px',
      accent: expect.not.stringMatching(/auto/),
    });
  }
  const all = form.getByRole('checkbox', { name: '전체 동의하기' });
  const first = form.getByRole('checkbox', { name: /진타입 이용약관 동의/ });
  expect(await all.evaluate((e) => getComputedStyle(e).accentColor)).toBe(
    await first.evaluate((e) => getComputedStyle(e).accentColor),
  );

  await all.check();
  await form.getByLabel('생년월일').fill('1990-05-01');
  await form.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/create-account$/);
  const email = form.getByLabel('이메일');
  await email.fill(`${'a'.repeat(65)}@example.com`);
  await email.blur();
  await expect(email).toHaveAccessibleDescription(
    /이메일의 @ 앞부분은 64자까지 입력할 수 있어요\./,
  );
  await email.fill(`${'a'.repeat(64)}@${'d'.repeat(190)}.com`);
  await email.blur();
  await expect(email).toHaveAccessibleDescription(/이메일은 254자까지 입력할 수 있어요\./);
});

test("Kakao sign-in with a member's e-mail is told before the consents, and offers log in and link", async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.goto('/');
  await (await openLogin(page)).getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, uniqueDigits(), '카카오체험', member.email);

  const taken = page.getByRole('dialog', { name: '이미 가입한 이메일이에요' });
  await expect(taken).toContainText(
    '기존 계정으로 로그인한 뒤 설정에서 소셜 계정을 연결해 주세요.',
  );
  await expect(page).not.toHaveURL(/\/marketing/);
  await taken.getByRole('button', { name: '로그인하고 연결하기' }).click();
  // The login is open already.
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디 또는 이메일').fill(member.userId);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Logged in, on the settings tab where Kakao and Google are linked.
  await expect(page).toHaveURL(/\/myPage#settingSection$/);
  await expect(page.getByRole('tab', { name: '설정' })).toHaveAttribute('aria-selected', 'true');
});

test('a Kakao member is called by the Kakao profile name until they choose a nickname', async ({
  page,
}) => {
  const id = uniqueDigits();
  await page.goto('/');
  await (await openLogin(page)).getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, '진타입 체험', `named.${id}@example.com`);
  await expect(page).toHaveURL(/\/marketing$/);
  await giveConsents(page);
  await expect(
    header(page).getByRole('link', { name: '진타입 체험님의 마이페이지' }),
  ).toBeVisible();
  await expect(header(page).getByText(/kakao\d{8}/)).toHaveCount(0);
});

test('the reset mail greets the member by nickname', async ({ page }) => {
  const member = newMember();
  const session = await signUp(member);
  const nickname = `nick${uniqueDigits(8)}`;
  const saved = await apiCall('/user/updateNickname', session.token, { nickname });
  expect(saved.status).toBe(200);
  await page.goto('/');
  await (await openLogin(page)).getByRole('button', { name: '비밀번호 재설정' }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 재설정' });
  await dialog.getByLabel('이메일').fill(member.email);
  await dialog.getByRole('button', { name: '재설정 메일 보내기' }).click();
  let text = '';
  for (let attempt = 0; attempt < 50 && !text; attempt += 1) {
    const entries = (await (await fetch(`${API_URL}/dev/outbox.json`)).json()) as {
      to: string;
      text: string;
    }[];
    text = entries.find((entry) => entry.to === member.email)?.text ?? '';
    if (!text) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(text).toContain(`안녕하세요, ${nickname}님.`);
  expect(text).not.toContain(member.userId);
});

test('a member with a pending withdrawal is told at login, with the days left, and can cancel there', async ({
  page,
}) => {
  const member = newMember();
  const session = await signUp(member);
  expect(
    (
      await apiCall('/user/withdrawAccount', session.token, {
        isWithdraw: '1',
        password: member.password,
      })
    ).status,
  ).toBe(200);
  await page.goto('/');
  await logIn(page, member);
  const notice = page.getByRole('dialog', { name: '탈퇴 신청 중인 계정이에요' });
  await expect(notice).toContainText('14일 뒤에 탈퇴가 완료돼요.');
  await notice.getByRole('button', { name: '탈퇴 취소하기' }).click();
  await expect(page.getByRole('dialog', { name: '탈퇴 신청을 취소했어요' })).toBeVisible();
  // The server agrees: a fresh login finds no pending withdrawal.
  const again = await logInThroughApi(member);
  const user = (await (
    await fetch(`${API_URL}/user/getUser`, { headers: { Authorization: `Bearer ${again.token}` } })
  ).json()) as { isWithdraw: number };
  expect(user.isWithdraw).toBe(0);
});

test("the home character card's 더 알아보기 lands on its group after an in-app navigation", async ({
  page,
}) => {
  await page.goto('/');
  // Group 7 is one of the home's featured characters.
  const more = page.locator('#app-mf-content a[href="/typeReport#group-7"]');
  await expect(more).toHaveText(/더 알아보기/);
  await more.click();
  await expect(page).toHaveURL(/\/typeReport#group-7$/);
  const group = page.locator('#group-7');
  await expect(group).toBeInViewport();
  // Not the top of the page: the list scrolled down to the seventh group.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});
