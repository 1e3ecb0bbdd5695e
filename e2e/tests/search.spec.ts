// Search across the composed site: the shell's search modal mounts mf-search's popup parcel,
// the /search page (mf-search) calls the real API (POST /main/search) over the real content.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { hydrated } from './support/site';

const NO_RESULTS = '검색 결과가 없습니다. 다시 검색해주세요.';

const searchApp = (page: Page) => page.locator('#app-mf-search');
const popup = (page: Page) => page.getByRole('dialog', { name: '검색' });
const results = (page: Page) => searchApp(page).getByTestId('search-result');

async function openPopup(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '검색', exact: true }).click();
  await expect(popup(page).getByRole('searchbox', { name: '검색어' })).toBeVisible();
}

async function searchFromPopup(page: Page, word: string) {
  await openPopup(page);
  await popup(page).getByRole('searchbox', { name: '검색어' }).fill(word);
  await popup(page).getByRole('searchbox', { name: '검색어' }).press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  await expect(popup(page)).toBeHidden();
}

const recentTerms = (page: Page) =>
  popup(page).getByTestId('recent-searches').getByRole('listitem');

test.describe('search', () => {
  test(
    'popup → recommended word → results → the section it names',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/');
      await openPopup(page);
      await expect(
        popup(page).getByRole('region', { name: '추천 검색어' }).getByRole('button'),
      ).toHaveText(
        ['창의성', '지구력', '활동성', '배려', '경쟁', '목표', '예민함', '몰입', '대인관계'].map(
          (w) => `#${w}`,
        ),
      );
      await popup(page).getByRole('button', { name: '#창의성' }).click();

      await expect(page).toHaveURL(/\/search$/);
      await expect(popup(page)).toBeHidden();
      await expect(
        searchApp(page).getByRole('heading', { level: 1, name: '검색 결과' }),
      ).toBeVisible();
      await expect(searchApp(page).getByRole('status')).toContainText('검색하고 있어요…');
      await expect(searchApp(page).getByRole('status')).toContainText('‘창의성’ 검색 결과');
      const first = results(page).first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText('창의성 유전자 (DRD4)');
      expect(await page.evaluate(() => localStorage.getItem('search'))).toBe('창의성');

      await first.getByRole('link', { name: '창의성 유전자 (DRD4) 자세히 보기' }).click();
      // The section's own address (issue 38).
      await expect(page).toHaveURL(/\/geneType\/creative-behaviour$/);
      await expect(page.locator('#app-mf-content').getByRole('tab', { selected: true })).toHaveText(
        '창의성 유전자',
      );
    },
  );

  test('a type code, typed on the page in capitals, is searched in lower case and opens its report', async ({
    page,
  }) => {
    await page.goto('/search');
    const input = searchApp(page).getByRole('searchbox', { name: '검색어' });
    await input.fill('');
    await input.pressSequentially('II-A-44-SS');
    await expect(input).toHaveValue('ii-a-44-ss');
    const first = results(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^1번 /);
    await expect(first).toContainText('II-A-44-SS');
    await first.getByRole('link', { name: /자세히 보기$/ }).click();
    await expect(page).toHaveURL(/\/typeReport\/1$/);
  });

  test('results come 10 to a page, with page links', async ({ page }) => {
    await page.goto('/');
    await searchFromPopup(page, '지구력');
    await expect(searchApp(page).getByRole('status')).toContainText(/검색 결과 \d+건/);
    const total = Number(
      /(\d+)건/.exec((await searchApp(page).getByRole('status').textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(20);
    await expect(results(page)).toHaveCount(10);
    const pages = searchApp(page).getByRole('navigation', { name: '검색 결과 페이지' });
    await expect(pages.getByRole('button', { name: '1페이지, 현재 페이지' })).toBeVisible();

    const firstOnPage1 = await results(page)
      .first()
      .getByRole('heading', { level: 2 })
      .textContent();
    await pages.getByRole('button', { name: '2페이지' }).click();
    await expect(pages.getByRole('button', { name: '2페이지, 현재 페이지' })).toBeVisible();
    await expect(results(page).first().getByRole('heading', { level: 2 })).not.toHaveText(
      firstOnPage1 ?? '',
    );

    const lastPage = Math.ceil(total / 10);
    await pages.getByRole('button', { name: `${lastPage}페이지` }).click();
    await expect(results(page)).toHaveCount(total - (lastPage - 1) * 10);
  });

  test('the search words are highlighted, never as injected HTML', async ({ page }) => {
    await page.goto('/');
    await searchFromPopup(page, '몰입');
    await expect(results(page).first()).toBeVisible();
    const marks = await searchApp(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(['몰입', '집중']).toContain(mark);
    await expect(results(page).first().locator('mark', { hasText: '몰입' }).first()).toBeVisible();
    // Text nodes only: nothing inside a mark, nothing rendered from the server as markup.
    await expect(searchApp(page).locator('mark *')).toHaveCount(0);
  });

  test('recent searches: added after a search, newest first, capped at 10, removable', async ({
    page,
  }) => {
    await page.goto('/');
    await searchFromPopup(page, '목표');
    await expect(results(page).first()).toBeVisible();
    await openPopup(page);
    await expect(recentTerms(page).first()).toHaveText('목표');
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();

    // Twelve stored terms: the popup shows the ten newest.
    await page.evaluate(() =>
      localStorage.setItem(
        'recentSearches',
        JSON.stringify(Array.from({ length: 12 }, (_, i) => `낱말${12 - i}`)),
      ),
    );
    await openPopup(page);
    await expect(recentTerms(page)).toHaveCount(10);
    await expect(recentTerms(page).first()).toHaveText('낱말12');
    await expect(recentTerms(page).last()).toHaveText('낱말3');

    await popup(page).getByRole('button', { name: '최근 검색어 ‘낱말12’ 지우기' }).click();
    await expect(recentTerms(page)).toHaveCount(10);
    await expect(recentTerms(page).first()).toHaveText('낱말11');
    await expect(recentTerms(page).last()).toHaveText('낱말2');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('recentSearches') ?? '[]') as string[],
    );
    expect(stored).toHaveLength(11);
    expect(stored).not.toContain('낱말12');

    await popup(page).getByRole('button', { name: '모두 지우기' }).click();
    await expect(popup(page).getByText('최근 검색한 낱말이 없어요.')).toBeVisible();
  });

  test('an empty search does nothing', async ({ page }) => {
    await page.goto('/typeReport');
    await openPopup(page);
    await popup(page).getByRole('searchbox', { name: '검색어' }).fill('   ');
    await popup(page).getByRole('button', { name: '검색', exact: true }).click();
    await expect(popup(page)).toBeVisible();
    await expect(page).toHaveURL(/\/typeReport$/);
  });

  test('no results, and a failed search, show the no-results text', async ({ page }) => {
    await page.goto('/');
    await searchFromPopup(page, '양자역학');
    await expect(searchApp(page).getByText(NO_RESULTS, { exact: true })).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/main/search', (route) => route.abort('connectionreset'));
    const input = searchApp(page).getByRole('searchbox', { name: '검색어' });
    await input.fill('몰입');
    await expect(searchApp(page).getByRole('status')).toContainText('검색하고 있어요…');
    await expect(searchApp(page).getByText(NO_RESULTS, { exact: true })).toBeVisible();
    expect(errors.some((text) => text.includes('Search failed'))).toBe(true);
  });

  test.describe('finds what members type (issue 17)', () => {
    const marks = (page: Page) => results(page).first().locator('mark');

    test('a word with its particle, read on a report, finds the reports that say it', async ({
      page,
    }) => {
      await page.goto('/typeReport/1');
      await expect(page.locator('#app-mf-content')).toContainText('긴 과제는 끈기로');
      await searchFromPopup(page, '끈기로');
      await expect(searchApp(page).getByRole('status')).toContainText('‘끈기로’ 검색 결과');
      await expect(marks(page).first()).toBeVisible();
      // The "함께하면 좋은 유형" section is indexed: every report says 끈기 there.
      await expect(results(page).filter({ hasText: '유형 리포트' }).first()).toBeVisible();

      // A whole sentence, as a parent would type it.
      const input = searchApp(page).getByRole('searchbox', { name: '검색어' });
      await input.fill('두꺼운 문제집을 끝까지 풀어요');
      await expect(searchApp(page).getByRole('status')).toContainText(
        '‘두꺼운 문제집을 끝까지 풀어요’ 검색 결과',
      );
      await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
        '1번 신중한 탐구자',
      );
      await expect(marks(page).filter({ hasText: '두꺼운' })).toHaveCount(1);
    });

    test('initial consonants find the word they spell, marked in the results', async ({ page }) => {
      await page.goto('/search');
      const input = searchApp(page).getByRole('searchbox', { name: '검색어' });
      await input.fill('ㅊㅇㅅ');
      await expect(searchApp(page).getByRole('status')).toContainText('‘ㅊㅇㅅ’ 검색 결과');
      await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
        '창의성 유전자 (DRD4)',
      );
      await expect(
        marks(page)
          .filter({ hasText: /^창의성$/ })
          .first(),
      ).toBeVisible();
    });

    test('related words the other way: 끈기 finds the endurance gene (it says 지구력), 모둠 the reports on group work', async ({
      page,
    }) => {
      await page.goto('/search');
      const input = searchApp(page).getByRole('searchbox', { name: '검색어' });
      await input.fill('끈기');
      await expect(searchApp(page).getByRole('status')).toContainText('‘끈기’ 검색 결과');
      await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
        '지구력 유전자 (ACE)',
      );
      await expect(marks(page).filter({ hasText: '지구력' }).first()).toBeVisible();

      await input.fill('모둠');
      await expect(searchApp(page).getByRole('status')).toContainText('‘모둠’ 검색 결과');
      // The card quotes its own text: 모둠 or a word it stands for (팀, 협동 …), marked.
      await expect(results(page).first()).toContainText(/모둠|조별|팀|협동|협력|짝/);
      await expect(marks(page).first()).toBeVisible();
    });

    test('a typo one key off is read as the word it misses (혹시 …?); a number ranks its report first, quoting its own text (issue 38)', async ({
      page,
    }) => {
      await page.goto('/search');
      const input = searchApp(page).getByRole('searchbox', { name: '검색어' });
      await input.fill('지구럭');
      const suggestion = searchApp(page).getByTestId('search-suggestion');
      await expect(suggestion).toContainText('혹시 ‘지구력’을 찾으셨나요?');
      await expect(suggestion).toContainText(
        '‘지구럭’ 검색 결과가 없어 ‘지구력’ 검색 결과를 보여 드려요.',
      );
      await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
        '지구력 유전자 (ACE)',
      );
      await expect(marks(page).filter({ hasText: '지구력' }).first()).toBeVisible();
      // Choosing the word searches it as typed.
      await suggestion.getByRole('button', { name: '‘지구력’' }).click();
      await expect(input).toHaveValue('지구력');
      await expect(searchApp(page).getByRole('status')).toContainText('‘지구력’ 검색 결과');
      await expect(suggestion).toBeHidden();

      await input.fill('4번');
      await expect(searchApp(page).getByRole('status')).toContainText('‘4번’ 검색 결과');
      const first = results(page).first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText('4번 궁리하는 탐구자');
      // Every report card quotes its own type: none names another type by its number.
      for (const card of await results(page).all()) {
        const number = /^(\d+)번/.exec((await card.getByRole('heading').textContent()) ?? '')?.[1];
        if (!number) continue;
        const description = (await card.locator('p').last().textContent()) ?? '';
        const others = [...description.matchAll(/(\d+)번/g)].map((match) => match[1]);
        expect(others.filter((other) => other !== number)).toEqual([]);
      }

      await input.fill('ii-a-44-ss 리포트');
      await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
        '1번 신중한 탐구자',
      );
    });

    test('on /search, a new search from the popup runs at once (typed, then a recommended word)', async ({
      page,
    }) => {
      await page.goto('/');
      await searchFromPopup(page, '창의성');
      await expect(searchApp(page).getByRole('status')).toContainText('‘창의성’ 검색 결과');

      const searched: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/main/search')) searched.push(request.postData() ?? '');
      });
      await searchFromPopup(page, '마인드맵');
      await expect(searchApp(page).getByRole('status')).toContainText('‘마인드맵’ 검색 결과');
      await expect(searchApp(page).getByRole('searchbox', { name: '검색어' })).toHaveValue(
        '마인드맵',
      );
      await expect(marks(page).filter({ hasText: '마인드맵' }).first()).toBeVisible();

      await openPopup(page);
      await popup(page).getByRole('button', { name: '#경쟁' }).click();
      await expect(popup(page)).toBeHidden();
      await expect(searchApp(page).getByRole('status')).toContainText('‘경쟁’ 검색 결과');
      expect(searched.map((body) => JSON.parse(body).searchItem)).toEqual(['마인드맵', '경쟁']);
    });
  });
});

