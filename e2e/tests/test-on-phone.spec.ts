// The test and its forms on a phone and on a desktop (issue #37, items 1–3): each question page
// opens at its first open question just below the header, back and forward turn the test's pages,
// the login sheet's buttons take the first tap, and each label of the on-behalf forms sits over
// its own control.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { exercises, hydrated, newMember, signIn, signUp } from './support/site';
import { answerSections, verify } from './support/members';
import { expectNoViolations, settled } from './support/a11y';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function verifiedMember(page: Page) {
  const member = newMember();
  const session = await signUp(member);
  verify(member);
  await signIn(page, session);
  return { member, session };
}

function questionItem(page: Page, number: number): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(`${number}.`, { exact: true }) });
}

/** The question's top is just below the sticky header's bottom: visible, nothing above it hidden. */
async function expectJustBelowHeader(page: Page, item: Locator): Promise<void> {
  const header = page.locator('#frame-header');
  await expect
    .poll(
      async () => {
        const [bar, box] = await Promise.all([header.boundingBox(), item.boundingBox()]);
        if (!bar || !box) return 'not on screen';
        const gap = Math.round(box.y - (bar.y + bar.height));
        return gap >= 0 && gap <= 32 ? 'just below the header' : `${gap} px below the header`;
      },
      { timeout: 5_000 },
    )
    .toBe('just below the header');
}

async function answerYes(page: Page, from: number, to: number): Promise<void> {
  for (let number = from; number <= to; number += 1)
    await questionItem(page, number).getByRole('button', { name: '예', exact: true }).click();
}

// What each part exercises (npm run test:affected): the test's pages; the shell's login sheet,
// opened from home's side menu and from the demo; the forms on /welcome and My page.
const QUESTION_PAGES = exercises('shell', 'mf-questionnaire');
const LOGIN_SHEET = exercises('shell', 'mf-content', 'mf-questionnaire');
const ON_BEHALF_FORMS = exercises('shell', 'mf-questionnaire', 'mf-account');

