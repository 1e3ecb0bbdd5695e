import { describe, expect, it, jest } from '@jest/globals';
import * as domain from '@genetype/domain';
import {
  chooseEntry,
  composeHtml,
  createPageComposer,
  fnv1a,
  insertPrerendered,
  normalizePath,
  withoutPrerenderedFrame,
  publicPaths,
  robotsTxt,
  sitemapXml,
} from './page-html.mjs';

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="old" />
    <title>진타입</title>
    <script>window.__x = 1;</script>
    <link rel="preload" as="style" href="/174.abc.css"><link rel="preload" as="script" href="/1.js">
    <script defer="defer" src="/main.abc.js"></script>
  </head>
  <body><div id="frame-header"><header data-prerendered-frame="" class="nav"><div><a href="/">진타입</a></div><button>로그인</button></header></div><main id="app-main"><div id="app-shell"></div><div id="app-mf-content"></div></main><div id="frame-footer"><footer data-prerendered-frame=""><div><p>푸터</p></div></footer></div></body>
</html>`;

const SITE = 'https://genetype.example';
const CDN = 'https://static.example/mf-content';

function contentDocument(label) {
  return {
    schema: 1,
    app: 'mf-content',
    imageSize: { width: 1200, height: 630 },
    defaults: {
      description: `기본 설명 ${label}`,
      image: `og/site.${label}.png`,
      imageAlt: '진타입',
    },
    routes: {
      '/': { title: '진타입', description: `홈 ${label}`, image: `og/home.${label}.png` },
      '/typeReport/31': {
        title: '31번 신중한 탐험가 | 진타입',
        description: `31번 설명 ${label}`,
        image: `og/type-31.${label}.png`,
        imageAlt: '31번 신중한 탐험가',
        type: 'article',
      },
      '/GeneType': { title: '유전자 유형 | 진타입', canonicalPath: '/geneType' },
    },
    images: { 'type-31': `og/type-31.${label}.png` },
  };
}

function prerenderDocument(label) {
  return {
    build: `build-${label}`,
    pages: {
      '/typeReport/31': {
        css: ['page-type-report.abc.css', 'prerender.def.css'],
        html: `<!--$--><article><h1>유형 리포트</h1><p>리포트 본문 ${label}</p></article><!--/$-->`,
      },
      // A page of an older release whose content arrived from the API once its code ran.
      '/learningGene': {
        css: ['prerender.def.css'],
        html: '<h1>학습 유전자</h1><div role="status">불러오는 중이에요</div>',
        needsCode: true,
      },
    },
  };
}

function manifestFor(version) {
  return {
    'mf-content': {
      stable: version,
      canary: null,
      versions: { [version]: `${CDN}/${version}/remoteEntry.js` },
    },
    'mf-search': { stable: '0.1.0', versions: { '0.1.0': 'http://localhost:3004/remoteEntry.js' } },
  };
}

/** A fetch that answers the documents of two mf-content versions and the API's share lookup. */
function fakeFetch({ profiles = {}, down = false } = {}) {
  return jest.fn(async (url) => {
    const json = (status, body) => ({
      ok: status === 200,
      status,
      headers: new Headers(),
      json: async () => body,
    });
    const prerendered = new RegExp(`^${CDN}/([^/]+)/prerender.json$`).exec(url);
    if (prerendered) {
      if (down) throw new Error('ECONNREFUSED');
      return json(200, prerenderDocument(prerendered[1]));
    }
    const doc = new RegExp(`^${CDN}/([^/]+)/page-meta.json$`).exec(url);
    if (doc) {
      if (down) throw new Error('ECONNREFUSED');
      return json(200, contentDocument(doc[1]));
    }
    const share = /\/profiles\/share\/([^/]+)$/.exec(url);
    if (share) {
      const profile = profiles[decodeURIComponent(share[1])];
      return profile ? json(200, profile) : json(404, { message: '공유 주소를 찾을 수 없어요.' });
    }
    return json(404, {});
  });
}

function composer({ manifest = () => manifestFor('1.0.0-a'), ...options } = {}) {
  const fetchImpl = options.fetchImpl ?? fakeFetch(options);
  return {
    fetchImpl,
    compose: createPageComposer({
      template: () => TEMPLATE,
      manifest,
      domain,
      siteUrl: SITE,
      apiUrl: 'http://api.example',
      fetchImpl,
    }),
  };
}

const tag = (html, attribute, name) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const title = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('composeHtml', () => {
  it('replaces the title and description and keeps the inline script byte for byte', () => {
    const html = composeHtml(TEMPLATE, {
      title: 'A & <B>',
      description: '"설명"',
      url: `${SITE}/x`,
    });
    expect(title(html)).toBe('A &amp; &lt;B&gt;');
    expect(html).not.toContain('content="old"');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(tag(html, 'name', 'description')).toBe('&quot;설명&quot;');
    expect(html).toContain('<script>window.__x = 1;</script>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/x" />`);
  });

  it('normalizes paths', () => {
    expect(normalizePath('/typeReport/31/?a=1#b')).toBe('/typeReport/31');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('page composer', () => {
  it('writes a report’s own tags from the stable version’s document, with absolute URLs', async () => {
    const { compose } = composer();
    const { status, html } = await compose('/typeReport/31');
    expect(status).toBe(200);
    expect(title(html)).toBe('31번 신중한 탐험가 | 진타입');
    expect(title(html)).toBe(domain.documentTitle('/typeReport/31'));
    expect(tag(html, 'name', 'description')).toBe('31번 설명 1.0.0-a');
    expect(tag(html, 'property', 'og:title')).toBe('31번 신중한 탐험가 | 진타입');
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
    expect(title(missing.html)).toBe('페이지를 찾을 수 없어요 | 진타입');
    expect(tag(missing.html, 'name', 'robots')).toBe('noindex');
  });

  it('still answers when the module does not: the route’s title, no image', async () => {
    const { status, html } = await composer({ down: true }).compose('/typeReport/31');
    expect(status).toBe(200);
    expect(title(html)).toBe('31번 신중한 탐험가 | 진타입');
    expect(tag(html, 'property', 'og:image')).toBeUndefined();
  });
});

describe('shared address', () => {
  const profiles = {
    AbCd1234: {
      nickname: '<b>민지</b>',
      typeId: 31,
      typeCode: 'ID-C-44-SS',
      typeName: '신중한 탐험가',
      profileLink: '/profiles/x?token=secret',
      email: 'minji@example.com',
    },
    NoType99: { nickname: '하늘', typeId: null, typeCode: null, typeName: null, profileLink: '' },
  };

  it('writes the member’s type card and nickname, escaped, and nothing private', async () => {
    const { status, html } = await composer({ profiles }).compose('/s/AbCd1234');
    expect(status).toBe(200);
    expect(title(html)).toBe(
      '&lt;b&gt;민지&lt;/b&gt;님의 학습 유전자 유형: 31번 신중한 탐험가 | 진타입',
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
  const canaryManifest = (percent) => ({
    'mf-content': {
      stable: '1.0.0-a',
      canary: { version: '1.1.0-b', percent },
      versions: {
        '1.0.0-a': `${CDN}/1.0.0-a/remoteEntry.js`,
        '1.1.0-b': `${CDN}/1.1.0-b/remoteEntry.js`,
      },
    },
  });
  // Bucket ids on either side of 50 for mf-content (the shell's rolloutBucket).
  const ids = Array.from({ length: 200 }, (_, i) => `id-${i}`);
  const low = ids.find((id) => fnv1a(`${id}:mf-content`) % 100 < 50);
  const high = ids.find((id) => fnv1a(`${id}:mf-content`) % 100 >= 50);

  it('hashes as the shell does (its version-choice tests use the same vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('chooses the version the browser will: pin, then canary by bucket, then stable', () => {
    const manifest = canaryManifest(50);
    expect(chooseEntry(manifest, 'mf-content', { bucketId: low })).toContain('/1.1.0-b/');
    expect(chooseEntry(manifest, 'mf-content', { bucketId: high })).toContain('/1.0.0-a/');
    expect(
      chooseEntry(manifest, 'mf-content', { bucketId: low, pins: { 'mf-content': '1.0.0-a' } }),
    ).toContain('/1.0.0-a/');
    // A pin to a version that is not published is ignored, as the shell ignores it.
    expect(
      chooseEntry(manifest, 'mf-content', { bucketId: high, pins: { 'mf-content': '9.9.9' } }),
    ).toContain('/1.0.0-a/');
    expect(chooseEntry(canaryManifest(0), 'mf-content', { bucketId: low })).toContain('/1.0.0-a/');
    expect(chooseEntry(canaryManifest(100), 'mf-content', { bucketId: high })).toContain(
      '/1.1.0-b/',
    );
  });

  it('puts the fragment into the app slot, marked with its build and path, and links its styles', () => {
    const html = insertPrerendered(TEMPLATE, {
      app: 'mf-content',
      path: '/typeReport/31',
      build: 'b1',
      fragment: '<h1>본문</h1>',
      css: ['page.css'],
      base: `${CDN}/1.0.0-a/`,
    });
    expect(html).toContain(
      '<div id="app-mf-content"><div data-slot="app" data-prerender-build="b1" data-prerender-path="/typeReport/31"><h1>본문</h1></div></div>',
    );
    expect(html).toContain(`<link rel="stylesheet" href="${CDN}/1.0.0-a/page.css" />\n  </head>`);
    // The shell's base styles apply before the first paint, under the name its loader checks.
    expect(html).toContain('<link rel="stylesheet" href="/174.abc.css" data-href="174.abc.css">');
    // The code is fetched after the first paint (index.html reads data-boot), not from the HTML,
    // and started at the first use: the page is whole without it.
    expect(html).toContain('<html lang="ko" data-boot="/main.abc.js /1.js" data-boot-on-use="">');
    expect(html).not.toContain('<script defer="defer" src="/main.abc.js"></script>');
    expect(html).not.toContain('href="/1.js"');
    expect(html).toContain('<script>window.__x = 1;</script>');
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

  it('sends no prerendered (Korean) HTML to a page that starts in another language', async () => {
    const { compose } = composer({ manifest: () => canaryManifest(0) });
    const english = (await compose('/typeReport/31', { bucketId: low, language: 'en' })).html;
    expect(english).toContain('<div id="app-mf-content"></div>');
    expect(english).not.toContain('data-prerender-build');
    const korean = (await compose('/typeReport/31', { bucketId: low, language: 'ko' })).html;
    expect(korean).toContain('data-prerender-build');
  });

  it('keeps the shell’s prerendered (Korean) frame for a Korean page only, on every page', async () => {
    const { compose } = composer();
    for (const path of ['/typeReport/31', '/typeReport/30', '/myPage', '/s/unknown-code']) {
      const korean = (await compose(path, { language: 'ko' })).html;
      expect(korean).toContain('<header data-prerendered-frame="" class="nav">');
      expect(korean).toContain('<footer data-prerendered-frame=""><div><p>푸터</p></div></footer>');
      const english = (await compose(path, { language: 'en' })).html;
      expect(english).toContain('<div id="frame-header"></div><main id="app-main">');
      expect(english).toContain('</main><div id="frame-footer"></div></body>');
      expect(english).not.toContain('로그인');
    }
  });

  it('removes exactly the marked roots of the frame', () => {
    const html =
      '<div id="frame-header"><header data-prerendered-frame=""><header-x>a</header-x><div></div></header></div><p>keep</p>';
    expect(withoutPrerenderedFrame(html)).toBe('<div id="frame-header"></div><p>keep</p>');
    expect(withoutPrerenderedFrame(TEMPLATE.replace(/data-prerendered-frame=""/g, ''))).toBe(
      TEMPLATE.replace(/data-prerendered-frame=""/g, ''),
    );
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

describe('crawler files', () => {
  it('lists every public page once, with the 54 reports, as absolute URLs', () => {
    const paths = publicPaths(domain);
    expect(paths).toEqual(expect.arrayContaining(['/', '/typeReport', '/geneType', '/questions']));
    expect(paths.filter((path) => path.startsWith('/typeReport/'))).toHaveLength(54);
    expect(paths).not.toContain('/GeneType');
    expect(paths).not.toContain('/myPage');
    const xml = sitemapXml({ domain, siteUrl: SITE });
    expect(xml).toContain(`<loc>${SITE}/typeReport/54</loc>`);
    expect(xml.match(/<loc>/g)).toHaveLength(paths.length);
  });

  it('points crawlers at the sitemap and away from members’ pages', () => {
    const robots = robotsTxt({ siteUrl: SITE });
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /myPage');
  });
});