test('in English: the popup and the results page speak English, and search the English content', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered frame's language is a link (?lang=en); the live frame's is the select.
  await hydrated(page);
  await page.getByRole('contentinfo').getByLabel('언어 선택').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveAttribute('placeholder', 'What would you like to know?');
  await expect(dialog.getByRole('region', { name: 'Suggested searches' })).toBeVisible();
  await expect(dialog.getByText('No recent searches yet.')).toBeVisible();
  await box.fill('creativity');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search$/);

  const app = searchApp(page);
  await expect(app.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(app.getByRole('status')).toContainText(/^\d+ results? for ‘creativity’$/);
  await expect(
    results(page)
      .first()
      .getByRole('link', { name: /^Read more about / }),
  ).toBeVisible();
  // Issue 18: an English page searches the English content (search-english.spec.ts goes further).
  await expect(app.getByRole('searchbox', { name: 'Search' })).toHaveValue('creativity');
  await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
    'The creativity gene (DRD4)',
  );

  // A Korean word on the English site finds the pages that say it, shown in English (issue 38).
  await app.getByRole('searchbox', { name: 'Search' }).fill('창의성');
  await expect(app.getByRole('status')).toContainText(/^\d+ results? for ‘창의성’$/);
  await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(
    'The creativity gene (DRD4)',
  );
});
