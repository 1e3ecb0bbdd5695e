// The result moment (issue 15): review and share where members finish, the short share address,
// the learning-gene result variant, honest status texts. Sections are answered through the API
// (as another device would); the questionnaire journey covers answering them in the page.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { answerSections, verifiedMember } from './support/members';
import type { Member, Session } from './support/site';

async function member(page: Page, sections: number): Promise<{ member: Member; session: Session }> {
  const { member: m, session } = await verifiedMember(false);
  await answerSections(m, session, sections);
  await page.goto('/');
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, session);
  return { member: m, session };
}

/**
 * The result's review and share buttons load as their section nears the screen (review-slot.tsx),
 * as a member scrolls down to them.
 */
async function scrollToTheButtons(page: Page): Promise<void> {
  await page.locator('#final-next').scrollIntoViewIfNeeded();
}

test('a finished member writes the one review from the result; the button then says 후기 수정하기', async ({
  page,
}) => {
  await member(page, 4);
  await page.goto('/result?type=D');
  await expect(page.getByTestId('final-type-id')).toBeVisible();
  await scrollToTheButtons(page);
  const write = page.getByRole('button', { name: '후기 남기기' });
  await expect(write).toBeEnabled();
  await write.click();
  const dialog = page.getByRole('dialog', { name: '리뷰 등록' });
  await expect(dialog).toContainText('0/500');
  await dialog.getByLabel('리뷰 내용').fill('결과가 정말 잘 맞아요');
  await expect(dialog).toContainText('12/500');
  await dialog.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  await expect(page.getByRole('button', { name: '후기 수정하기' })).toBeVisible();

  // The same button on /thank-you and my page knows the review exists.
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: '검사 완료' })).toBeVisible();
  await expect(page.getByRole('button', { name: '후기 수정하기' })).toBeVisible();
  await page.goto('/myPage');
  await expect(page.getByRole('button', { name: '후기 수정하기' })).toBeVisible();
});

test('sharing from the result copies the short address, which opens the profile for a visitor', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The copy fallback: this browser has no Web Share API.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const { member: m } = await member(page, 4);
  await page.goto('/result?type=D');
  await scrollToTheButtons(page);
  const share = page.getByRole('button', { name: '결과 공유하기' });
  await expect(share).toBeEnabled();
  await share.click();
  await expect(page.getByRole('button', { name: '주소를 복사했어요' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{8}$/);
  await expect(page.getByRole('button', { name: '결과 공유하기' })).toBeVisible({ timeout: 5_000 });

  const visitor = await browser.newContext();
  try {
    const fresh = await visitor.newPage();
    await fresh.goto(url.pathname);
    // The friend's landing (issue 38): the address stays, the sharer's type is shown.
    await expect(fresh.getByTestId('shared-type')).toContainText(
      `${m.userId}님의 학습 유전자 유형`,
    );
    await expect(fresh.getByRole('button', { name: '나도 검사하기' })).toBeVisible();
    await fresh.goto('/s/AAAAAAAA');
    await expect(fresh.getByRole('alert')).toContainText('이 공유 주소는 없거나 기간이 지났어요');
  } finally {
    await visitor.close();
  }
});

test('sharing uses the Web Share API where the browser has it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [
          ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
          data,
        ];
      },
    });
  });
  await member(page, 4);
  await page.goto('/thank-you');
  const share = page.getByRole('button', { name: '결과 공유하기' });
  await expect(share).toBeEnabled();
  await share.click();
  const shared = await page.waitForFunction(
    () => (window as unknown as { shared?: ShareData[] }).shared?.[0],
  );
  const data = (await shared.jsonValue()) as ShareData;
  expect(data.title).toBe('진타입 | 나의 학습 유전자 유형');
  expect(data.text).toMatch(/학습 유전자 유형: \d+번 /);
  expect(new URL(data.url ?? '').pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{8}$/);
});

test('the final result leads to the learning-gene result variant with the member blocks', async ({
  page,
}) => {
  await member(page, 4);
  await page.goto('/result?type=D');
  await page.getByRole('link', { name: '나의 학습 유전자 다시 보기' }).click();
  await expect(page).toHaveURL(/\/learningGene\?variant=result$/);
  await expect(
    page.locator('[data-parcel-slot="mf-account/my-review"]').getByRole('heading', {
      name: '나의 리뷰',
    }),
  ).toBeVisible();
  await expect(page.locator('[data-parcel-slot="mf-account/profile-share"]')).not.toBeEmpty();
});

test('/thank-you does not congratulate an unfinished member', async ({ page }) => {
  await member(page, 1);
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: '아직 검사 중이에요' })).toBeVisible();
  await expect(page.getByText('모두 마쳤어요')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '이어서 검사하기' })).toHaveAttribute(
    'href',
    '/questions',
  );
});

test('the home overview button follows the section', async ({ page }) => {
  const overview = page.locator('section[aria-labelledby="overview-headline"]');
  const { member: m, session } = await member(page, 0);
  await page.goto('/');
  await expect(overview.getByRole('link', { name: '검사 시작하기' })).toHaveAttribute(
    'href',
    '/questions',
  );
  await answerSections(m, session, 1);
  await page.reload();
  await expect(overview.getByRole('link', { name: '이어서 검사하기' })).toHaveAttribute(
    'href',
    '/questions',
  );
  await answerSections(m, session, 3);
  await page.reload();
  const result = overview.getByRole('link', { name: '결과 보기' });
  await expect(result).toHaveAttribute('href', '/result');
  await result.click();
  await expect(page.getByTestId('final-type-id')).toBeVisible();
});
