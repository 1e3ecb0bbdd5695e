// The family (issue 20): relations asked when a person is added and edited on my page's 가족 tab,
// the half-from-each-parent check (consistent and inconsistent), the comparison, and the printed
// report (a PDF whose text holds the type name and the four scores). Results are seeded through
// the API, answering each section so it scores as a chosen type (docs/scoring.md).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API_URL, newMember, signIn, signUp } from './support/site';
import type { Member, Session } from './support/site';
import { database, verify } from './support/members';
import { expectNoViolations } from './support/a11y';

type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

/** Question id → pole of one section, as migration 040 stored them. */
function questionPoles(section: Letter): { id: string; pole: string }[] {
  const db = database();
  try {
    return db.prepare('select id, pole from questions where section = ?').all(section) as {
      id: string;
      pole: string;
    }[];
  } finally {
    db.close();
  }
}

/** The pole a "yes" goes to for a target type (all "no" in A is ID). */
function yesPole(section: Letter, type: string): string | null {
  if (section === 'A') return type === 'II' ? 'I' : type === 'DD' ? 'D' : null;
  if (section === 'D') return type === 'SS' ? 'S' : 'L';
  return type;
}

async function api<T>(path: string, session: Session, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Answers the four sections of a result (the own one without `resultId`) to score as `code`. */
async function answerAs(
  member: Member,
  session: Session,
  code: string,
  resultId?: string,
): Promise<void> {
  const types = code.split('-');
  for (const [index, section] of LETTERS.entries()) {
    const pole = yesPole(section, types[index] as string);
    const items = questionPoles(section).map((q) => ({
      _id: q.id,
      answer: q.pole === pole ? 'yes' : 'no',
    }));
    await api(`/questions/calculateResult${resultId ? `?resultId=${resultId}` : ''}`, session, {
      method: 'POST',
      body: JSON.stringify({ email: member.email, questions: JSON.stringify(items) }),
    });
  }
}

async function person(
  member: Member,
  session: Session,
  name: string,
  relation: string,
  code?: string,
): Promise<string> {
  const created = await api<{ resultId: string }>('/results/others', session, {
    method: 'POST',
    body: JSON.stringify({ name, relation }),
  });
  if (code) await answerAs(member, session, code, created.resultId);
  return created.resultId;
}

async function member(page: Page, ownCode?: string): Promise<{ member: Member; session: Session }> {
  const m = newMember();
  const session = await signUp(m);
  verify(m);
  if (ownCode) await answerAs(m, session, ownCode);
  await signIn(page, session);
  return { member: m, session };
}

async function openFamilyTab(page: Page): Promise<void> {
  await page.goto('/myPage');
  await page.getByRole('tab', { name: '가족' }).click();
  await expect(page).toHaveURL(/\/myPage#familySection$/);
}

test('a person is added with a relation, which the 가족 tab shows and edits; nobody else sees them', async ({
  page,
  browser,
}) => {
  await member(page);
  await page.goto('/myPage#friends-section');
  const friends = page.locator('#friends-section');
  await friends.getByLabel('검사할 분의 이름').fill('김하늘');
  await friends.getByRole('button', { name: '대신 검사하기' }).click();
  await expect(friends.getByText('검사할 분과의 관계를 골라 주세요.')).toBeVisible();
  await friends.getByLabel('나와의 관계').selectOption({ label: '자녀' });
  await friends.getByRole('button', { name: '대신 검사하기' }).click();
  await expect(page).toHaveURL(/\/questions\?resultId=/);
  const resultId = new URL(page.url()).searchParams.get('resultId') as string;

  await openFamilyTab(page);
  const row = page.getByTestId(`family-member-${resultId}`);
  await expect(row.locator('span', { hasText: /^자녀$/ })).toBeVisible();
  await expect(row.getByText('4개 유형 중 0개 완료')).toBeVisible();
  await row.getByLabel('김하늘님과의 관계').selectOption({ label: '형제자매' });
  await expect(row.getByRole('status')).toHaveText('관계를 바꿨어요.');
  await page.reload();
  await expect(
    page.getByTestId(`family-member-${resultId}`).locator('span', { hasText: /^형제자매$/ }),
  ).toBeVisible();

  // Another member: the API answers 404, and the family pages do not know the result.
  const other = await browser.newPage();
  const stranger = await member(other);
  const response = await fetch(`${API_URL}/results/others/${resultId}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${stranger.session.token}`,
    },
    body: JSON.stringify({ relation: 'child' }),
  });
  expect(response.status).toBe(404);
  await other.goto(`/family/inheritance?resultId=${resultId}`);
  await expect(other.getByRole('alert')).toHaveText('검사 결과를 찾을 수 없어요.');
  await other.close();
});

