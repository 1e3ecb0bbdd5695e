import {
  composeHtml,
  insertPrerendered,
  languageAddress,
  normalizePath,
  withPrerenderedFrame,
  withoutPrerenderedFrame,
} from './page-html.js';
import { CDN, ENGLISH_FRAME, SITE, TEMPLATE, tag, title } from './test-fixtures.js';

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

  it('words the <noscript> line in the page’s language (Korean: the template’s own)', () => {
    const template = TEMPLATE.replace(
      '</body>',
      '<noscript>자바스크립트를 켜 주세요.</noscript></body>',
    );
    const meta = { title: 't', description: 'd', url: `${SITE}/questions` };
    expect(composeHtml(template, meta)).toContain('<noscript>자바스크립트를 켜 주세요.</noscript>');
    const english = composeHtml(template, { ...meta, language: 'en' });
    expect(english).toContain(
      '<noscript>Please turn on JavaScript in your browser to use GeneType.</noscript>',
    );
    expect(english).not.toContain('자바스크립트');
  });

  it('normalizes paths', () => {
    expect(normalizePath('/typeReport/31/?a=1#b')).toBe('/typeReport/31');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('insertPrerendered', () => {
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
      '<div id="app-mf-content"><div data-slot="app" data-prerender-build="b1" data-prerender-path="/typeReport/31" data-prerender-lang="ko"><h1>본문</h1></div></div>',
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
});

describe('withoutPrerenderedFrame', () => {
  it('removes exactly the marked roots of the frame', () => {
    const html =
      '<div id="frame-header"><header data-prerendered-frame=""><header-x>a</header-x><div></div></header></div><p>keep</p>';
    expect(withoutPrerenderedFrame(html)).toBe('<div id="frame-header"></div><p>keep</p>');
    expect(withoutPrerenderedFrame(TEMPLATE.replace(/data-prerendered-frame=""/g, ''))).toBe(
      TEMPLATE.replace(/data-prerendered-frame=""/g, ''),
    );
  });
});

describe('withPrerenderedFrame', () => {
  it('puts another language’s frame into the emptied containers', () => {
    const html = withPrerenderedFrame(TEMPLATE, ENGLISH_FRAME);
    expect(html).toContain(`<div id="frame-header">${ENGLISH_FRAME.header}</div>`);
    expect(html).toContain(`<div id="frame-footer">${ENGLISH_FRAME.footer}</div>`);
    expect(html).not.toContain('로그인');
  });

  it('leaves the containers empty without a frame or with a fragment that is not one', () => {
    const bare = withoutPrerenderedFrame(TEMPLATE);
    expect(withPrerenderedFrame(TEMPLATE, undefined)).toBe(bare);
    expect(withPrerenderedFrame(TEMPLATE, { header: '<p>x</p>', footer: '' })).toBe(bare);
  });
});

describe('languageAddress', () => {
  it('names the language in the query, or removes it for x-default', () => {
    expect(languageAddress('https://a.example/typeReport/1', 'en')).toBe(
      'https://a.example/typeReport/1?lang=en',
    );
    expect(languageAddress('https://a.example/?lang=ko&x=1')).toBe('https://a.example/?x=1');
  });
});
