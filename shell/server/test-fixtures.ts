// What the server suites compose from: a template like the shell's built index.html, two versions of
// mf-content's page-meta and prerender documents on a CDN, and a fetch that answers them.
import { jest } from '@jest/globals';
import type { FetchLike } from './page-composer.js';

export const TEMPLATE = `<!doctype html>
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

export const SITE = 'https://genetype.example';
export const CDN = 'https://static.example/mf-content';

export function contentDocument(label: string) {
  return {
    schema: 1,
    app: 'mf-content',
    imageSize: { width: 1200, height: 630 },
    defaults: {
      description: `기본 설명 ${label}`,
      image: `og/site.${label}.png`,
      imageAlt: '진타입',
      translations: { en: { description: `Default description ${label}`, imageAlt: 'GeneType' } },
    },
    routes: {
      '/': { title: '진타입', description: `홈 ${label}`, image: `og/home.${label}.png` },
      '/typeReport/31': {
        title: '31번 주의 깊은 탐험가 | 진타입',
        description: `31번 설명 ${label}`,
        image: `og/type-31.${label}.png`,
        imageAlt: '31번 주의 깊은 탐험가',
        type: 'article',
        translations: {
          en: {
            title: 'Type 31: The Mindful Explorer | GeneType',
            description: `Type 31 report ${label}`,
            imageAlt: 'Type 31: The Mindful Explorer',
          },
        },
      },
      '/GeneType': { title: '유전자 유형 | 진타입', canonicalPath: '/geneType' },
    },
    images: { 'type-31': `og/type-31.${label}.png` },
  };
}

export function prerenderDocument(label: string) {
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
      // A section's own address (issue 38): its HTML has that section.
      '/learningGene/research': {
        css: ['page-learning-gene.abc.css', 'prerender.def.css'],
        html: `<h1>학습 유전자란?</h1><div role="tablist"><a role="tab" aria-selected="true" href="/learningGene/research">탄생과 연구</a></div><h2>진타입은 이렇게 탄생했어요</h2><p>${label}</p>`,
      },
    },
    translations: {
      en: {
        '/typeReport/31': {
          css: ['page-type-report.abc.css', 'prerender.def.css'],
          html: `<!--$--><article><h1>Type report</h1><p>Report text ${label}</p></article><!--/$-->`,
        },
      },
    },
  };
}

/** The shell's frame in English (its build's prerendered-frame.json). */
export const ENGLISH_FRAME = {
  header:
    '<header data-prerendered-frame="" class="nav"><div><a href="/">GeneType</a></div><button>Log in</button></header>',
  footer: '<footer data-prerendered-frame=""><div><p>Footer</p></div></footer>',
};

export function manifestFor(version: string) {
  return {
    'mf-content': {
      stable: version,
      canary: null,
      versions: { [version]: `${CDN}/${version}/remoteEntry.js` },
    },
    'mf-search': { stable: '0.1.0', versions: { '0.1.0': 'http://localhost:3004/remoteEntry.js' } },
  };
}

export function canaryManifest(percent: number) {
  return {
    'mf-content': {
      stable: '1.0.0-a',
      canary: { version: '1.1.0-b', percent },
      versions: {
        '1.0.0-a': `${CDN}/1.0.0-a/remoteEntry.js`,
        '1.1.0-b': `${CDN}/1.1.0-b/remoteEntry.js`,
      },
    },
  };
}

const json = (status: number, body: unknown) =>
  ({
    ok: status === 200,
    status,
    headers: new Headers(),
    json: async () => body,
  }) as Response;

/** A fetch that answers the documents of any mf-content version and the API's share lookup. */
export function fakeFetch({
  profiles = {},
  down = false,
}: { profiles?: Record<string, unknown>; down?: boolean } = {}) {
  return jest.fn<FetchLike>(async (url) => {
    const prerendered = new RegExp(`^${CDN}/([^/]+)/prerender.json$`).exec(url);
    if (prerendered) {
      if (down) throw new Error('ECONNREFUSED');
      return json(200, prerenderDocument(prerendered[1] ?? ''));
    }
    const doc = new RegExp(`^${CDN}/([^/]+)/page-meta.json$`).exec(url);
    if (doc) {
      if (down) throw new Error('ECONNREFUSED');
      return json(200, contentDocument(doc[1] ?? ''));
    }
    const share = /\/profiles\/share\/([^/]+)$/.exec(url);
    if (share) {
      const profile = profiles[decodeURIComponent(share[1] ?? '')];
      return profile ? json(200, profile) : json(404, { message: '공유 주소를 찾을 수 없어요.' });
    }
    return json(404, {});
  });
}

export const tag = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
export const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
