// Profiles (spec §2): another member's page by nickname for members; the public part through an
// encrypted share link for visitors; a tampered link refused; the copy button's check icon.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { API_URL, newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
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

test('a member sees another member’s profile by nickname; an unknown nickname is explained (API 404)', async ({
  page,
}) => {
  const owner = await memberWithProfile();
  await signedIn(page, await signUp(newMember()));

  await page.goto(`/profiles/${owner.nickname}`);
  await expect(main(page).getByRole('heading', { level: 1, name: '프로필' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: owner.nickname })).toBeVisible();
  await expect(main(page)).toContainText('아이의 공부 습관을 이해하는 데 도움이 됐어요.');
  await expect(main(page)).toContainText('아직 검사를 마치지 않았어요.');

  // The API answers 404 with its reason; the page explains in place (no move to /404).
  const unknown = page.waitForResponse(
    (response) =>
      response.url() === `${API_URL}/user/nobody00000` && response.request().method() === 'GET',
  );
  await page.goto('/profiles/nobody00000');
  expect((await unknown).status()).toBe(404);
  await expect(page).toHaveURL(/\/profiles\/nobody00000$/);
  await expect(main(page).getByRole('alert')).toContainText('해당 닉네임의 회원을 찾을 수 없어요.');
  await expect(page.getByText('프로필을 불러오는 중이에요')).toBeHidden();
});

test('a profile fetch that fails on the way offers 다시 시도, and the retry shows the profile', async ({
  page,
}) => {
  const owner = await memberWithProfile();
  await signedIn(page, await signUp(newMember()));

  // The first read of the profile fails as a server in trouble would; the retry goes through.
  let failures = 0;
  await page.route(`${API_URL}/user/${owner.nickname}`, async (route) => {
    if (route.request().method() === 'GET' && failures === 0) {
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': 'http://localhost:3000' },
        body: JSON.stringify({ message: '잠시 후 다시 시도해 주세요.' }),
      });
      return;
    }
    await route.fallback();
  });

  await page.goto(`/profiles/${owner.nickname}`);
  await expect(
    main(page).getByRole('heading', { level: 2, name: '프로필을 불러오지 못했어요' }),
  ).toBeVisible();
  await expect(main(page)).toContainText('잠시 후 다시 시도해 주세요.');
  await main(page).getByRole('button', { name: '다시 시도' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: owner.nickname })).toBeVisible();
  await expect(main(page)).toContainText('아이의 공부 습관을 이해하는 데 도움이 됐어요.');
  expect(failures).toBe(1);
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

test('/profiles opens the member’s own profile, whose share link copies with a check for 3 seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await memberWithProfile();
  await signedIn(page, owner.session);
  // Without a nickname the member's own page loads (spec §2).
  await page.goto('/profiles');
  await expect(page).toHaveURL(new RegExp(`/profiles/${owner.nickname}$`));
  const share = main(page).getByRole('region', { name: '내 프로필 공유하기' });
  const link = share.getByRole('textbox', { name: '프로필 공유 링크' });
  await expect(link).toHaveValue(new RegExp(`/profiles/${owner.nickname}\\?share=`));
  await share.getByRole('button', { name: '링크 복사' }).click();
  await expect(share.getByRole('button', { name: '복사했어요' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(share.getByRole('button', { name: '링크 복사' })).toBeVisible({ timeout: 5000 });
});

test('the member opens their profile from my page and changes the nickname in its settings modal', async ({
  page,
}) => {
  const owner = await memberWithProfile();
  await signedIn(page, owner.session);
  await page.goto('/myPage');
  await main(page).getByRole('link', { name: '내 프로필 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${owner.nickname}$`));
  await expect(main(page).getByRole('heading', { level: 2, name: owner.nickname })).toBeVisible();

  const opener = main(page).getByRole('button', { name: '프로필 설정' });
  await opener.click();
  const settings = page.locator('[data-modal="profileSettings"]');
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('heading', { name: '프로필 설정' })).toBeVisible();
  const field = settings.getByLabel('닉네임');
  await expect(field).toHaveValue(owner.nickname);
  await expect(field).toBeFocused();
  await expect(settings.getByRole('link', { name: '마이페이지 설정' })).toHaveAttribute(
    'href',
    '/myPage#settingSection',
  );

  // The rules of /myPage's settings apply here too.
  await field.fill('abc');
  await settings.getByRole('button', { name: '변경', exact: true }).click();
  await expect(settings.getByText('닉네임은 5자 이상 입력해 주세요.')).toBeVisible();

  const renamed = `Renamed${Date.now().toString().slice(-8)}`;
  await field.fill(renamed);
  await settings.getByRole('button', { name: '변경', exact: true }).click();
  const success = page.locator('[data-modal="success"]');
  await expect(success).toBeVisible();
  await expect(settings).toBeHidden();
  await success.getByRole('button', { name: '확인' }).click();
  await expect(success).toBeHidden();

  await expect(page).toHaveURL(new RegExp(`/profiles/${renamed}$`));
  await expect(main(page).getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: '프로필 공유 링크' })).toHaveValue(
    new RegExp(`/profiles/${renamed}\\?share=`),
  );
  await expect(page.locator('#frame-header')).toContainText(renamed);
  // Escape closes the modal and gives focus back to its button.
  await opener.click();
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a session that died before the profile opened ends in the session-expired modal', async ({
  page,
}) => {
  const owner = await memberWithProfile();
  await signedIn(page, owner.session);
  await page.goto('/myPage');
  const profileLink = main(page).getByRole('link', { name: '내 프로필 보기' });
  await expect(profileLink).toBeVisible();
  // The session ends elsewhere (expired, revoked): the stored tokens no longer work.
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired.session.token');
  });
  const refused = page.waitForResponse(
    (response) => response.url().endsWith(`/user/${owner.nickname}`) && response.status() === 401,
  );
  await profileLink.click();
  await refused;
  const expired = page.locator('[data-modal="sessionExpired"]');
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('로그인 세션이 만료되었어요.');
  await expect(page).toHaveURL(/localhost:3000\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Its button leads back to the login.
  await expired.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});
