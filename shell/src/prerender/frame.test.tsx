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
    expect(header).toContain('>검사시작</a>');
    expect(header).toContain('aria-label="검색"');
    expect(header).not.toContain('aria-current');
    expect(footer).toMatch(/^<footer /);
    expect(footer).toContain('>이용약관</a>');
  });

  /** The fragment parsed, as the browser reads it. */
  const parse = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('has controls that work as plain HTML: popovers for the menu and search, links for the rest', async () => {
    const { header, footer } = await renderFrame();
    const bar = parse(header);
    // No <button> waits for code: each opens a popover of the frame, or submits a form — but the
    // plain login dialog's own buttons that only the live dialog can answer (카카오…), kept by
    // index.html and pressed on it.
    for (const button of bar.querySelectorAll('button')) {
      const target = button.getAttribute('popovertarget');
      if (target) expect(bar.querySelector(`[popover]#${target}`)).not.toBeNull();
      else if (button.hasAttribute('data-needs-code'))
        expect(button.closest('#frame-login')).not.toBeNull();
      else expect(button.getAttribute('type')).toBe('submit');
    }
    const menuButton = bar.querySelector('button[aria-label="메뉴 열기"]');
    const menu = bar.querySelector(`#${menuButton?.getAttribute('popovertarget')}`);
    expect(menu?.getAttribute('popover')).toBe('auto');
    const menuLinks = [...(menu?.querySelectorAll('a') ?? [])].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(menuLinks).toEqual([
      ['검사하기', '/questions'],
      ['유형 리포트', '/typeReport'],
      ['진타입', '/geneType'],
      ['학습 유전자란?', '/learningGene'],
      ['문의하기', '/contact'],
      ['English', '?lang=en'],
      ['검사시작', '/questions'],
    ]);
    const searchButton = bar.querySelector('button[aria-label="검색"]');
    const search = bar.querySelector(`#${searchButton?.getAttribute('popovertarget')}`);
    for (const form of [search, menu].map((popover) =>
      popover?.querySelector('form[role="search"]'),
    )) {
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe('/search');
      expect(form?.querySelector('input')?.getAttribute('name')).toBe('q');
      // Labelled for screen readers (axe).
      const input = form?.querySelector('input');
      expect(form?.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('검색어');
    }
    // 로그인, in the bar and in the menu, a button as the live one is: it opens the plain login
    // dialog, a popover with the live dialog's fields.
    for (const placement of ['bar', 'menu']) {
      const login = bar.querySelector(`button[data-placement="${placement}"]`);
      expect(login?.textContent).toBe('로그인');
      expect(login?.getAttribute('popovertarget')).toBe('frame-login');
    }
    const dialog = bar.querySelector('#frame-login');
    expect(dialog?.getAttribute('popover')).toBe('auto');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(bar.querySelector(`#${dialog?.getAttribute('aria-labelledby')}`)?.textContent).toBe(
      '로그인',
    );
    const fields = [...(dialog?.querySelectorAll('input') ?? [])];
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['text', 'password']);
    for (const field of fields) {
      // Labelled (axe); no name: a form sent without JavaScript carries no ID or password.
      expect(dialog?.querySelector(`label[for="${field.id}"]`)?.textContent).toBeTruthy();
      expect(field.hasAttribute('name')).toBe(false);
    }
    // No autofocus: Chromium would focus it as the page loads, a first sign of use that starts
    // the page's code (index.html).
    expect(dialog?.querySelector('[autofocus]')).toBeNull();
    const submit = dialog?.querySelector('button[type="submit"]');
    expect(submit?.textContent).toBe('로그인');
    expect([submit?.getAttribute('name'), submit?.getAttribute('value')]).toEqual(['login', '']);
    expect(submit?.closest('form')?.getAttribute('method')).toBe('get');
    expect(submit?.closest('form')?.hasAttribute('action')).toBe(false);
    // Without JavaScript it says what needs it.
    expect(dialog?.querySelector('noscript')?.textContent).toContain('자바스크립트가 필요해요');
    // 유형 리포트 in the bar: a link to the list of reports.
    expect(bar.querySelector('a[href="/typeReport"]')?.textContent).toBe('유형 리포트');
    // The footer's language: a link to this page in English, not a select waiting for code.
    const language = parse(footer).querySelector('a[hreflang="en"]');
    expect(language?.getAttribute('href')).toBe('?lang=en');
    expect(language?.getAttribute('lang')).toBe('en');
    expect(footer).not.toContain('<select');
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
    // The plain controls in English: the search's label, and the link to the page in Korean.
    const bar = parse(header);
    expect(bar.querySelector('form label')?.textContent).toBe('Search');
    expect(parse(footer).querySelector('a[hreflang="ko"]')?.getAttribute('href')).toBe('?lang=ko');
    await renderFrame('ko');
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
