// The reading pages of mf-content: every route in both spellings, the state-driven sections of
// /geneType (each at its own address since issue 38: section-addresses.spec.ts), the home cards,
// and the 54 type reports.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { hydrated } from './support/site';

const content = (page: Page) => page.locator('#app-mf-content');

async function expectTitle(page: Page, title: string) {
  await expect(
    content(page).getByRole('heading', { level: 1, name: title, exact: true }),
  ).toBeVisible();
}

const selectedTab = (page: Page) => content(page).getByRole('tab', { selected: true });

test.describe('content routes', () => {
  for (const path of ['/geneType', '/GeneType']) {
    test(`${path} shows the 진타입 banner and five sections`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expectTitle(page, '유전자 유형');
      await expect(content(page).getByText('진타입', { exact: true })).toBeVisible();
      await expect(content(page).getByRole('tab')).toHaveCount(5);
      await expect(selectedTab(page)).toHaveText('유형 종류');
      await expect(
        content(page).getByRole('heading', { level: 2, name: '54가지 학습 유전자 유형' }),
      ).toBeVisible();
    });
  }

  for (const path of ['/learningGene', '/LearningGene']) {
    test(`${path} switches its four sections`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expectTitle(page, '학습 유전자란?');
      await expect(content(page).getByRole('tab')).toHaveCount(4);
      await content(page)
        .getByRole('tab', { name: /검사 방법과 의미/ })
        .click();
      await expect(page).toHaveURL(/\/learningGene\/test-method$/);
      await expect(content(page).getByText('샘플 검사를 함께했을 때 정확도: 99.9%')).toBeVisible();
    });
  }

  test('/contact, /termAndCondition and /privacyPolicy are real pages', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expectTitle(page, '문의하기');
    await expect(content(page).getByRole('link', { name: 'help@genetype.kr' })).toBeVisible();

    await page.goto('/termAndCondition');

    await hydrated(page);
    await expectTitle(page, '이용약관');
    await expect(
      content(page).getByText('검사는 만 11세 이상부터 이용할 수 있습니다.'),
    ).toBeVisible();

    await page.goto('/privacyPolicy');

    await hydrated(page);
    await expectTitle(page, '개인정보처리방침');
    await expect(content(page).getByRole('table', { name: '수집 항목과 수집 방법' })).toBeVisible();
    await expect(
      content(page).getByRole('heading', { name: '11. 개인정보 보호책임자' }),
    ).toBeVisible();
  });
});

