// The shell's prerendered frame: what src/prerender/frame.tsx renders and how the build plugin
// (build/frame-prerender-plugin.cjs) writes it into index.html.
import { renderFrame } from './frame';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { insertFrame, markRoot } = require('../../build/frame-prerender-plugin.cjs') as {
  insertFrame: (html: string, frame: { header: string; footer: string; css: string }) => string;
  markRoot: (html: string) => string;
};

describe('the prerendered frame', () => {
  it('is a Korean visitor’s navbar and footer, with no link marked as the current page', async () => {
    const { header, footer } = await renderFrame();
    expect(header).toMatch(/^<header /);
    expect(header).toContain('>로그인</button>');
    expect(header).toContain('>검사시작</a>');
    expect(header).toContain('aria-label="검색"');
    expect(header).not.toContain('aria-current');
    expect(footer).toMatch(/^<footer /);
    expect(footer).toContain('>이용약관</a>');
  });

  it('is an English visitor’s navbar and footer in English, without Hangul', async () => {
    const { header, footer } = await renderFrame('en');
    expect(header).toMatch(/^<header /);
    expect(footer).toMatch(/^<footer /);
    // The language select names Korean in Korean (`<option lang="ko">한국어`): that is no Korean flash.
    const text = `${header}${footer}`
      .replace(/<(\w+)[^>]*\slang="ko"[^>]*>[^<]*<\/\1>/g, ' ')
      .replace(/<[^>]*>/g, ' ');
    expect(text).toContain('Log in');
    expect(text).not.toMatch(/[\u3131-\uD7A3]/);
    await renderFrame('ko');
  });

  it('keeps the language select disabled until the live frame replaces it (a choice would be lost)', async () => {
    const { footer } = await renderFrame();
    expect(footer).toMatch(/<select disabled=""/);
    expect(footer).not.toMatch(/<select(?! disabled="")/);
  });

  it('goes into the template’s empty containers, each root marked, its styles in one <style>', () => {
    const template =
      '<html><head><title>t</title></head><body><div id="frame-root"></div>' +
      '<div id="frame-header"></div><main></main><div id="frame-footer"></div></body></html>';
    const html = insertFrame(template, {
      header: markRoot('<header class="n"><a href="/">진타입</a></header>'),
      footer: markRoot('<footer><p class="ps-1">푸터</p></footer>'),
      css: '.ps-1{color:red}',
    });
    expect(html).toContain(
      '<div id="frame-header"><header data-prerendered-frame="" class="n"><a href="/">진타입</a></header></div>',
    );
    expect(html).toContain(
      '<div id="frame-footer"><footer data-prerendered-frame=""><p class="ps-1">푸터</p></footer></div>',
    );
    expect(html).toContain('<style>.ps-1{color:red}</style></head>');
    expect(() => insertFrame('<body></body>', { header: '', footer: '', css: '' })).toThrow(
      /no empty #frame-header/,
    );
    expect(() => markRoot('text only')).toThrow(/no root element/);
  });
});
