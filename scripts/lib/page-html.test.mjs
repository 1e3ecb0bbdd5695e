import { describe, expect, it, jest } from '@jest/globals';
import * as domain from '@genetype/shared/domain';
import { composeHtml, createPageComposer, normalizePath } from './page-html.mjs';

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="old" />
    <title>진타입</title>
    <script>window.__x = 1;</script>
  </head>
  <body><main id="app-main"></main></body>
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
