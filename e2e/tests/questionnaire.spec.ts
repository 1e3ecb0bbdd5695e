// The questionnaire (issue 5): the visitors' demo, the four sections to a final type, interim
// results, resuming, retake, and answering for another person.
//
// Test setup: answering needs a nickname and a verified phone number, which the settings pages of
// other features set. Here the member signs up through the API and both are written straight into
// the run's throw-away SQLite database (E2E_SQLITE_PATH, exported by global-setup.ts). The same
// database tells the journey how each question is keyed, so it can aim at a chosen type.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { API_URL, hydrated, newMember, signIn, signUp } from './support/site';
import type { Member, Session } from './support/site';
import { database, verify } from './support/members';

type Letter = 'A' | 'B' | 'C' | 'D';

/** Question number → pole, per section, as migration 040 stored them. */
function questionPoles(): Record<Letter, Map<number, string>> {
  const db = database();
  try {
    const rows = db.prepare('select section, number, pole from questions').all() as {
      section: Letter;
      number: number;
      pole: string;
    }[];
    const poles = { A: new Map(), B: new Map(), C: new Map(), D: new Map() } as Record<
      Letter,
      Map<number, string>
    >;
    for (const row of rows) poles[row.section].set(row.number, row.pole);
    return poles;
  } finally {
    db.close();
  }
}

/** The pole a "yes" goes to for a target type (docs/scoring.md; all "no" in A is ID). */
function yesPole(section: Letter, type: string): string | null {
  if (section === 'A') return type === 'II' ? 'I' : type === 'DD' ? 'D' : null;
  if (section === 'D') return type === 'SS' ? 'S' : 'L';
  return type;
}

async function signedIn(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
}

async function verifiedMember(page: Page): Promise<{ member: Member; session: Session }> {
  const member = newMember();
  const session = await signUp(member);
  verify(member);
  await signedIn(page, session);
  return { member, session };
}

async function dismissNotices(page: Page): Promise<void> {
  for (const [name, button] of [
    [/님의 검사를 시작할게요$/, '검사 시작하기'],
    ['중복 문항 안내', '확인'],
  ] as const) {
    const dialog = page.getByRole('dialog', { name });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click();
  }
}

function questionItem(page: Page, number: number): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(`${number}.`, { exact: true }) });
}

/** Answers the questions `from`..`to` of the open section, aiming at `type`. */
async function answer(
  page: Page,
  section: Letter,
  type: string,
  from: number,
  to: number,
): Promise<void> {
  const poles = questionPoles()[section];
  const pole = yesPole(section, type);
  for (let number = from; number <= to; number += 1) {
    const choice = poles.get(number) === pole ? '예' : '아니요';
    await questionItem(page, number).getByRole('button', { name: choice, exact: true }).click();
  }
}

/** Opens the current section, answers its four pages and submits it. */
async function answerSection(page: Page, section: Letter, type: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${section} 유형`) }),
  ).toBeVisible();
  await expect(page.getByText('문항을 불러오는 중이에요')).toBeHidden();
  await dismissNotices(page);
  for (let p = 0; p < 4; p += 1) {
    await answer(page, section, type, p * 11 + 1, p * 11 + 11);
    if (p < 3) await page.getByRole('button', { name: '다음', exact: true }).click();
  }
  await page.getByRole('button', { name: '결과 보기', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: '결과를 분석하고 있어요' })).toBeVisible();
}

async function apiGet<T>(path: string, session: Session): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return (await response.json()) as T;
}

/** Question id → pole, as migration 040 stored them. */
function polesById(): Map<string, string> {
  const db = database();
  try {
    const rows = db.prepare('select id, pole from questions').all() as {
      id: string;
      pole: string;
    }[];
    return new Map(rows.map((row) => [String(row.id), row.pole]));
  } finally {
    db.close();
  }
}

/** Answers the open section of another person's test (`resultId`) through the API, aiming at `type`. */
async function answerThroughApi(
  member: Member,
  session: Session,
  resultId: string,
  section: Letter,
  type: string,
): Promise<void> {
  const query = `?resultId=${encodeURIComponent(resultId)}`;
  const list = await apiGet<{ questions: { _id: string }[] }>(`/questions/${query}`, session);
  const poles = polesById();
  const pole = yesPole(section, type);
  const answers = list.questions.map((q) => ({
    _id: q._id,
    answer: poles.get(q._id) === pole ? 'yes' : 'no',
  }));
  const response = await fetch(`${API_URL}/questions/calculateResult${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ email: member.email, questions: JSON.stringify(answers) }),
  });
  expect(response.status, `section ${section} through the API`).toBe(200);
}

