// /myPage (spec §2): the protected wrapper, the hash-driven tabs, the overview without a test,
// and answering on behalf of another person.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

async function member(page: Page): Promise<void> {
  await signedIn(page, await signUp(newMember()));
}

test('a visitor is sent home with the login modal open', async ({ page }) => {
  await page.goto('/myPage');
  await expect(page).toHaveURL(/localhost:3000\/$/);
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});

test('the hash picks the tab; arrows move between tabs', async ({ page }) => {
  await member(page);
  await page.goto('/myPage#settingSection');
  const settingsTab = page.getByRole('tab', { name: '설정' });
  const overviewTab = page.getByRole('tab', { name: '검사 현황' });
  await expect(settingsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'settingSection');

  await page.goto('/myPage#friends-section');
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#friends-section')).toBeVisible();

  await page.goto('/myPage#outlineSection');
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');
  await overviewTab.focus();
  await page.keyboard.press('ArrowRight');
  const familyTab = page.getByRole('tab', { name: '가족' });
  await expect(familyTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/myPage#familySection$/);
  await page.keyboard.press('ArrowRight');
  await expect(settingsTab).toHaveAttribute('aria-selected', 'true');
  await expect(settingsTab).toBeFocused();
  await expect(page).toHaveURL(/\/myPage#settingSection$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'outlineSection');
});

test('the overview says when no test was taken and offers to start', async ({ page }) => {
  await member(page);
  await page.goto('/myPage');
  const panel = page.locator('#outlineSection');
  await expect(panel.getByText('아직 진타입 검사를 하지 않았어요.')).toBeVisible();
  await expect(panel.getByText('아직 대신 검사한 사람이 없어요.')).toBeVisible();
  await panel.getByRole('link', { name: '검사 시작하기' }).click();
  // The test names its page in the address once the questions are on screen (issue #37).
  await expect(page).toHaveURL(/\/questions(\?page=1)?$/);
});

test('adding a person opens the questionnaire on their own result, then lists them', async ({
  page,
}) => {
  await member(page);
  await page.goto('/myPage#friends-section');
  const friends = page.locator('#friends-section');
  await friends.getByRole('button', { name: '대신 검사하기' }).click();
  await expect(friends.getByText('검사할 분의 이름을 입력해 주세요.')).toBeVisible();

  await friends.getByLabel('검사할 분의 이름').fill('김하늘');
  await friends.getByLabel('나와의 관계').selectOption({ label: '자녀' });
  await friends.getByRole('button', { name: '대신 검사하기' }).click();
  await expect(page).toHaveURL(
    /\/questions\?resultId=[^&]+&nickname=%EA%B9%80%ED%95%98%EB%8A%98(&page=1)?$/,
  );
  // Router state { section: 0 } crossed into the questionnaire: its on-behalf notice shows.
  await expect(page.getByRole('dialog', { name: /님의 검사를 시작할게요$/ })).toBeVisible();
  const resultId = new URL(page.url()).searchParams.get('resultId');
  expect(resultId).toBeTruthy();

  await page.goto('/myPage#friends-section');
  const listed = page.locator('#friends-section');
  await expect(listed.getByText('김하늘')).toBeVisible();
  await expect(listed.getByText('4개 유형 중 0개 완료')).toBeVisible();
  await expect(listed.getByRole('link', { name: '김하늘님 검사 이어서 하기' })).toHaveAttribute(
    'href',
    `/questions?resultId=${resultId}&nickname=%EA%B9%80%ED%95%98%EB%8A%98`,
  );
});

test('a session that died while on my page ends in the session-expired modal', async ({ page }) => {
  await member(page);
  await page.goto('/myPage#settingSection');
  const panel = page.locator('#settingSection');
  await expect(panel.getByLabel('닉네임')).toBeVisible();
  // The session ends elsewhere (expired, revoked): the stored tokens no longer work.
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired.session.token');
  });
  await panel.getByLabel('닉네임').fill('Nickname12345');
  await panel.getByRole('button', { name: '변경', exact: true }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  const expired = page.locator('[data-modal="sessionExpired"]');
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('로그인');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
