// Settings → withdrawal (spec §4): request with the 14-day notice, the days left, then cancel.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newMember, signIn, signUp } from './support/site';
import { kakaoAccount, signUpWithKakao, uniqueDigits } from './support/identity';
import { database } from './support/members';
import type { Session } from './support/site';

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

test('withdrawal: the password is asked for, a wrong one refused; then the days left, cancel', async ({
  page,
}) => {
  const member = newMember();
  await signedIn(page, await signUp(member));
  await page.goto('/myPage#settingSection');
  const panel = page.locator('#settingSection');
  const section = panel.getByRole('region', { name: '회원 탈퇴' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: '회원 탈퇴 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 탈퇴 신청' });
  await expect(dialog).toContainText('탈퇴 신청 후 14일 이내에는 언제든 취소할 수 있으며');
  // Issue 37: an open session is not enough — the password is asked for.
  const password = dialog.getByLabel('비밀번호');
  await expect(password).toBeFocused();
  await dialog.getByRole('button', { name: '탈퇴 신청하기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('비밀번호를 입력해 주세요.');
  await password.fill('Wrong!Pass1');
  await dialog.getByRole('button', { name: '탈퇴 신청하기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '비밀번호가 일치하지 않아요. 다시 확인해 주세요.',
  );
  await page.reload();
  await expect(section.getByRole('button', { name: '회원 탈퇴 신청' })).toBeVisible();

  await section.getByRole('button', { name: '회원 탈퇴 신청' }).click();
  await dialog.getByLabel('비밀번호').fill(member.password);
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/user/withdrawAccount') && r.method() === 'POST',
  );
  await dialog.getByRole('button', { name: '탈퇴 신청하기' }).click();
  expect((await request).postDataJSON()).toEqual({ isWithdraw: '1', password: member.password });
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

test('withdrawal without a password: after an old sign-in, Kakao again, then the request goes through', async ({
  page,
}) => {
  const id = uniqueDigits();
  const email = `kakao.bye.${id}@example.com`;
  await signUpWithKakao(page, id, email);

  // This sign-in was an hour ago: the session's start moves back in the run's database.
  const db = database();
  try {
    db.prepare(
      `update refresh_tokens set created_at = ? where user_id = (select id from users where email = ?)`,
    ).run(new Date(Date.now() - 60 * 60_000).toISOString(), email);
  } finally {
    db.close();
  }

  await page.goto('/myPage#settingSection');
  const section = page.locator('#settingSection').getByRole('region', { name: '회원 탈퇴' });
  await section.getByRole('button', { name: '회원 탈퇴 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 탈퇴 신청' });
  await expect(dialog.getByLabel('비밀번호')).toHaveCount(0);
  await expect(dialog).toContainText('로그인한 지 10분이 지나지 않았을 때만');
  await dialog.getByRole('button', { name: '탈퇴 신청하기' }).click();
  await expect(dialog.getByRole('alert')).toContainText('다시 로그인한 뒤 10분 안에');

  // The site's own Kakao sign-in, and back to the settings.
  await dialog.getByRole('button', { name: '다시 로그인하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '카카오로 로그인' }).click();
  await kakaoAccount(page, id, email);
  await expect(page).toHaveURL(/\/myPage#settingSection$/);
  await section.getByRole('button', { name: '회원 탈퇴 신청' }).click();
  await dialog.getByRole('button', { name: '탈퇴 신청하기' }).click();
  await expect(dialog.getByRole('status')).toContainText('탈퇴 신청이 접수되었어요');
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(section).toContainText('14일 뒤 탈퇴가 완료돼요.');
});
