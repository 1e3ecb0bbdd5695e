// A result worth sharing (issue #37, item 4), on a phone and on a desktop: a member finishes the
// test and meets their type's character and name on /thank-you, then on /result each gene's scale
// (where they fall between its types, from the stored scores); a member mid-test is offered on
// home to carry on at the very question page where they stopped; and after the phone check and
// the nickname in settings, a clear way leads back to the test.
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { newMember, signIn, signUp } from './support/site';
import type { Session } from './support/site';
import { answerSections, api, verify } from './support/members';
import { completeIdentityCheck, uniquePhone } from './support/identity';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const POLES = { A: ['I', 'D'], B: ['A', 'B', 'C'], C: ['44', '43', '45'], D: ['S', 'L'] };
type Letter = keyof typeof POLES;

interface SectionView {
  section: Letter;
  geneType: string;
  scores: Record<string, number>;
}

/** Whole percents adding up to 100 by the largest remainders (docs/scoring.md, "Where you fall"). */
function wholePercents(values: number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  const exact = values.map((value) => (total > 0 ? (value / total) * 100 : 100 / values.length));
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left-- <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
  }
  return floors;
}

/** "(I) 70%" for each pole of a stored section, and its type: what its scale must say. */
function expectedShares(section: SectionView): { parts: string[]; type: string } {
  const poles = POLES[section.section];
  const percents = wholePercents(poles.map((pole) => section.scores[pole] ?? 0));
  return {
    parts: poles.map((pole, index) => `(${pole}) ${percents[index]}%`),
    type: section.geneType,
  };
}

/** Nothing wider than the viewport: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** A signed-in member with a nickname and a verified phone, `sections` of the test done elsewhere. */
async function memberWith(page: Page, sections: number): Promise<Session> {
  const member = newMember();
  const session = await signUp(member);
  verify(member);
  await signIn(page, session);
  await answerSections(member, session, sections);
  return session;
}

function questionItem(page: Page, number: number): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(`${number}.`, { exact: true }) });
}

