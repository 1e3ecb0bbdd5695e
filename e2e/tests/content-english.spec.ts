// The reading pages in English (issue 18): switched after load (the page composer serves Korean
// HTML; language-aware serving is the lead's), every page of mf-content shows English headings
// and English body text, and nothing in <main> is Hangul. A report's own text is the English
// writing of its type (packages/content/src/en/type-writing/NN.ts) once it exists; before that the
// report keeps the type's Korean text and only its English frame is checked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrated } from './support/site';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

const main = (page: Page) => page.locator('#app-main');
const content = (page: Page) => page.locator('#app-mf-content');

/** Every Hangul passage in <main>'s visible text and accessible names, with some context. */
async function hangulInMain(page: Page): Promise<string[]> {
  return main(page).evaluate((root, source) => {
    const pattern = new RegExp(source, 'g');
    const texts = [
      (root as HTMLElement).innerText,
      ...[...root.querySelectorAll('[aria-label],[title],img[alt]')].map((node) =>
        ['aria-label', 'title', 'alt'].map((name) => node.getAttribute(name) ?? '').join(' '),
      ),
    ];
    return texts.flatMap((text) =>
      [...text.matchAll(pattern)].map((match) =>
        text.slice(Math.max(0, match.index - 25), match.index + 25),
      ),
    );
  }, HANGUL.source);
}

async function switchToEnglish(page: Page) {
  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const englishWritingOf = (id: number) =>
  existsSync(
    join(
      __dirname,
      '../../packages/content/src/en/type-writing',
      `${String(id).padStart(2, '0')}.ts`,
    ),
  );

test('the reading pages in English: home, a type report, /geneType and /learningGene', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await switchToEnglish(page);

  // Home
  await expect(content(page).getByRole('heading', { level: 1, name: 'GeneType' })).toBeVisible();
  await expect(
    content(page).getByRole('heading', { name: 'Meet the GeneType characters' }),
  ).toBeVisible();
  await expect(content(page).getByText('How do you learn')).toBeVisible();
  await expect(content(page).getByRole('link', { name: 'Start the test' })).toBeVisible();
  await expect(
    content(page).getByText(/Like the turtle that is slow but never stops/),
  ).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);

  // /geneType, from the home card
  await content(page)
    .getByRole('link', { name: /All 54 types/ })
    .click();
  await expect(page).toHaveURL(/\/geneType$/);
  await expect(content(page).getByRole('heading', { level: 1, name: 'Gene types' })).toBeVisible();
  await expect(
    content(page).getByRole('heading', { level: 2, name: 'The 54 learning gene types' }),
  ).toBeVisible();
  await expect(
    content(page).getByText(/^GeneType sorts learning styles into 54 types/),
  ).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);
  await content(page).getByRole('tab', { name: 'Emotion gene' }).click();
  // The same address in English (issue 38).
  await expect(page).toHaveURL(/\/geneType\/emotion$/);
  await expect(
    content(page).getByRole('heading', { level: 2, name: 'The emotion gene (5-HTT)' }),
  ).toBeVisible();
  await expect(content(page).getByRole('heading', { name: 'Sensitive type' })).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);

  // A type report, from the list (its link is on the first section)
  await content(page).getByRole('tab', { name: 'The types' }).click();
  await content(page).getByRole('link', { name: 'See all 54 type reports' }).click();
  await expect(
    content(page).getByRole('heading', { level: 1, name: 'Type reports' }),
  ).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);
  await content(page)
    .getByRole('link', { name: /Type 31 · Mindful Explorer/ })
    .click();
  await expect(page).toHaveURL(/\/typeReport\/31$/);
  await expect(
    content(page).getByRole('heading', { level: 1, name: 'Type 31 · Mindful Explorer' }),
  ).toBeVisible();
  for (const title of ['How they learn', 'How they focus', 'Strengths', 'Good study partners'])
    await expect(content(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    content(page).getByText(
      /^The Mindful Explorer belongs to the Flexible Explorer group \(ID-C\)/,
    ),
  ).toBeVisible();
  if (englishWritingOf(31)) {
    expect(await hangulInMain(page)).toEqual([]);
  } else {
    // Only the English frame: headings, names and the gene parts.
    for (const heading of await content(page).getByRole('heading').allInnerTexts())
      expect(heading).not.toMatch(HANGUL);
  }

  // /learningGene, from the navbar
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'What are learning genes?' })
    .click();
  await expect(
    content(page).getByRole('heading', { level: 1, name: 'What is a learning gene?' }),
  ).toBeVisible();
  await expect(
    content(page).getByRole('heading', { level: 2, name: 'What is a learning gene?' }),
  ).toBeVisible();
  await content(page)
    .getByRole('tab', { name: /Testing and results/ })
    .click();
  await expect(page).toHaveURL(/\/learningGene\/test-method$/);
  await expect(content(page).getByText(/about 85%/)).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);
  // The section's address survives a reload in English too (English HTML since issue 34).
  await page.reload();
  await expect(
    content(page).getByRole('tab', { name: /Testing and results/, selected: true }),
  ).toBeVisible();
  await expect(content(page).getByText(/about 85%/)).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);

  // And back to Korean at once, once the code of the prerendered English page runs.
  await hydrated(page);
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('ko');
  await expect(
    content(page).getByRole('heading', { level: 1, name: '학습 유전자란?' }),
  ).toBeVisible();
});

test('a report opened in English after the switch, and the legal pages as translations', async ({
  page,
}) => {
  await page.goto('/typeReport/1');
  await hydrated(page);
  await expect(
    content(page).getByRole('heading', { level: 1, name: '1번 신중한 탐구자' }),
  ).toBeVisible();
  await switchToEnglish(page);
  await expect(
    content(page).getByRole('heading', { level: 1, name: 'Type 1 · Careful Seeker' }),
  ).toBeVisible();
  await expect(content(page).getByText('Meticulous Turtle', { exact: true })).toBeVisible();
  await expect(content(page).getByRole('list', { name: 'Gene makeup' })).toContainText(
    'Endurance II · Endurance type',
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(
    content(page).getByRole('heading', { level: 1, name: 'Terms of Service' }),
  ).toBeVisible();
  await expect(content(page).getByText(/translation provided for information only/)).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(
    content(page).getByRole('heading', { level: 1, name: 'Privacy Policy' }),
  ).toBeVisible();
  expect(await hangulInMain(page)).toEqual([]);
});
