// Reviews (spec §4 Review modal) in the my-review block that mf-account exposes as a parcel and
// mf-content mounts on the learning-gene result page: register, then modify.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

/** The result variant of /learningGene (router state { variant: 'result' }). */
async function openResultVariant(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: '문의하기' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { variant: 'result' }, key: 'e2e-review', idx: 1 },
      '',
      '/learningGene',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  const block = page.locator('[data-parcel-slot="mf-account/my-review"]');
  await expect(block.getByRole('heading', { name: '나의 리뷰' })).toBeVisible();
  return block;
}

test('a review is registered, then modified, in the my-review parcel', async ({ page }) => {
  await signedIn(page, await signUp(newMember()));
  let block = await openResultVariant(page);
  // The profile-share parcel mounts beside it.
  await expect(
    page.locator('[data-parcel-slot="mf-account/profile-share"]').getByRole('heading', {
      name: '내 프로필 공유하기',
    }),
  ).toBeVisible();

  await block.getByRole('button', { name: '리뷰 남기기' }).click();
  let dialog = page.getByRole('dialog', { name: '리뷰 등록' });
  await dialog.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(dialog).toContainText('리뷰 내용을 입력해 주세요.');
  await dialog.getByLabel('리뷰 내용').fill('검사 덕분에 공부 계획을 새로 세웠어요.');
  await expect(dialog).toContainText('22/500');
  await dialog.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(dialog.getByRole('status')).toContainText('리뷰를 등록했어요.');
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(block).toContainText('검사 덕분에 공부 계획을 새로 세웠어요.');

  // A fresh page load reads the stored review; modifying keeps one review.
  await page.reload();
  block = await openResultVariant(page);
  await expect(block).toContainText('검사 덕분에 공부 계획을 새로 세웠어요.');
  await block.getByRole('button', { name: '내 리뷰 수정하기' }).click();
  dialog = page.getByRole('dialog', { name: '리뷰 수정' });
  await expect(dialog.getByLabel('리뷰 내용')).toHaveValue(
    '검사 덕분에 공부 계획을 새로 세웠어요.',
  );
  await dialog.getByLabel('리뷰 내용').fill('두 번째로 읽어 보니 더 와닿았어요.');
  await dialog.getByRole('button', { name: '리뷰 수정' }).click();
  await expect(dialog.getByRole('status')).toContainText('리뷰를 수정했어요.');
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(block).toContainText('두 번째로 읽어 보니 더 와닿았어요.');
});