test('a child whose genes both parents explain: every gene can be inherited', async ({ page }) => {
  const { member: m, session } = await member(page, 'II-A-44-SS');
  await person(m, session, '민지', 'spouse', 'DD-C-45-SL');
  await person(m, session, '하늘', 'child', 'ID-B-45-SL');
  await openFamilyTab(page);
  await page.getByRole('link', { name: '하늘님 반반 유전 확인' }).click();
  await expect(page).toHaveURL(/\/family\/inheritance\?resultId=/);
  await expect(page.getByRole('heading', { level: 1, name: '반반 유전 확인' })).toBeVisible();
  await expect(page.getByTestId('inheritance-summary')).toHaveText(
    `하늘님의 유형은 ${m.userId}님과 민지님에게서 반씩 물려받을 수 있는 조합이에요.`,
  );
  for (const gene of ['ace', 'drd2', 'drd4', 'htt'])
    await expect(page.getByTestId(`inheritance-${gene}`)).toHaveAttribute(
      'data-verdict',
      'consistent',
    );
  await expect(page.getByTestId('inheritance-ace')).toContainText('I/D');
  await expect(
    page.getByRole('heading', { name: '이 확인으로 알 수 있는 것과 없는 것' }),
  ).toBeVisible();
});

test('a combination no inheritance explains is shown gently, with the way to review the answers', async ({
  page,
}) => {
  const { member: m, session } = await member(page, 'II-A-44-SS');
  await person(m, session, '별', 'child', 'DD-C-44-SS');
  await openFamilyTab(page);
  await page.getByRole('link', { name: '별님 반반 유전 확인' }).click();
  await expect(page.getByTestId('inheritance-summary')).toHaveText(/^2개 유전자는/);
  const ace = page.getByTestId('inheritance-ace');
  await expect(ace).toHaveAttribute('data-verdict', 'inconsistent');
  await expect(ace).toContainText('설명되지 않아요');
  await expect(page.getByTestId('inheritance-drd4')).toHaveAttribute('data-verdict', 'consistent');
  await ace.getByRole('link', { name: `${m.userId}님의 지구력 응답 결과 보기` }).click();
  await expect(page).toHaveURL(/\/result\?type=A$/);
  await expect(page.getByTestId('gene-type-A')).toHaveText('II');
});

