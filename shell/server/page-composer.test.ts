import { jest } from '@jest/globals';
import { documentTitle } from '@genetype/domain';
import { rolloutBucket } from '../src/federation/version-choice.js';
import { createPageComposer, type FetchLike, type VisitorIdentity } from './page-composer.js';
import {
  CDN,
  ENGLISH_FRAME,
  SITE,
  TEMPLATE,
  canaryManifest,
  fakeFetch,
  manifestFor,
  tag,
  title,
} from './test-fixtures.js';

function composer({
  manifest = () => manifestFor('1.0.0-a'),
  frame = true,
  ...options
}: {
  manifest?: () => unknown;
  profiles?: Record<string, unknown>;
  down?: boolean;
  frame?: boolean;
} = {}) {
  const fetchImpl = fakeFetch(options);
  return {
    fetchImpl,
    compose: createPageComposer({
      template: () => TEMPLATE,
      manifest,
      siteUrl: SITE,
      apiUrl: 'http://api.example',
      fetchImpl,
      frame: (language) => (frame && language === 'en' ? ENGLISH_FRAME : undefined),
    }),
  };
}

describe('page composer', () => {
  it('writes a report’s own tags from the stable version’s document, with absolute URLs', async () => {
    const { compose } = composer();
    const { status, html } = await compose('/typeReport/31');
    expect(status).toBe(200);
    expect(title(html)).toBe('31번 주의 깊은 탐험가 | 진타입');
    expect(title(html)).toBe(documentTitle('/typeReport/31'));
    expect(tag(html, 'name', 'description')).toBe('31번 설명 1.0.0-a');
    expect(tag(html, 'property', 'og:title')).toBe('31번 주의 깊은 탐험가 | 진타입');
    expect(tag(html, 'property', 'og:image')).toBe(`${CDN}/1.0.0-a/og/type-31.1.0.0-a.png`);
    expect(tag(html, 'property', 'og:image:width')).toBe('1200');
    expect(tag(html, 'property', 'og:url')).toBe(`${SITE}/typeReport/31`);
    expect(tag(html, 'property', 'og:type')).toBe('article');
    expect(tag(html, 'property', 'og:site_name')).toBe('진타입');
    expect(tag(html, 'property', 'og:locale')).toBe('ko_KR');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('follows a rollout and a rollback of the owning module', async () => {
    let version = '1.0.0-a';
    const { compose } = composer({ manifest: () => manifestFor(version) });
    expect(tag((await compose('/')).html, 'name', 'description')).toBe('홈 1.0.0-a');
    version = '1.1.0-b';
    expect(tag((await compose('/')).html, 'name', 'description')).toBe('홈 1.1.0-b');
    version = '1.0.0-a';
    const back = (await compose('/')).html;
    expect(tag(back, 'name', 'description')).toBe('홈 1.0.0-a');
    expect(tag(back, 'property', 'og:image')).toBe(`${CDN}/1.0.0-a/og/home.1.0.0-a.png`);
  });

  it('gives a page of a module without a document its own title and the site’s defaults', async () => {
    const { html } = await composer().compose('/search');
    expect(title(html)).toBe('검색 결과 | 진타입');
    expect(tag(html, 'name', 'description')).toBe('기본 설명 1.0.0-a');
    expect(tag(html, 'property', 'og:image')).toBe(`${CDN}/1.0.0-a/og/site.1.0.0-a.png`);
  });

  it('points a second spelling at the first, and marks an unknown page noindex', async () => {
    const { compose } = composer();
    expect((await compose('/GeneType')).html).toContain(`href="${SITE}/geneType"`);
    const missing = await compose('/nope/nope');
    expect(missing.status).toBe(404);
    expect(title(missing.html)).toBe('페이지를 찾을 수 없어요 | 진타입');
    expect(tag(missing.html, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    ['an unknown path', '/nope'],
    ['a type number past 54', '/typeReport/55'],
    ['a type number that is no number', '/typeReport/abc'],
    ['the not-found page itself', '/404'],
    ['a nickname no member can have', '/profiles/ab'],
    ['a nickname with Korean', `/profiles/${encodeURIComponent('하늘하늘하늘')}`],
    ['a section /geneType does not have', '/geneType/nope'],
    ['the first section by its id (its address is /geneType)', '/geneType/types'],
    ['a section of /learningGene by its tab number', '/learningGene/2'],
    ['a section under the second spelling', '/LearningGene/research'],
  ])('answers %s with 404 and the not-found page', async (_case, path) => {
    const { compose } = composer();
    const page = await compose(path);
    expect(page.status).toBe(404);
    expect(title(page.html)).toBe('페이지를 찾을 수 없어요 | 진타입');
    expect(tag(page.html, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    '/typeReport/54',
    '/profiles/gene12345',
    '/500',
    '/search',
    '/geneType/emotion',
    '/learningGene/test-method',
  ])('answers %s with 200', async (path) => {
    const { compose } = composer();
    expect((await compose(path)).status).toBe(200);
  });

  it('still answers when the module does not: the route’s title, no image', async () => {
    const { status, html } = await composer({ down: true }).compose('/typeReport/31');
    expect(status).toBe(200);
    expect(title(html)).toBe('31번 주의 깊은 탐험가 | 진타입');
    expect(tag(html, 'property', 'og:image')).toBeUndefined();
  });

  it('still answers without a usable manifest: the route’s title, the template’s body', async () => {
    for (const manifest of [() => undefined, () => [], () => 'remotes']) {
      const { status, html } = await composer({ manifest }).compose('/typeReport/31');
      expect(status).toBe(200);
      expect(title(html)).toBe('31번 주의 깊은 탐험가 | 진타입');
      expect(html).toContain('<div id="app-mf-content"></div>');
    }
  });
});

describe('shared address', () => {
  const profiles = {
    AbCd1234: {
      nickname: '<b>민지</b>',
      typeId: 31,
      typeCode: 'ID-C-44-SS',
      typeName: '주의 깊은 탐험가',
      profileLink: '/profiles/x?token=secret',
      email: 'minji@example.com',
    },
    NoType99: { nickname: '하늘', typeId: null, typeCode: null, typeName: null, profileLink: '' },
  };

  it('writes the member’s type card and nickname, escaped, and nothing private', async () => {
    const { status, html } = await composer({ profiles }).compose('/s/AbCd1234');
    expect(status).toBe(200);
    expect(title(html)).toBe(
      '&lt;b&gt;민지&lt;/b&gt;님의 학습 유전자 유형: 31번 주의 깊은 탐험가 | 진타입',
    );
    expect(tag(html, 'property', 'og:image')).toBe(`${CDN}/1.0.0-a/og/type-31.1.0.0-a.png`);
    expect(tag(html, 'property', 'og:url')).toBe(`${SITE}/s/AbCd1234`);
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('minji@example.com');
    expect(html).not.toContain('secret');
  });

  it('gives a member without a type the site card', async () => {
    const { html } = await composer({ profiles }).compose('/s/NoType99');
    expect(title(html)).toBe('하늘님의 진타입 프로필 | 진타입');
    expect(tag(html, 'property', 'og:image')).toBe(`${CDN}/1.0.0-a/og/site.1.0.0-a.png`);
  });

  it('answers an unknown code with 404 and the site’s default tags, a malformed one without asking', async () => {
    const { compose, fetchImpl } = composer({ profiles });
    const unknown = await compose('/s/Zzzz9999');
    expect(unknown.status).toBe(404);
    expect(title(unknown.html)).toBe('페이지를 찾을 수 없어요 | 진타입');
    expect(tag(unknown.html, 'property', 'og:image')).toBe(`${CDN}/1.0.0-a/og/site.1.0.0-a.png`);
    fetchImpl.mockClear();
    expect((await compose('/s/%3Cscript%3E')).status).toBe(404);
    expect(fetchImpl.mock.calls.some(([url]) => url.includes('/profiles/share/'))).toBe(false);
  });
});

describe('prerendered pages', () => {
  // Bucket ids on either side of 50 for mf-content, by the browser's own rolloutBucket.
  const ids = Array.from({ length: 200 }, (_, i) => `id-${i}`);
  const low = ids.find((id) => rolloutBucket(id, 'mf-content') < 50) as string;
  const high = ids.find((id) => rolloutBucket(id, 'mf-content') >= 50) as string;
  const versionOf = (html: string) => /리포트 본문 ([^<]+)</.exec(html)?.[1];

  it('serves each bucket the prerendered HTML of its own version', async () => {
    const { compose } = composer({ manifest: () => canaryManifest(50) });
    const canary = (await compose('/typeReport/31', { bucketId: low })).html;
    expect(canary).toContain('리포트 본문 1.1.0-b');
    expect(canary).toContain('data-prerender-build="build-1.1.0-b"');
    expect(canary).toContain(`href="${CDN}/1.1.0-b/page-type-report.abc.css"`);
    const stable = (await compose('/typeReport/31', { bucketId: high })).html;
    expect(stable).toContain('리포트 본문 1.0.0-a');
    expect(stable).not.toContain('1.1.0-b/page');
    // The head stays the stable version's (crawlers and link previews see one text).
    expect(tag(canary, 'name', 'description')).toBe('31번 설명 1.0.0-a');
  });

  it('chooses as the browser does: a published pin, then the canary by bucket, then stable', async () => {
    const page = async (manifest: unknown, identity: VisitorIdentity) => {
      const { compose } = composer({ manifest: () => manifest });
      return versionOf((await compose('/typeReport/31', identity)).html);
    };
    const half = canaryManifest(50);
    expect(await page(half, { bucketId: low, pins: { 'mf-content': '1.0.0-a' } })).toBe('1.0.0-a');
    expect(await page(half, { bucketId: high, pins: { 'mf-content': '1.1.0-b' } })).toBe('1.1.0-b');
    // A pin to a version that is not published is ignored, as the shell ignores it.
    expect(await page(half, { bucketId: high, pins: { 'mf-content': '9.9.9' } })).toBe('1.0.0-a');
    expect(await page(canaryManifest(0), { bucketId: low })).toBe('1.0.0-a');
    expect(await page(canaryManifest(100), { bucketId: high })).toBe('1.1.0-b');
    // A canary the shell refuses (out of range) keeps everyone on stable here too.
    expect(await page(canaryManifest(120), { bucketId: low })).toBe('1.0.0-a');
  });

  it('marks private, for a cache in front, a page whose version depends on the visitor', async () => {
    const isPrivate = async (manifest: unknown, path: string, identity: VisitorIdentity) => {
      const { compose } = composer({ manifest: () => manifest });
      return (await compose(path, identity)).private === true;
    };
    // A canary of the page's module, for either side of it; a pin.
    expect(await isPrivate(canaryManifest(50), '/typeReport/31', { bucketId: high })).toBe(true);
    expect(await isPrivate(canaryManifest(50), '/typeReport/31', { bucketId: low })).toBe(true);
    expect(
      await isPrivate(manifestFor('1.0.0-a'), '/typeReport/31', {
        bucketId: high,
        pins: { 'mf-content': '1.0.0-a' },
      }),
    ).toBe(true);
    // Everyone on one version: the same page for every visitor.
    expect(await isPrivate(canaryManifest(0), '/typeReport/31', { bucketId: low })).toBe(false);
    expect(await isPrivate(canaryManifest(100), '/typeReport/31', { bucketId: low })).toBe(false);
    expect(await isPrivate(manifestFor('1.0.0-a'), '/typeReport/31', { bucketId: low })).toBe(
      false,
    );
    // Not prerendered (another language) or another module's canary: no version of it is chosen.
    expect(
      await isPrivate(canaryManifest(50), '/typeReport/31', { bucketId: low, language: 'en' }),
    ).toBe(false);
    expect(await isPrivate(canaryManifest(50), '/questions', { bucketId: low })).toBe(false);
  });

  it('serves a section’s address with that section’s HTML, as its own canonical page', async () => {
    const { compose } = composer();
    const { status, html } = await compose('/learningGene/research');
    expect(status).toBe(200);
    expect(html).toContain('data-prerender-path="/learningGene/research"');
    expect(html).toContain('<h2>진타입은 이렇게 탄생했어요</h2>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/learningGene/research" />`);
    expect(html).toContain(`href="${CDN}/1.0.0-a/page-learning-gene.abc.css"`);
    expect(title(html)).toBe('학습 유전자란? | 진타입');
  });

  it('starts the code of an older release’s page that needs it after the first paint', async () => {
    const { compose } = composer();
    const whole = (await compose('/typeReport/31')).html;
    expect(whole).toContain('data-boot="/main.abc.js /1.js" data-boot-on-use="">');
    const waiting = (await compose('/learningGene')).html;
    expect(waiting).toContain('불러오는 중이에요');
    expect(waiting).toContain('<html lang="ko" data-boot="/main.abc.js /1.js">');
    expect(waiting).not.toContain('data-boot-on-use');
  });

  it('composes an English page in English: lang, head, the English fragment, hreflang', async () => {
    const { compose } = composer({ manifest: () => canaryManifest(0) });
    const english = (await compose('/typeReport/31', { bucketId: low, language: 'en' })).html;
    expect(english).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(title(english)).toBe('Type 31: The Mindful Explorer | GeneType');
    expect(tag(english, 'name', 'description')).toBe('Type 31 report 1.0.0-a');
    expect(tag(english, 'property', 'og:title')).toBe('Type 31: The Mindful Explorer | GeneType');
    expect(tag(english, 'property', 'og:description')).toBe('Type 31 report 1.0.0-a');
    expect(tag(english, 'property', 'og:image:alt')).toBe('Type 31: The Mindful Explorer');
    expect(tag(english, 'property', 'og:site_name')).toBe('GeneType');
    expect(tag(english, 'property', 'og:locale')).toBe('en_US');
    expect(tag(english, 'property', 'og:locale:alternate')).toBe('ko_KR');
    expect(tag(english, 'name', 'twitter:title')).toBe('Type 31: The Mindful Explorer | GeneType');
    expect(english).toContain('data-prerender-lang="en"><!--$--><article><h1>Type report</h1>');
    expect(english).not.toContain('유형 리포트');
    const korean = (await compose('/typeReport/31', { bucketId: low, language: 'ko' })).html;
    expect(korean).toMatch(/^<!doctype html>\n<html lang="ko"/);
    expect(korean).toContain('data-prerender-lang="ko"><!--$--><article><h1>유형 리포트</h1>');
    expect(tag(korean, 'property', 'og:locale:alternate')).toBe('en_US');
    for (const html of [english, korean]) {
      expect(html).toContain(`<link rel="canonical" href="${SITE}/typeReport/31" />`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="ko" href="${SITE}/typeReport/31?lang=ko" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="en" href="${SITE}/typeReport/31?lang=en" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${SITE}/typeReport/31" />`,
      );
    }
  });

  it('falls back to the Korean texts where the document has no English, and to no fragment', async () => {
    const { compose } = composer();
    // The module's defaults have an English description; /learningGene has no English HTML.
    const page = (await compose('/learningGene', { language: 'en' })).html;
    expect(tag(page, 'name', 'description')).toBe('Default description 1.0.0-a');
    expect(title(page)).toBe('GeneType');
    expect(page).toContain('<div id="app-mf-content"></div>');
    expect(page).not.toContain('불러오는 중이에요');
  });

  it('gives a page that is not indexable (404, a shared card) no hreflang alternates', async () => {
    const { compose } = composer();
    const missing = await compose('/typeReport/99', { language: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('hreflang');
    expect((await compose('/s/unknown-code')).html).not.toContain('hreflang');
  });

  it('puts the shell’s English frame in place of the Korean one on an English page', async () => {
    const { compose } = composer();
    for (const path of ['/typeReport/31', '/typeReport/30', '/myPage', '/s/unknown-code']) {
      const korean = (await compose(path, { language: 'ko' })).html;
      expect(korean).toContain('<header data-prerendered-frame="" class="nav">');
      expect(korean).toContain('<footer data-prerendered-frame=""><div><p>푸터</p></div></footer>');
      const english = (await compose(path, { language: 'en' })).html;
      expect(english).toContain(
        `<div id="frame-header">${ENGLISH_FRAME.header}</div><main id="app-main">`,
      );
      expect(english).toContain(
        `</main><div id="frame-footer">${ENGLISH_FRAME.footer}</div></body>`,
      );
      expect(english).not.toContain('로그인');
    }
  });

  it('leaves the frame out of an English page when the shell’s build has no English frame', async () => {
    const { compose } = composer({ frame: false });
    const english = (await compose('/typeReport/31', { language: 'en' })).html;
    expect(english).toContain('<div id="frame-header"></div><main id="app-main">');
    expect(english).toContain('</main><div id="frame-footer"></div></body>');
    expect(english).not.toContain('로그인');
  });

  it('leaves the slot empty for a page without prerendered HTML or a module that is down', async () => {
    const plain = (await composer().compose('/typeReport/30')).html;
    expect(plain).toContain('<div id="app-mf-content"></div>');
    // Its code loads from the HTML as before.
    expect(plain).toContain('<script defer="defer" src="/main.abc.js"></script>');
    expect(plain).not.toContain('data-boot');
    expect((await composer().compose('/search')).html).not.toContain('data-prerender-build');
    const down = await composer({ down: true }).compose('/typeReport/31');
    expect(down.status).toBe(200);
    expect(down.html).toContain('<div id="app-mf-content"></div>');
  });
});

describe('a page without prerendered HTML names its module’s files in its head', () => {
  const ACCOUNT = 'https://static.example/mf-account';
  const accountManifest = (canary: { version: string; percent: number } | null = null) => ({
    ...manifestFor('1.0.0-a'),
    'mf-account': {
      stable: '2.0.0',
      canary,
      versions: {
        '2.0.0': `${ACCOUNT}/2.0.0/remoteEntry.js`,
        '2.1.0': `${ACCOUNT}/2.1.0/remoteEntry.js`,
      },
    },
  });
  // What the module's build writes beside its entry (packages/tooling/build, ManifestPagesPlugin).
  const federationManifest = {
    metaData: { publicPath: 'auto' },
    exposes: [
      { path: './app', assets: { js: { sync: ['app.1.js'] }, css: { sync: ['app.1.css'] } } },
    ],
    pages: { my: { js: ['page-my.2.js', 'app.1.js'], css: [] } },
  };

  function accountComposer(manifest: () => unknown, { readable = true } = {}) {
    const content = fakeFetch();
    const fetchImpl = jest.fn<FetchLike>(async (url, init) =>
      url.startsWith(`${ACCOUNT}/`) && url.endsWith('/mf-manifest.json')
        ? new Response(JSON.stringify(federationManifest), { status: readable ? 200 : 404 })
        : content(url, init),
    );
    return createPageComposer({
      template: () => TEMPLATE,
      manifest,
      siteUrl: SITE,
      apiUrl: 'http://api.example',
      fetchImpl,
    });
  }
  const named = (html: string) =>
    [
      ...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"[^>]*data-module-file=""/g),
    ].map(([, href, as]) => `${as} ${href}`);

  it('a member’s /myPage: the stable entry, the app’s first files and the page’s, once each, after the shell’s script', async () => {
    const { html } = await accountComposer(() => accountManifest())('/myPage');
    expect(named(html)).toEqual([
      `script ${ACCOUNT}/2.0.0/remoteEntry.js`,
      `style ${ACCOUNT}/2.0.0/app.1.css`,
      `script ${ACCOUNT}/2.0.0/app.1.js`,
      `script ${ACCOUNT}/2.0.0/page-my.2.js`,
    ]);
    expect(html.indexOf('data-module-file')).toBeGreaterThan(html.indexOf('src="/main.abc.js"'));
    expect(html).toContain(
      `<link rel="preload" href="${ACCOUNT}/2.0.0/remoteEntry.js" as="script" fetchpriority="low" data-module-file="" />`,
    );
  });

  it('names nothing for a pinned module, during its canary, or when its manifest cannot be read', async () => {
    const pinned = await accountComposer(() => accountManifest())('/myPage', {
      bucketId: 'b',
      pins: { 'mf-account': '2.1.0' },
    });
    expect(named(pinned.html)).toEqual([]);
    const canary = await accountComposer(() => accountManifest({ version: '2.1.0', percent: 50 }))(
      '/myPage',
      { bucketId: 'b' },
    );
    expect(named(canary.html)).toEqual([]);
    const unreadable = await accountComposer(() => accountManifest(), { readable: false })(
      '/myPage',
    );
    expect(named(unreadable.html)).toEqual([]);
  });

  it('leaves a prerendered page to start its code after its first paint (data-boot)', async () => {
    const { html } = await accountComposer(() => accountManifest())('/typeReport/31');
    expect(html).toContain('data-boot=');
    expect(html).not.toContain('data-module-file');
  });
});