for (const size of WIDTHS) {
  test(`${size.name}: a member finishes the test and meets the character, the type and the scales`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    // Sections A–C done elsewhere; the last section is answered here.
    const session = await memberWith(page, 3);
    await page.goto('/questions');
    await expect(page.getByRole('heading', { level: 1, name: /^D 유형/ })).toBeVisible();
    await page
      .getByRole('dialog', { name: '중복 문항 안내' })
      .getByRole('button', { name: '확인' })
      .click();
    for (let p = 0; p < 4; p += 1) {
      for (let number = p * 11 + 1; number <= p * 11 + 11; number += 1)
        await questionItem(page, number)
          .getByRole('button', { name: number % 3 ? '예' : '아니요', exact: true })
          .click();
      if (p < 3) await page.getByRole('button', { name: '다음', exact: true }).click();
    }
    await page.getByRole('button', { name: '결과 보기', exact: true }).click();

    // /thank-you leads with the character and the type's name; the code sits beside the name.
    await expect(page).toHaveURL(/\/thank-you$/);
    const mine = await api<{ sections: SectionView[]; final: { code: string; typeId: number } }>(
      '/results/mine',
      session,
    );
    const character = page.getByRole('img', { name: /캐릭터$/ });
    const name = page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${mine.final.typeId}번 `),
    });
    await expect(character).toBeVisible();
    await expect(name).toContainText(mine.final.code);
    const [characterBox, nameBox] = [await character.boundingBox(), await name.boundingBox()];
    expect(characterBox!.y).toBeLessThan(nameBox!.y);
    // One button style: every way on has the same shape and colours.
    const actions = page
      .getByRole('link', { name: '최종 결과 보기' })
      .locator('xpath=..')
      .locator('a, button');
    await expect(page.getByRole('button', { name: '결과 공유하기' })).toBeEnabled();
    await page.mouse.move(1, 1);
    const looks = await actions.evaluateAll((controls) =>
      controls.map((control) => {
        const style = getComputedStyle(control);
        return [style.borderRadius, style.backgroundColor, style.color, style.minHeight].join(' ');
      }),
    );
    expect(looks.length).toBeGreaterThanOrEqual(5);
    expect(new Set(looks).size).toBe(1);
    await expectNoSidewaysScroll(page);

    // /result: the character again, and each gene's scale from the stored scores.
    await page.getByRole('link', { name: '최종 결과 보기' }).click();
    await expect(page.getByTestId('final-code')).toHaveText(mine.final.code);
    await expect(page.getByRole('img', { name: /캐릭터$/ })).toBeVisible();
    for (const section of mine.sections) {
      const scale = page.getByTestId(`scale-${section.section}`);
      const { parts, type } = expectedShares(section);
      const label = (await scale.getAttribute('aria-label')) ?? '';
      for (const part of parts) expect(label).toContain(part);
      expect(label).toMatch(new RegExp(` — ${type} 유형 쪽$`));
      await expect(scale).toBeVisible();
      await expectWithinViewport(page, scale);
    }
    // The two-pole genes mark the member's point on the line.
    await expect(page.getByTestId('scale-marker-A')).toBeVisible();
    await expect(page.getByTestId('scale-marker-D')).toBeVisible();
    await expect(page.getByText('응답 점수')).toHaveCount(0);
    await page.getByText('이 비율은 어떻게 나오나요?').click();
    await expect(page.getByText(/‘예’라고 답한 문항의 무게를 성향별로 더해/)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test(`${size.name}: a member mid-test carries on from home at the question page where they stopped`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const session = await memberWith(page, 1);
    // 15 answers of section B saved, as the test saves them on the way.
    const list = await api<{ questions: { _id: string; question: string }[] }>(
      '/questions/getQuestionsList',
      session,
    );
    const firstFifteen = list.questions
      .filter((q) => Number(/^(\d+)\./.exec(q.question)?.[1]) <= 15)
      .map((q) => ({ _id: q._id, answer: 'yes' }));
    expect(firstFifteen).toHaveLength(15);
    await api('/questions/saveAnswers', session, {
      method: 'POST',
      body: JSON.stringify({ questions: JSON.stringify(firstFifteen) }),
    });

    await page.goto('/');
    const card = page.getByRole('region', { name: '하던 검사를 이어서 할 수 있어요' });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('carry-on-where')).toHaveText('B 유형 · 애착 검사 2/4쪽');
    await expect(card.getByRole('progressbar', { name: '검사 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '31',
    );
    await expectWithinViewport(page, card);
    await card.getByRole('link', { name: 'B 유형 2쪽부터 이어서 하기' }).click();

    await expect(page).toHaveURL(/\/questions\?show=true&page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'B 유형 · 애착 검사' })).toBeVisible();
    await page
      .getByRole('dialog', { name: '중복 문항 안내' })
      .getByRole('button', { name: '확인' })
      .click();
    await expect(page.getByText('2 / 4쪽 · 15/44문항 답함')).toBeVisible();
    await expect(
      questionItem(page, 16).getByRole('button', { name: '예', exact: true }),
    ).toBeEnabled();
    await expect(
      questionItem(page, 17).getByRole('button', { name: '예', exact: true }),
    ).toBeDisabled();
  });
}

test('phone: after the phone check and the nickname in settings, a clear way leads back to the test', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = newMember();
  const session = await signUp(member);
  await signIn(page, session);
  await page.goto('/questions');
  await page
    .getByRole('dialog', { name: '중복 문항 안내' })
    .getByRole('button', { name: '확인' })
    .click();
  await questionItem(page, 1).getByRole('button', { name: '예', exact: true }).click();
  const notice = page.getByRole('dialog', { name: '본인인증과 닉네임이 필요해요' });
  await notice.getByRole('button', { name: '설정하러 가기' }).click();
  await expect(page).toHaveURL(/\/myPage#settingSection$/);

  const panel = page.locator('#settingSection');
  await panel.getByLabel('닉네임').fill(member.userId);
  await panel.getByRole('button', { name: '변경', exact: true }).click();
  const success = page.locator('[data-modal="success"]');
  await success.getByRole('button', { name: '확인' }).click();
  await expect(success).toBeHidden();
  // Only one of the two is done: nothing to go back to yet.
  await expect(panel.getByRole('link', { name: '검사 시작하기' })).toHaveCount(0);

  const popupPromise = page.waitForEvent('popup');
  await panel.getByRole('button', { name: '본인인증', exact: true }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await completeIdentityCheck(popup, uniquePhone());
  await closed;
  await success.getByRole('button', { name: '확인' }).click();

  await expect(
    panel.getByRole('status').filter({ hasText: '이제 검사를 시작할 수 있어요' }),
  ).toBeVisible();
  const back = panel.getByRole('link', { name: '검사 시작하기' });
  await expectWithinViewport(page, back);
  await back.click();
  await expect(page).toHaveURL(/\/questions(\?page=1)?$/);
  await questionItem(page, 1).getByRole('button', { name: '예', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '본인인증과 닉네임이 필요해요' })).toHaveCount(0);
  await expect(
    questionItem(page, 2).getByRole('button', { name: '예', exact: true }),
  ).toBeEnabled();
});