test('two results side by side, gene by gene, with advice and a 함께 공부할 때 note', async ({
  page,
}) => {
  const { member: m, session } = await member(page, 'II-A-44-SS');
  const kid = await person(m, session, '하늘', 'child', 'DD-C-45-SL');
  await openFamilyTab(page);
  const panel = page.locator('#familySection');
  await panel.getByLabel('첫 번째 사람').selectOption({ label: `나 (${m.userId})` });
  await panel.getByLabel('두 번째 사람').selectOption({ label: '하늘 (자녀)' });
  await panel.getByRole('button', { name: '비교하기', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/family/compare\\?a=[^&]+&b=${kid}$`));
  await expect(page.getByRole('heading', { level: 1, name: '가족 유형 비교' })).toBeVisible();
  await expect(page.getByTestId('compare-ace')).toContainText('지구력형');
  await expect(page.getByTestId('compare-ace')).toContainText('순발력형');
  const note = page.getByTestId('study-together');
  await expect(note.getByRole('listitem')).toHaveCount(4);
  await expect(note).toContainText(`${m.userId}님은 긴 시간 일정한 속도로 이어 가는 편이고`);
  await expect(page.getByRole('region', { name: '하늘님의 학습 조언' })).toContainText('54번');
});

test.describe('on a phone', () => {
  // axe injects its own script and styles, which the site's CSP refuses (as in a11y.spec.ts).
  test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

  test('at 390 px the comparison shows the second person, keyboard-reachable, axe clean', async ({
    page,
  }) => {
    const { member: m, session } = await member(page, 'II-A-44-SS');
    const kid = await person(m, session, '하늘', 'child', 'DD-C-45-SL');
    const mine = await api<{ resultId: string }>('/results/mine', session);
    await page.goto(`/family/compare?a=${mine.resultId}&b=${kid}`);
    await expect(page.getByRole('heading', { level: 1, name: '가족 유형 비교' })).toBeVisible();
    const region = page.getByRole('region', { name: '유전자별 비교' });
    await expect(region).toBeVisible();

    // The second person is on screen, gene after gene, named in each cell: nothing to scroll to.
    for (const gene of ['ace', 'drd2', 'drd4', 'htt']) {
      const cell = page.getByTestId(`compare-${gene}`).locator(`td[data-person="${kid}"]`);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toContainText('하늘');
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await expect(page.getByTestId('compare-ace').locator(`td[data-person="${kid}"]`)).toContainText(
      '순발력형',
    );
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );

    // The table's region is a stop of the keyboard's tour of the page.
    await page.locator('h1').click();
    let reached = false;
    for (let step = 0; step < 30 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await region.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await expectNoViolations(page, 'family comparison at 390 px');
  });
});

interface SectionView {
  section: string;
  scores: Record<string, number>;
  maxScores: Record<string, number>;
}

/** The text of each page of a PDF, whitespace folded (pdfjs-dist's text layer). */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

/**
 * The fill colours a PDF page paints with, as lower-case hex ("#e5566d"): the character art of the
 * printed report is vector paths in its group's colour, which no other part of the report uses.
 */
async function pdfFillColours(pdf: Buffer, pageNumber: number): Promise<Set<string>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const { fnArray, argsArray } = await (await document.getPage(pageNumber)).getOperatorList();
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  const colours = new Set<string>();
  fnArray.forEach((fn, index) => {
    if (fn !== pdfjs.OPS.setFillRGBColor) return;
    // A hex string in some pdfjs versions, the red, green and blue bytes (a typed array) in others.
    const args = Array.from(argsArray[index] as ArrayLike<string | number>);
    if (typeof args[0] === 'string') colours.add(args[0].toLowerCase());
    else colours.add(`#${(args as number[]).map(hex).join('')}`);
  });
  return colours;
}

/** The text of a PDF, page after page. */
async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

test('the report prints to PDF with the character, the type name, the four scales and the family, without the frame', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { member: m, session } = await member(page, 'II-A-44-SL');
  await person(m, session, '하늘', 'child', 'DD-C-45-SL');
  await page.goto('/result?type=D');
  const typeName = (await page.locator('#final-type').textContent())?.replace(/^2번\s*/, '');
  expect(typeName).toBeTruthy();
  await page.getByRole('link', { name: '인쇄 / PDF로 저장' }).click();
  await expect(page).toHaveURL(/\/result\/print$/);
  await expect(page.getByRole('button', { name: '인쇄 / PDF로 저장' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: '추천 공부 전략' })).toBeVisible();

  // The type's character (group 1, 거북이) heads the report.
  await expect(page.getByRole('img', { name: /거북이 캐릭터$/ })).toBeVisible();

  const mine = await api<{ sections: SectionView[] }>('/results/mine', session);
  // Each scale's visible shares: "I 100%" at the ends of a line, "(A)100%" in a three-pole list.
  const shares = mine.sections.flatMap((section) => {
    const poles = Object.keys(section.scores);
    const total = poles.reduce((sum, pole) => sum + (section.scores[pole] ?? 0), 0);
    return poles
      .filter((pole) => total > 0 && section.scores[pole] === total)
      .map((pole) => (poles.length === 2 ? `${pole}100%` : `(${pole})100%`));
  });
  expect(shares).toHaveLength(4);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#frame-header')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = await pdfPages(pdf);
  const text = pages.join(' ');
  // Page 1 is the report's start, not a mostly blank sheet: the character, the type, its code,
  // where the member falls on every gene.
  const [first] = pages as [string];
  expect(first).toContain(`2번 ${typeName}`);
  expect(first).toContain('II-A-44-SL');
  const folded = first.replace(/\s+/g, '');
  for (const share of shares) expect(folded).toContain(share);
  expect(first).not.toMatch(/\d+ \/ \d+점/);
  expect(await pdfFillColours(pdf, 1)).toContain('#e5566d');
  // Every part once: the partner types are not listed a second time.
  expect(occurrences(text, '함께하면 좋은 유형')).toBe(1);
  const partners = (
    await page
      .getByRole('listitem')
      .filter({ hasText: /^\d+번 .+ \(\w\w-\w-\d\d-\w\w\): / })
      .allTextContents()
  ).map((line) => /\((\w\w-\w-\d\d-\w\w)\): /.exec(line)?.[1]);
  expect(partners).toHaveLength(3);
  for (const code of partners) expect(occurrences(text, `(${code}):`)).toBe(1);
  expect(text).toContain(`${m.userId}님`);
  expect(text).toContain('하늘');
  // The frame and the page's own buttons stay off paper.
  expect(text).not.toContain('인쇄 / PDF로 저장');
  expect(text).not.toContain('결과로 돌아가기');
});

test('a result answered for prints from the 가족 tab', async ({ page }) => {
  test.setTimeout(60_000);
  const { member: m, session } = await member(page, 'II-A-44-SS');
  await person(m, session, '하늘', 'child', 'ID-B-45-SL');
  await openFamilyTab(page);
  await page.getByRole('link', { name: '하늘님 리포트 인쇄 / PDF로 저장' }).click();
  await expect(page).toHaveURL(/\/result\/print\?resultId=/);
  await expect(
    page.getByText(`${m.userId}님이 대신 검사한 하늘님`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('부모에게서 반씩 물려받을 수 있나요?')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const text = (await pdfText(await page.pdf({ format: 'A4' }))).replace(/\s+/g, ' ');
  expect(text).toContain('ID-B-45-SL');
  expect(text).toContain('물려받을 수 있는 조합');
});
