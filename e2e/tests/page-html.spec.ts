// Link previews and crawlers (issue 15): every page answers a client without JavaScript with its own
// title, description and Open Graph / Twitter tags (shell/server/page-html.ts composes them from the
// stable version's page-meta.json of the module owning the path), the share images are 1200×630
// PNGs, a shared address shows the member's card, the browser's title is the crawler's, and the
// icons answer. That the composer follows a rollout and a rollback of mf-content:
// page-html-rollout.spec.ts (isolated pass).
import { expect, test } from './support/test';
import { CRAWLER, crawl, expectCard, pngSize } from './support/pages';
import { API_URL, newMember, signUp } from './support/site';
test('a crawler gets a report’s own title, description and card', async ({ request }) => {
  const head = await crawl(request, '/typeReport/31');
  expect(head.status).toBe(200);
  expect(head.title).toBe('31번 주의 깊은 탐험가 | 진타입');
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta.description).toContain('31번 주의 깊은 탐험가');
  expect(head.meta['og:description']).toBe(head.meta.description);
  expect(head.meta['og:url']).toBe('http://localhost:3000/typeReport/31');
  expect(head.canonical).toBe('http://localhost:3000/typeReport/31');
  expect(head.meta['og:type']).toBe('article');
  expect(head.meta['og:site_name']).toBe('진타입');
  expect(head.meta['og:locale']).toBe('ko_KR');
  expect(head.meta['twitter:card']).toBe('summary_large_image');
  const image = await expectCard(request, head.meta['og:image']);
  // Content-hashed, so cached for good.
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const other = await crawl(request, '/typeReport/7');
  expect(other.title).toBe('7번 빈틈없는 설계자 | 진타입');
  expect(other.meta['og:image']).not.toBe(head.meta['og:image']);
});

test('every page has its own title, and every public page tags and a card', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const [pathname, title] of [
    ['/', '진타입'],
    ['/typeReport', '유형 리포트 | 진타입'],
    ['/learningGene', '학습 유전자란? | 진타입'],
    ['/geneType', '유전자 유형 | 진타입'],
    ['/contact', '문의하기 | 진타입'],
    ['/termAndCondition', '이용약관 | 진타입'],
    ['/privacyPolicy', '개인정보처리방침 | 진타입'],
    ['/questions', '유전자 유형 검사 | 진타입'],
    ['/search', '검색 결과 | 진타입'],
  ] as const) {
    const head = await crawl(request, pathname);
    expect(head.status, pathname).toBe(200);
    expect(head.title, pathname).toBe(title);
    expect(head.meta.description, pathname).toBeTruthy();
    expect(head.meta['og:url'], pathname).toBe(`http://localhost:3000${pathname}`);
    expect(head.meta['twitter:card'], pathname).toBe('summary_large_image');
    titles.set(pathname, head.meta['og:image'] ?? '');
  }
  await expectCard(request, titles.get('/'));
  await expectCard(request, titles.get('/questions'));
  expect(titles.get('/')).not.toBe(titles.get('/typeReport'));
});

test('the browser shows the crawler’s title, also after a client-side navigation', async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  // Files of the site's origins (the API's answers to a visitor are its own business).
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().startsWith(API_URL))
      failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/typeReport');
  await expect(page).toHaveTitle((await crawl(request, '/typeReport')).title ?? '');
  await page
    .getByRole('link', { name: /31번 주의 깊은 탐험가/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/typeReport\/31$/);
  await expect(page).toHaveTitle((await crawl(request, '/typeReport/31')).title ?? '');
  await page.goto('/learningGene');
  await expect(page).toHaveTitle('학습 유전자란? | 진타입');
  // The icons index.html links all answer (no 404 in the page's requests); the manifest is linked
  // once the first frame is on screen.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const icons = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
      ),
    ].map((link) => (link as HTMLLinkElement).href),
  );
  expect(icons).toHaveLength(3);
  expect(failed).toEqual([]);
});

test('the favicon, the apple-touch icon and the manifest answer with their types', async ({
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toBe('진타입');
  for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('an unknown shared address is a 404 page with the site’s tags', async ({ request }) => {
  const head = await crawl(request, '/s/Zz9Zz9Zz');
  expect(head.status).toBe(404);
  expect(head.title).toBe('페이지를 찾을 수 없어요 | 진타입');
  expect(head.meta['og:site_name']).toBe('진타입');
  await expectCard(request, head.meta['og:image']);
});

test('every missing page answers 404 and shows the site’s not-found page', async ({ page }) => {
  for (const pathname of ['/nowhere', '/typeReport/55', '/typeReport/0', '/profiles/ab', '/404']) {
    const response = await page.goto(pathname);
    expect(response?.status(), pathname).toBe(404);
    await expect(
      page
        .locator('#app-shell')
        .getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
      pathname,
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]'), pathname).toHaveAttribute(
      'content',
      'noindex',
    );
  }
  // An unknown share address: 404, and the /s page itself says what is missing.
  expect((await page.goto('/s/Zz9Zz9Zz'))?.status()).toBe(404);
  await expect(page.locator('#app-mf-account').getByRole('alert')).toContainText(
    '이 공유 주소는 없거나 기간이 지났어요.',
  );
  // A page that exists still answers 200.
  expect((await page.goto('/typeReport/54'))?.status()).toBe(200);
});

test('a shared address shows the member’s nickname and type card, nothing private', async ({
  request,
}) => {
  const member = newMember();
  const session = await signUp(member);
  // A share address names a nickname: the member chooses one first, as the site asks them to.
  const nickname = `card${Date.now().toString(36)}`;
  const named = await fetch(`${API_URL}/user/updateNickname`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ nickname }),
  });
  expect(named.status).toBe(200);
  const created = await fetch(`${API_URL}/profiles/share`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(created.status).toBe(200);
  const { code, url } = (await created.json()) as { code: string; url: string };
  expect(url).toBe(`http://localhost:3000/s/${code}`);
  const profile = (await (await fetch(`${API_URL}/profiles/share/${code}`)).json()) as {
    nickname: string;
    typeId: number | null;
  };

  const response = await request.get(`/s/${code}`, { headers: CRAWLER });
  const html = await response.text();
  expect(response.status()).toBe(200);
  for (const secret of [member.email, member.userId]) expect(html).not.toContain(secret);
  const head = await crawl(request, `/s/${code}`);
  expect(profile.nickname).toBe(nickname);
  expect(head.title).toContain(`${nickname}님의`);
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta['og:url']).toBe(`http://localhost:3000/s/${code}`);
  await expectCard(request, head.meta['og:image']);
});