for (const size of WIDTHS) {
  test(
    `${size.name}: each question page opens at its first open question; back and forward turn pages`,
    QUESTION_PAGES,
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      const { member, session } = await verifiedMember(page);
      // Section A done elsewhere: this visit starts section B, with its duplicate-question notice.
      await answerSections(member, session, 1);
      await page.goto('/questions');
      const notice = page.getByRole('dialog', { name: '중복 문항 안내' });
      await notice.getByRole('button', { name: '확인' }).click();
      await expect(notice).toBeHidden();
      await expect(page).toHaveURL(/\/questions\?page=1$/);
      await expectJustBelowHeader(page, questionItem(page, 1));

      await answerYes(page, 1, 11);
      await page.getByRole('button', { name: '다음', exact: true }).click();
      await expect(page).toHaveURL(/\/questions\?page=2$/);
      await expectJustBelowHeader(page, questionItem(page, 12));
      await answerYes(page, 12, 14);

      // The browser's back button goes to the previous page of the test, answers kept.
      await page.goBack();
      await expect(page).toHaveURL(/\/questions\?page=1$/);
      await expect(page.getByText('1 / 4쪽 · 14/44문항 답함')).toBeVisible();
      await expect(
        questionItem(page, 11).getByRole('button', { name: '예', exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expectJustBelowHeader(page, questionItem(page, 1));
      await page.goForward();
      await expect(page).toHaveURL(/\/questions\?page=2$/);
      await expect(page.getByText('2 / 4쪽 · 14/44문항 답함')).toBeVisible();
      await expectJustBelowHeader(page, questionItem(page, 15));

      // A page the answers do not reach yet cannot be opened from the address.
      await page.goto('/questions?page=4');
      await expect(page).toHaveURL(/\/questions\?page=2$/);
      await expect(page.getByText('2 / 4쪽 · 14/44문항 답함')).toBeVisible();
      // After a reload: the same page, at its first open question.
      await page.reload();
      await expect(page.getByText('2 / 4쪽 · 14/44문항 답함')).toBeVisible();
      await expectJustBelowHeader(page, questionItem(page, 15));
    },
  );
}

test.describe('the login sheet on a phone takes the first tap', LOGIN_SHEET, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function loginFromSideMenu(page: Page): Promise<Locator> {
    await page.goto('/');
    await hydrated(page);
    await page.locator('#frame-header').getByRole('button', { name: '메뉴 열기' }).tap();
    await page
      .getByRole('dialog', { name: '메뉴', exact: true })
      .getByRole('button', { name: '로그인', exact: true })
      .tap();
    return loginSheet(page);
  }

  async function loginFromDemo(page: Page): Promise<Locator> {
    await page.goto('/questions');
    await hydrated(page);
    await page.getByRole('button', { name: '예', exact: true }).first().tap();
    return loginSheet(page);
  }

  /** The sheet, with its ID field focused (as it opens) and nothing typed. */
  async function loginSheet(page: Page): Promise<Locator> {
    const sheet = page.getByRole('dialog', { name: '로그인' });
    await expect(sheet.getByLabel('아이디 또는 이메일')).toBeFocused();
    return sheet;
  }

  for (const [from, open] of [
    ['the side menu', loginFromSideMenu],
    ["the demo's login prompt", loginFromDemo],
  ] as const) {
    test(`Kakao from ${from}`, async ({ page }) => {
      const sheet = await open(page);
      await sheet.getByRole('button', { name: '카카오로 로그인' }).tap();
      await expect(page).toHaveURL(/\/local-idp\/kakao\/oauth\/authorize\?/, { timeout: 5_000 });
    });

    test(`Google from ${from}`, async ({ page }) => {
      const sheet = await open(page);
      const popup = page.waitForEvent('popup', { timeout: 5_000 });
      await sheet.getByRole('button', { name: 'Google로 로그인' }).tap();
      await expect((await popup).getByRole('heading', { name: '계정 선택' })).toBeVisible();
      await expect(sheet.getByText('아이디 또는 이메일을 입력해 주세요.')).toHaveCount(0);
    });
  }

  test('the recovery links and a field left as it was', async ({ page }) => {
    const sheet = await loginFromSideMenu(page);
    // Leaving the untouched ID field for the password field says nothing yet.
    await sheet.getByLabel('비밀번호', { exact: true }).tap();
    await expect(sheet.getByText('아이디 또는 이메일을 입력해 주세요.')).toHaveCount(0);
    await page.getByRole('button', { name: '비밀번호 재설정' }).tap();
    await expect(page.getByRole('dialog', { name: '비밀번호 재설정' })).toBeVisible();
  });
});

/** The label's box is right above its control (or beside it, to its left), nothing between. */
async function expectLabelOverControl(form: Locator, label: string): Promise<void> {
  const text = form.getByText(label, { exact: true });
  const control = form.getByLabel(label, { exact: true });
  const [labelBox, controlBox] = await Promise.all([text.boundingBox(), control.boundingBox()]);
  expect(labelBox && controlBox, `${label}: both on screen`).toBeTruthy();
  if (!labelBox || !controlBox) return;
  const above =
    labelBox.y + labelBox.height <= controlBox.y + 1 &&
    controlBox.y - (labelBox.y + labelBox.height) <= 16 &&
    labelBox.x >= controlBox.x - 1 &&
    labelBox.x < controlBox.x + controlBox.width;
  const beside =
    labelBox.x + labelBox.width <= controlBox.x + 1 &&
    labelBox.y < controlBox.y + controlBox.height &&
    labelBox.y + labelBox.height > controlBox.y;
  expect(above || beside, `${label}: ${JSON.stringify({ labelBox, controlBox })}`).toBe(true);
}

test.describe('the on-behalf forms', ON_BEHALF_FORMS, () => {
  // axe adds styles of its own, which the site's Content-Security-Policy refuses.
  test.use({ bypassCSP: true });

  for (const size of WIDTHS) {
    test(`${size.name}: each label of the on-behalf forms sits over its own control`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await verifiedMember(page);

      await page.goto('/welcome');
      const form = page.locator('form').filter({
        has: page.getByRole('heading', { name: '다른 사람 대신 검사하기' }),
      });
      await expect(form.getByLabel('검사할 분의 이름')).toBeVisible();
      await expectLabelOverControl(form, '검사할 분의 이름');
      await expectLabelOverControl(form, '나와의 관계');
      await expect(form.getByRole('combobox', { name: '나와의 관계' })).toBeVisible();
      await settled(page);
      await expectNoViolations(page, `the on-behalf form on /welcome (${size.name})`, 'form');

      await page.goto('/myPage#friends-section');
      const friends = page.locator('#friends-section');
      await expect(friends.getByLabel('검사할 분의 이름')).toBeVisible();
      await expectLabelOverControl(friends, '검사할 분의 이름');
      await expectLabelOverControl(friends, '나와의 관계');
      // The button comes after both fields.
      const [relation, button] = await Promise.all([
        friends.getByLabel('나와의 관계').boundingBox(),
        friends.getByRole('button', { name: '대신 검사하기' }).boundingBox(),
      ]);
      expect(button!.y).toBeGreaterThan(relation!.y + relation!.height - 1);
      await settled(page);
      await expectNoViolations(
        page,
        `the add-person form on my page (${size.name})`,
        '#friends-section',
      );
    });
  }
});