test.describe('type reports', () => {
  test('/typeReport lists 54 types in 9 groups and a report shows its sections', async ({
    page,
  }) => {
    await page.goto('/typeReport');
    await hydrated(page);
    await expectTitle(page, '유형 리포트');
    const main = content(page);
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(9);
    const links = main.locator('a[href^="/typeReport/"]');
    await expect(links).toHaveCount(54);
    await expect(links.first()).toContainText('1번 신중한 탐구자');
    await expect(links.first()).toContainText('II-A-44-SS');

    await main.getByRole('link', { name: /23번 감각적인 장인/ }).click();
    await expect(page).toHaveURL(/\/typeReport\/23$/);
    await expectTitle(page, '23번 감각적인 장인');
    for (const title of [
      '이렇게 배워요',
      '강점',
      '조심할 점',
      '추천 공부 전략',
      '부모님과 선생님이 도와주는 방법',
      '함께하면 좋은 유형',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
  });

  test("a report's table of contents brings each section under the navbar", async ({ page }) => {
    await page.goto('/typeReport/23');
    await hydrated(page);
    const toc = content(page).getByRole('navigation', { name: '리포트 목차' });
    // The last section first, then back up the page.
    for (const title of ['함께하면 좋은 유형', '강점', '추천 공부 전략']) {
      await toc.getByRole('link', { name: title, exact: true }).click();
      const heading = content(page).getByRole('heading', { level: 2, name: title });
      await expect(heading).toBeInViewport();
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(64);
      expect((await heading.boundingBox())?.y ?? Infinity).toBeLessThan(200);
    }
  });

  test("a report's gene chip opens that gene's section at its address", async ({ page }) => {
    await page.goto('/typeReport/23');
    await hydrated(page);
    await content(page)
      .getByRole('list', { name: '유전자 구성' })
      .getByRole('link', { name: /감정 SS/ })
      .click();
    await expect(page).toHaveURL(/\/geneType\/emotion$/);
    await expect(selectedTab(page)).toHaveText('감정 유전자');
  });

  test('/typeReport/55 is not found', async ({ page }) => {
    const response = await page.goto('/typeReport/55');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(
      page
        .locator('#app-shell')
        .getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('home cards', () => {
  test('the gene-type, learning-gene and character cards link where they should', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await expectTitle(page, '진타입');
    await expect(content(page).getByRole('link', { name: /54가지 유형의 종류/ })).toHaveAttribute(
      'href',
      '/geneType',
    );
    await expect(content(page).getByRole('link', { name: '학습 유전자 알아보기' })).toHaveAttribute(
      'href',
      '/learningGene',
    );
    await expect(content(page).getByRole('link', { name: /그룹 더 알아보기/ })).toHaveCount(4);

    await content(page).getByRole('link', { name: '학습 유전자 알아보기' }).click();
    await expect(page).toHaveURL(/\/learningGene$/);
    await expectTitle(page, '학습 유전자란?');
  });

  test('a gene card opens its section’s address, scrolled, with the state dropped', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await content(page)
      .getByRole('link', { name: /감정 유전자/ })
      .click();
    await expect(page).toHaveURL(/\/geneType\/emotion$/);
    await expect(selectedTab(page)).toHaveText('감정 유전자');
    await expect(
      content(page).getByRole('heading', { level: 2, name: '감정 유전자 (5-HTT)' }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // No section state is left in the history entry: its address names the section.
    await expect
      .poll(() =>
        page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null),
      )
      .toBeNull();

    // Back leaves for home; coming forward again opens the section the address names.
    await page.goBack();
    await expectTitle(page, '진타입');
    await page.goForward();
    await expect(page).toHaveURL(/\/geneType\/emotion$/);
    await expect(selectedTab(page)).toHaveText('감정 유전자');
  });
});

test.describe('/geneType sections', () => {
  test('a search word in navigation state selects the first section containing it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expectTitle(page, '문의하기');
    // As the search page navigates: router state { searchWord } on a client-side navigation.
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { searchWord: '세로토닌' }, key: 'e2e', idx: 1 },
        '',
        '/geneType',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(selectedTab(page)).toHaveText('감정 유전자');
    await expect(page).toHaveURL(/\/geneType\/emotion$/);
  });

  test('choosing a section scrolls and replaces the entry; back leaves the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    await hydrated(page);
    await page.goto('/geneType');
    await hydrated(page);
    await expect(selectedTab(page)).toHaveText('유형 종류');
    await content(page).getByRole('tab', { name: '애착 유전자' }).click();
    await expect(selectedTab(page)).toHaveText('애착 유전자');
    await expect(page).toHaveURL(/\/geneType\/attachment$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);

    await page.goBack();
    await expectTitle(page, '문의하기');
    await page.goForward();
    await expect(selectedTab(page)).toHaveText('애착 유전자');
  });

  test('a narrow screen scrolls less', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/geneType');
    await hydrated(page);
    await content(page).getByRole('tab', { name: '지구력 유전자' }).click();
    await expect(selectedTab(page)).toHaveText('지구력 유전자');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(100);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeLessThanOrEqual(200);
  });
});

test('/learningGene opened with state { variant: "result" } shows the result variant', async ({
  page,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  await expectTitle(page, '문의하기');
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { variant: 'result' }, key: 'e2e-result', idx: 1 },
      '',
      '/learningGene',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expectTitle(page, '학습 유전자란?');
  await expect(
    content(page).getByRole('img', { name: '네 가지 유전자를 잇는 이중 나선 그림' }),
  ).toBeVisible();
  await expect(content(page).locator('[data-parcel-slot]')).toHaveCount(2);
  await expect(content(page).getByRole('tab')).toHaveCount(4);
});

test('the navbar dropdown lists the 54 reports', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const header = page.locator('#frame-header');
  await header.getByRole('button', { name: /유형 리포트/ }).hover();
  await expect(header.locator('a[href^="/typeReport/"]')).toHaveCount(54);
  await expect(header.getByRole('group', { name: '유형 그룹 뚝심 탐구자 II-A' })).toBeVisible();
  // Each type by its name beside its code, the name whole (not cut short) in the panel.
  const first = header.getByRole('link', { name: '1. 신중한 탐구자 II-A-44-SS' });
  await expect(first).toBeVisible();
  await expect(header.getByRole('link', { name: '12. 통 큰 설계자 II-B-45-SL' })).toBeVisible();
  await first.click();
  await expect(
    content(page).getByRole('heading', { level: 1, name: '1번 신중한 탐구자' }),
  ).toBeVisible();
});
