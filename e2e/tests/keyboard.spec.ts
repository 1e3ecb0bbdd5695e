// Keyboard only (issue 18, WCAG 2.1.1, 2.1.2, 2.4.7): no mouse click anywhere in these journeys. A
// member answers a page of the test and moves on; a visitor logs in through the login modal. Focus
// is visible on every stop, stays inside an open modal, and Escape closes it.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { hydrated, newMember, signUp } from './support/site';
import { storageStateOf, verifiedMember } from './support/members';

// Each step is a key press and a look at the focus: dozens of round trips, which a loaded machine
// (two journeys beside each other on two cores) stretches past the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** Whether the focused element shows a focus indicator (an outline or a ring), and what it is. */
async function focusIndicator(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, what: 'body' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { visible: element.matches(':focus-visible') && (outline || ring), what };
  });
}

async function expectFocusVisible(page: Page): Promise<void> {
  const { visible, what } = await focusIndicator(page);
  expect(visible, `focus indicator on ${what}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the indicator on every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** Tabs round the open dialog in both directions: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 25): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `focus inside the dialog after ${i + 1} × ${key}`,
      ).toBe(true);
      await expectFocusVisible(page);
    }
  }
}

test('a visitor logs in with the keyboard alone: the modal traps focus and Escape closes it', async ({
  page,
}) => {
  const member = newMember();
  await signUp(member);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);

  const header = page.getByRole('banner');
  const loginButton = header.getByRole('button', { name: '로그인', exact: true });
  await tabTo(page, loginButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);

  // Escape closes it and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginButton).toBeFocused();

  // Space opens it again; the form is filled and sent with the keyboard.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const id = dialog.getByLabel('아이디 또는 이메일');
  await tabTo(page, id);
  await page.keyboard.type(member.userId);
  await tabTo(page, dialog.getByLabel('비밀번호', { exact: true }));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
});

test('a member answers the first page of the test with the keyboard alone and moves on', async ({
  page,
  context,
}) => {
  const { session } = await verifiedMember(false);
  const state = storageStateOf(session, 'ko');
  await context.addCookies(state.cookies);
  await page.goto('/404');
  await page.evaluate((token) => localStorage.setItem('token', token), session.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: /^A 유형/ })).toBeVisible();

  // The notice before the questions: its button has focus; Enter closes it.
  const notice = page.getByRole('dialog', { name: '중복 문항 안내' });
  await expect(notice).toBeVisible();
  await expectFocusTrapped(page, notice, 4);
  await expect(notice.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();

  const firstPage = page.getByRole('list', { name: '1쪽 문항' });
  const items = firstPage.getByRole('listitem');
  await expect(items).toHaveCount(11);
  for (let index = 0; index < 11; index += 1) {
    // Alternate: "예" with Enter, "아니요" with Space.
    const yes = index % 2 === 0;
    const choice = items
      .nth(index)
      .getByRole('button', { name: yes ? '예' : '아니요', exact: true });
    await tabTo(page, choice);
    await page.keyboard.press(yes ? 'Enter' : 'Space');
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  }

  const next = page.getByRole('button', { name: '다음', exact: true });
  await expect(next).toBeEnabled();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: '2쪽 문항' })).toBeVisible();
  await expect(page.getByText('12.', { exact: true })).toBeVisible();

  // Focus starts at the new page's questions: Tab reaches its first question, and Shift+Tab walks
  // on up to the navbar without getting stuck.
  await expect(page.getByRole('list', { name: '2쪽 문항' })).toBeFocused();
  const secondFirstYes = page
    .getByRole('list', { name: '2쪽 문항' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: '예', exact: true });
  await tabTo(page, secondFirstYes, { max: 1 });
  await tabTo(page, page.getByRole('banner').getByRole('link').first(), { back: true });
});

test('on a phone, the side menu and the search popup keep focus inside and close with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);
  const header = page.getByRole('banner');

  const menuButton = header.getByRole('button', { name: '메뉴 열기' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: '메뉴', exact: true });
  await expect(menu).toBeVisible();
  await expectFocusTrapped(page, menu, 15);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  const searchButton = header.getByRole('button', { name: '검색', exact: true });
  await tabTo(page, searchButton, { back: true });
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: '검색' });
  await expect(popup.getByRole('searchbox', { name: '검색어' })).toBeVisible();
  await expect
    .poll(() => popup.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expectFocusTrapped(page, popup, 15);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(searchButton).toBeFocused();
});
