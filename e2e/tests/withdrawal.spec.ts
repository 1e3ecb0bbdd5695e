// Settings → withdrawal (spec §4): request with the 14-day notice, the days left, then cancel.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

test('withdrawal: request after the 14-day notice, see the days left, cancel', async ({ page }) => {
  await signedIn(page, await signUp(newMember()));
  await page.goto('/myPage#settingSection');
  const panel = page.locator('#settingSection');
  const section = panel.getByRole('region', { name: '회원 탈퇴' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: '회원 탈퇴 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 탈퇴 신청' });
  await expect(dialog).toContainText('탈퇴 신청 후 14일 이내에는 언제든 취소할 수 있으며');
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/user/withdrawAccount') && r.method() === 'POST',
  );
  await dialog.getByRole('button', { name: '탈퇴 신청하기' }).click();
  expect((await request).postDataJSON()).toEqual({ isWithdraw: '1' });
  await expect(dialog.getByRole('status')).toContainText('탈퇴 신청이 접수되었어요');
  // Closes by itself after 2 s; the reloaded user shows the pending withdrawal.
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(section).toContainText('14일 뒤 탈퇴가 완료돼요.');

  // Still pending after a reload (the server's state, not the page's).
  await page.reload();
  await expect(section).toContainText('14일 뒤 탈퇴가 완료돼요.');

  await section.getByRole('button', { name: '탈퇴 취소' }).click();
  const cancel = page.getByRole('dialog', { name: '탈퇴 신청 취소' });
  await cancel.getByRole('button', { name: '탈퇴 취소하기' }).click();
  await expect(cancel.getByRole('status')).toContainText('탈퇴 신청을 취소했어요');
  await expect(cancel).toBeHidden({ timeout: 5000 });
  await expect(section.getByRole('button', { name: '회원 탈퇴 신청' })).toBeVisible();
});