test('a visitor sees the demo questions, and answering asks them to log in', async ({ page }) => {
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: '유전자 유형 검사' })).toBeVisible();
  await expect(page.getByRole('button', { name: '예', exact: true })).toHaveCount(11);
  await hydrated(page);
  // Once the page runs, it asks the API for the demo and keeps it for the next visit (spec §3).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('demoQuests') ?? '[]').length))
    .toBe(11);

  await page.getByRole('button', { name: '예', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});

test(
  'a member answers all four sections and reaches the type the scoring gives those answers',
  { tag: '@smoke' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const { session } = await verifiedMember(page);
    // (DD=2 · 3 + B=1) · 6 + (43=1 · 2 + SS=0) + 1 = 45
    const plan: [Letter, string][] = [
      ['A', 'DD'],
      ['B', 'B'],
      ['C', '43'],
      ['D', 'SS'],
    ];
    await page.goto('/questions');

    for (const [section, type] of plan) {
      await answerSection(page, section, type);
      if (section === 'D') break;
      await expect(page).toHaveURL(new RegExp(`/result\\?type=${section}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `${section} 유형 중간 결과` }),
      ).toBeVisible();
      await expect(page.getByTestId(`gene-type-${section}`)).toHaveText(type);
      await expect(page.getByText('반복 문항 4개에 모두 일관되게 답했어요.')).toBeVisible();
      // The navbar's main action follows the section (spec §2).
      await expect(
        page.locator('#frame-header').getByRole('link', { name: '중간 검사확인' }),
      ).toHaveAttribute('href', `/result?type=${section}`);
      await page.getByRole('link', { name: /검사 이어서 하기$/ }).click();
    }

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: '검사 완료' })).toBeVisible();
    await page.getByRole('link', { name: '최종 결과 보기' }).click();
    await expect(page.getByTestId('final-code')).toHaveText('DD-B-43-SS');
    await expect(page.getByTestId('final-type-id')).toHaveText('45번');
    await expect(page.getByRole('link', { name: /45번 유형 리포트/ })).toHaveAttribute(
      'href',
      '/typeReport/45',
    );
    await expect(
      page.locator('#frame-header').getByRole('link', { name: '결과 보기' }),
    ).toHaveAttribute('href', '/thank-you');

    const user = await apiGet<{
      section: number;
      finishTest: boolean;
      results: { typeId?: number }[];
    }>('/user/getUser', session);
    expect(user.section).toBe(4);
    expect(user.finishTest).toBe(true);
    expect(user.results.at(-1)?.typeId).toBe(45);

    // Finished members are sent from /questions to /thank-you (spec §4).
    await page.goto('/questions');
    await expect(page).toHaveURL(/\/thank-you$/);
  },
);

test('a member who leaves mid-section resumes where they stopped', async ({ page }) => {
  await verifiedMember(page);
  await page.goto('/questions');
  // A first visit to a section shows the duplicate-question notice.
  const notice = page.getByRole('dialog', { name: '중복 문항 안내' });
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(notice).toBeHidden();
  await answer(page, 'A', 'II', 1, 11);
  await page.getByRole('button', { name: '다음', exact: true }).click();
  // Answers are saved shortly after the last change: wait for the save that carries question 16.
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/questions/saveAnswers') &&
      (r.request().postData() ?? '').includes('A-16') &&
      r.ok(),
  );
  await answer(page, 'A', 'II', 12, 16);
  await saved;

  await page.goto('/');
  await page.goto('/questions');
  // Same section as before: no duplicate notice this time.
  await expect(page.getByText('2 / 4쪽 · 16/44문항 답함')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    questionItem(page, 17).getByRole('button', { name: '예', exact: true }),
  ).toBeEnabled();
  await expect(
    questionItem(page, 18).getByRole('button', { name: '예', exact: true }),
  ).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: '검사 진행률' })).toHaveAttribute(
    'aria-valuenow',
    '6.25',
  );
});

test('an answer given just before a reload is there after it (issue 17)', async ({ page }) => {
  await verifiedMember(page);
  await page.goto('/questions');
  await page
    .getByRole('dialog', { name: '중복 문항 안내' })
    .getByRole('button', { name: '확인' })
    .click();
  await answer(page, 'A', 'II', 1, 3);
  // At once: well inside the save delay, so only the save on leaving the page can carry it.
  await page.reload();
  await expect(page.getByText('1 / 4쪽 · 3/44문항 답함')).toBeVisible();
  await expect(
    questionItem(page, 4).getByRole('button', { name: '예', exact: true }),
  ).toBeEnabled();
});

test('retake deletes the result after the confirmation and starts again at section A', async ({
  page,
}) => {
  const { member, session } = await verifiedMember(page);
  // Section A done through the API, as another device would have.
  const list = await apiGet<{ questions: { _id: string }[] }>(
    '/questions/getQuestionsList',
    session,
  );
  const response = await fetch(`${API_URL}/questions/calculateResult`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      email: member.email,
      questions: JSON.stringify(list.questions.map((q) => ({ _id: q._id, answer: 'yes' }))),
    }),
  });
  expect(response.status).toBe(200);

  await page.goto('/result?type=A');
  await expect(page.getByTestId('gene-type-A')).toBeVisible();
  await page.getByRole('button', { name: '다시 검사하기' }).click();
  const dialog = page.getByRole('dialog', { name: '다시 검사하기' });
  await expect(dialog).toContainText(
    '다시 검사하면 이전 검사 결과는 삭제됩니다. 계속 하시겠습니까?',
  );
  await expect(dialog.getByRole('button', { name: '취소' })).toBeVisible();
  await dialog.getByRole('button', { name: '다시 검사하기' }).click();
  // The test names its page in the address once the questions are on screen (issue #37).
  await expect(page).toHaveURL(/\/questions(\?page=1)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A 유형 · 지구력 검사' })).toBeVisible();
  const user = await apiGet<{ section: number; results: unknown[] }>('/user/getUser', session);
  expect(user.section).toBe(0);
  expect(user.results).toEqual([]);
});

test('a member answers for another person through the four sections to a final result', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { member, session } = await verifiedMember(page);
  await page.goto('/welcome');
  await page.getByLabel('검사할 분의 이름').fill('김하늘');
  await page.getByLabel('나와의 관계').selectOption({ label: '자녀' });
  await page.getByRole('button', { name: '대신 검사 시작하기' }).click();
  await expect(page.getByRole('dialog', { name: '김하늘 님의 검사를 시작할게요' })).toBeVisible();

  // (II=0 · 3 + C=2) · 6 + (44=0 · 2 + SL=1) + 1 = 14
  // Sections A and D through the page (the first and the last of another person's test); B and C
  // through the API, as another device would: the member's own test above answers every section's
  // page and its interim result through the UI.
  await answerSection(page, 'A', 'II');
  await expect(page).toHaveURL(/\/result\?resultId=.+&nickname=/);
  await expect(page.getByTestId('gene-type-A')).toHaveText('II');
  const resultId = new URL(page.url()).searchParams.get('resultId') ?? '';
  for (const [section, type] of [
    ['B', 'C'],
    ['C', '44'],
  ] as const) {
    await answerThroughApi(member, session, resultId, section, type);
  }
  await page.getByRole('link', { name: '김하늘 님의 다음 검사 이어서 하기' }).click();
  await answerSection(page, 'D', 'SL');
  await expect(page).toHaveURL(/\/result\?resultId=.+&nickname=/);
  await expect(
    page.getByRole('heading', { level: 1, name: '김하늘 님의 검사 결과' }),
  ).toBeVisible();
  await expect(page.getByTestId('final-code')).toHaveText('II-C-44-SL');
  await expect(page.getByTestId('final-type-id')).toHaveText('14번');
  // The member's own test is untouched.
  await expect(page.locator('#frame-header').getByRole('link', { name: '검사시작' })).toBeVisible();
});
