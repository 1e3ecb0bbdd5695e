// Profiles (spec §2): another member's page by nickname for members; the public part through an
// encrypted share link for visitors; a tampered link refused; the copy button's check icon.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_URL, newMember, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, session);
}

async function api(session: Session, method: string, path: string, body?: object) {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A member with a nickname and a review, made through the API as another device would. */
async function memberWithProfile() {
  const member = newMember();
  const session = await signUp(member);
  const nickname = `nick${member.userId.slice(3)}`.slice(0, 20);
  await api(session, 'POST', '/user/updateNickname', { nickname });
  await api(session, 'POST', '/reviews/post', {
    contents: '아이의 공부 습관을 이해하는 데 도움이 됐어요.',
  });
  return { session, nickname };
}

const main = (page: Page) => page.locator('#app-mf-account');

test('a member sees another member’s profile by nickname; an unknown nickname is explained', async ({
  page,
}) => {
  const owner = await memberWithProfile();
  await signedIn(page, await signUp(newMember()));

  await page.goto(`/profiles/${owner.nickname}`);
  await expect(main(page).getByRole('heading', { level: 1, name: '프로필' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: owner.nickname })).toBeVisible();
  await expect(main(page)).toContainText('아이의 공부 습관을 이해하는 데 도움이 됐어요.');
  await expect(main(page)).toContainText('아직 검사를 마치지 않았어요.');

  await page.goto('/profiles/nobody00000');
  await expect(main(page).getByRole('alert')).toContainText('해당 닉네임의 회원을 찾을 수 없어요.');
  await expect(page.getByText('프로필을 불러오는 중이에요')).toBeHidden();
});

test('a visitor opens a share link without logging in; a tampered link is refused', async ({
  page,
  context,
}) => {
  const owner = await memberWithProfile();
  const { profileLink } = (await api(owner.session, 'GET', '/user/myPage')) as {
    profileLink: string;
  };
  expect(profileLink).toMatch(new RegExp(`^/profiles/${owner.nickname}\\?share=`));

  await context.clearCookies();
  await page.goto(profileLink);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(main(page).getByRole('heading', { level: 2, name: owner.nickname })).toBeVisible();
  await expect(main(page)).toContainText('아이의 공부 습관을 이해하는 데 도움이 됐어요.');

  const token = new URL(profileLink, 'http://x').searchParams.get('share') ?? '';
  const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
  await page.goto(`/profiles/${owner.nickname}?share=${tampered}`);
  await expect(main(page).getByRole('alert')).toContainText('올바르지 않은 공유 링크예요.');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(0);

  // Without a link, a visitor is asked to log in.
  await page.goto(`/profiles/${owner.nickname}`);
  await expect(main(page)).toContainText('프로필은 진타입 회원만 볼 수 있어요.');
});

test('the member’s own profile copies its share link with a check for 3 seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await memberWithProfile();
  await signedIn(page, owner.session);
  await page.goto(`/profiles/${owner.nickname}`);
  const share = main(page).getByRole('region', { name: '내 프로필 공유하기' });
  const link = share.getByRole('textbox', { name: '프로필 공유 링크' });
  await expect(link).toHaveValue(new RegExp(`/profiles/${owner.nickname}\\?share=`));
  await share.getByRole('button', { name: '링크 복사' }).click();
  await expect(share.getByRole('button', { name: '복사했어요' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(share.getByRole('button', { name: '링크 복사' })).toBeVisible({ timeout: 5000 });
});
