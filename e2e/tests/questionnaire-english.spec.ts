// The test in English (issue 18): a member switches the site to English, starts the test, reads
// the questions in English, answers the first page with the keyboard only and the rest with the
// mouse, and reaches the section outcome in English with the type the scoring gives those answers.
//
// Setup as in questionnaire.spec.ts: the member's nickname and phone number are written straight
// into the run's SQLite database, which also tells the journey how each question is keyed.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrated, newMember, signIn, signUp } from './support/site';
import { database, verify } from './support/members';

const HANGUL = /[\uac00-\ud7af]/;

/** Question number → pole of section A, as migration 040 stored them. */
function sectionAPoles(): Map<number, string> {
  const db = database();
  try {
    const rows = db.prepare("select number, pole from questions where section = 'A'").all() as {
      number: number;
      pole: string;
    }[];
    return new Map(rows.map((row) => [row.number, row.pole]));
  } finally {
    db.close();
  }
}

function questionItem(page: Page, number: number): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(`${number}.`, { exact: true }) });
}

test('a member takes the test in English and reaches the section outcome in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = newMember();
  const session = await signUp(member);
  verify(member);
  await signIn(page, session);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Switch to English, then start the test from the navbar.
  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('#frame-header').getByRole('link', { name: 'Start the test' }).click();
  // The test names its page in the address once the questions are on screen (issue #37).
  await expect(page).toHaveURL(/\/questions(\?page=1)?$/);

  const test_ = page.locator('section[aria-labelledby="questions-title"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Part A · Endurance' })).toBeVisible();
  await expect(page.getByText('Loading the questions…')).toBeHidden();
  const notice = page.getByRole('dialog', { name: 'About repeated questions' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();

  // The questions are in English.
  await expect(
    questionItem(page, 1).getByText('I can stay on one task for hours without getting very tired.'),
  ).toBeVisible();
  await expect(test_.getByText('Page 1 of 4 · 0/44 answered')).toBeVisible();
  expect(await test_.innerText()).not.toMatch(HANGUL);

  // Page 1 with the keyboard only: Tab between the choices, Enter to answer, Enter on Next.
  // Aiming at II: "Yes" to the questions of pole I, "No" to the others.
  const poles = sectionAPoles();
  await questionItem(page, 1).getByRole('button', { name: 'Yes', exact: true }).focus();
  for (let number = 1; number <= 11; number += 1) {
    const yes = poles.get(number) === 'I';
    if (!yes) await page.keyboard.press('Tab');
    await expect(
      questionItem(page, number).getByRole('button', { name: yes ? 'Yes' : 'No', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    if (yes) await page.keyboard.press('Tab');
  }
  await expect(test_.getByText('Page 1 of 4 · 11/44 answered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(test_.getByText('Page 2 of 4 · 11/44 answered')).toBeVisible();

  // Pages 2 to 4 with the mouse.
  for (let p = 1; p < 4; p += 1) {
    for (let number = p * 11 + 1; number <= p * 11 + 11; number += 1) {
      const choice = poles.get(number) === 'I' ? 'Yes' : 'No';
      await questionItem(page, number).getByRole('button', { name: choice, exact: true }).click();
    }
    if (p < 3) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'See my results', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Analyzing your answers' })).toBeVisible();

  // The section outcome, in English.
  await expect(page).toHaveURL(/\/result\?type=A$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Part A results' })).toBeVisible();
  await expect(page.getByTestId('gene-type-A')).toHaveText('II');
  await expect(page.getByRole('heading', { name: 'Part A · Endurance (ACE)' })).toBeVisible();
  // Where the member falls between the types, in English words (issue #37).
  await expect(page.getByRole('heading', { name: 'Where you fall' })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: 'Steady staying power (I) 100%; Short, intense bursts (D) 0% — on the II side',
    }),
  ).toBeVisible();
  await expect(page.getByText('You answered all 4 repeated questions consistently.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Part B (Attachment)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake the test' })).toBeVisible();

  // On to part B: its questions are in English too.
  await page.getByRole('link', { name: 'Continue to Part B (Attachment)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Part B · Attachment' })).toBeVisible();
  await expect(
    questionItem(page, 1).getByText(
      'When I find something I like, I dive into it and nothing else.',
    ),
  ).toBeVisible();
});

test('a visitor who switches to English on the demo sees it re-worded at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: '유전자 유형 검사' })).toBeVisible();
  await expect(
    questionItem(page, 1).getByText('한 가지 과제를 몇 시간씩 붙잡고 있어도 크게 지치지 않는다.'),
  ).toBeVisible();
  await hydrated(page);

  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Gene Type Test' })).toBeVisible();
  await expect(
    questionItem(page, 1).getByText('I can stay on one task for hours without getting very tired.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(11);
  expect(await page.locator('section[aria-labelledby="questions-title"]').innerText()).not.toMatch(
    HANGUL,
  );
  // Any answer still asks a visitor to log in, in English.
  await page.getByRole('button', { name: 'Yes', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  // Its HTML is the English demo (mf-questionnaire prerenders /questions in both languages), which
  // the page hydrates: no Korean in between, no hydration error.
  test('a first visit to the demo is in English, hydrated from its English HTML', async ({
    page,
  }) => {
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text()))
        hydration.push(message.text());
    });
    await page.goto('/questions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Gene Type Test' })).toBeVisible();
    await expect(
      questionItem(page, 1).getByText(
        'I can stay on one task for hours without getting very tired.',
      ),
    ).toBeVisible();
    expect(
      await page.locator('section[aria-labelledby="questions-title"]').innerText(),
    ).not.toMatch(HANGUL);
    expect(hydration).toEqual([]);
  });
});
