// The friend's landing and comparing with a friend (issue 38, items 2 and 3): a visitor opens a
// shared profile, sees whose type it is, signs up from it, finishes the test and is offered the
// compare; a member compares from a friend's shared profile (also at 390 px); the sharer makes a
// new link and the old one answers the not-found page.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { API_URL, firstUse, logInThroughApi, newMember, signIn } from './support/site';
import type { Member, Session } from './support/site';
import { api, finishTest, verifiedMember, verify } from './support/members';
import { expectNoViolations, reloadWithoutCsp } from './support/a11y';

interface Shared {
  code: string;
  nickname: string;
  typeId: number;
  typeName: string;
  session: Session;
}

/** A member with a finished test and a short share address: the friend who shares. */
async function sharer(): Promise<Shared> {
  const made = await verifiedMember(true);
  const { code } = await api<{ code: string }>('/profiles/share', made.session, { method: 'POST' });
  const shared = (await (await fetch(`${API_URL}/profiles/share/${code}`)).json()) as Shared;
  return { ...shared, code, session: made.session };
}

const account = (page: Page) => page.locator('#app-mf-account');

async function signUpThroughPages(page: Page, member: Member): Promise<void> {
  const main = account(page);
  await expect(main.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible();
  await main.getByRole('checkbox', { name: /진타입 이용약관 동의/ }).check();
  await main.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).check();
  await main.getByLabel('생년월일').fill('1990-05-01');
  await main.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(main.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await main.getByLabel('아이디').fill(member.userId);
  await main.getByLabel('이메일').fill(member.email);
  await main.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await main.getByLabel('비밀번호 확인').fill(member.password);
  await main.getByRole('button', { name: '가입하기' }).click();
  const welcome = page.getByRole('dialog', { name: '가입을 환영해요' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: '확인' }).click();
}

async function expectBothSides(page: Page, me: string, friend: Shared): Promise<void> {
  const main = account(page);
  await expect(main.getByRole('heading', { level: 1, name: '친구와 유형 비교' })).toBeVisible();
  await expect(main.getByRole('region', { name: `${me}님의 유형` })).toBeVisible();
  await expect(main.getByRole('region', { name: `${friend.nickname}님의 유형` })).toContainText(
    `${friend.typeId}번 ${friend.typeName}`,
  );
  for (const gene of ['ace', 'drd2', 'drd4', 'htt'])
    await expect(main.getByTestId(`friend-gene-${gene}`)).toContainText('함께 공부할 때');
  await expect(
    main.getByRole('figure', { name: '지구력 유전자에서 두 사람의 위치' }),
  ).toContainText(`${friend.nickname}: `);
}

test('a visitor lands on a shared profile, signs up from it, finishes the test and is offered the compare', async ({
  page,
}) => {
  const friend = await sharer();
  await page.goto(`/s/${friend.code}`);
  await firstUse(page);
  const main = account(page);
  const card = main.getByTestId('shared-type');
  await expect(card).toContainText(`${friend.nickname}님의 학습 유전자 유형`);
  await expect(card.getByRole('heading', { level: 2 })).toContainText(
    `${friend.typeId}번 ${friend.typeName}`,
  );
  await expect(card.getByRole('img', { name: /캐릭터$/ })).toBeVisible();
  await expect(card).toContainText('그룹');
  // The short description under the name and the group.
  expect(((await card.locator('p').nth(2).textContent()) ?? '').length).toBeGreaterThan(20);

  await main.getByRole('button', { name: '나도 검사하기' }).click();
  // /signup starts at the agreement.
  await expect(page).toHaveURL(/\/agreement$/);
  const member = newMember();
  await signUpThroughPages(page, member);
  // Back through the shared page, which keeps the friend, and on to the test.
  await expect(page).toHaveURL(/\/questions(\?|$)/);

  // The test, answered quickly as another device would (the nickname and phone it needs first).
  verify(member);
  await finishTest(member, await logInThroughApi(member));

  await page.goto('/myPage');
  const notice = main.getByTestId('friend-notice');
  await expect(notice).toContainText(`${friend.nickname}님과 학습 유형을 비교해 볼 수 있어요.`);
  await main.getByRole('tab', { name: '가족' }).click();
  await expect(
    main
      .getByRole('list', { name: '비교할 수 있는 친구' })
      .getByRole('link', { name: `${friend.nickname}님과 비교하기` }),
  ).toBeVisible();
  await notice.getByRole('link', { name: `${friend.nickname}님과 비교해 보기` }).click();
  await expectBothSides(page, member.userId, friend);
});

test('a member compares from a friend’s shared profile; the sharer makes a new link and the old one is gone', async ({
  page,
  browser,
}) => {
  const friend = await sharer();
  const viewer = await verifiedMember(true);
  await signIn(page, viewer.session);
  await page.goto(`/s/${friend.code}`);
  const main = account(page);
  await main.getByRole('link', { name: '나와 비교하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/family/compare\\?friend=${friend.code}$`));
  await expectBothSides(page, viewer.nickname, friend);
  // axe adds styles of its own, which the site's CSP refuses: checked on a reload without it.
  await reloadWithoutCsp(page);
  await expectBothSides(page, viewer.nickname, friend);
  await expectNoViolations(page, 'the friend compare', '#app-mf-account');

  // On a phone: the same page, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectBothSides(page, viewer.nickname, friend);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'the friend compare at 390 px', '#app-mf-account');

  // The sharer makes a new link in their profile settings, after a confirmation.
  const sharerContext = await browser.newContext();
  const sharerPage = await sharerContext.newPage();
  await signIn(sharerPage, friend.session);
  await sharerPage.goto(`/profiles/${friend.nickname}`);
  await account(sharerPage).getByRole('button', { name: '프로필 설정' }).click();
  const dialog = sharerPage.getByRole('dialog', { name: '프로필 설정' });
  const address = dialog.getByRole('region', { name: '공유 주소' });
  const field = address.getByRole('textbox', { name: '내 공유 주소' });
  await expect(field).toHaveValue(`http://localhost:3000/s/${friend.code}`);
  await address.getByRole('button', { name: '공유 링크 다시 만들기' }).click();
  await expect(address).toContainText('지금 링크는 더 이상 열리지 않고');
  await address.getByRole('button', { name: '새로 만들기' }).click();
  await expect(address.getByRole('status')).toContainText('새 공유 링크를 만들었어요.');
  await expect(field).not.toHaveValue(`http://localhost:3000/s/${friend.code}`);
  await sharerContext.close();

  // The old address answers the not-found page; so does the compare made with it.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.goto(`/s/${friend.code}`))?.status()).toBe(404);
  await expect(main.getByRole('alert')).toContainText('이 공유 주소는 없거나 기간이 지났어요.');
  await page.goto(`/family/compare?friend=${friend.code}`);
  await expect(
    page.locator('#app-shell').getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
  ).toBeVisible();
  // And the family tab no longer offers the friend.
  await page.goto('/myPage#familySection');
  await expect(main.getByRole('heading', { name: '친구와 비교하기' })).toBeVisible();
  await expect(main.getByText('아직 비교한 친구가 없어요.')).toBeVisible();
});
