// Whether a prerendered fragment can be hydrated (issue 34): the same build, path and language as
// the browser's first render; a query of only the language (`?lang=`) does not prevent it.
import { useLanguageStore } from '@genetype/platform';
import { canHydrate } from './remote-lifecycles.js';

function slot(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('canHydrate', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    useLanguageStore.setState({ language: 'ko' });
  });

  const english = {
    'data-prerender-build': 'b1',
    'data-prerender-path': '/typeReport/1',
    'data-prerender-lang': 'en',
  };

  it('hydrates HTML in the page’s language only', () => {
    window.history.replaceState(null, '', '/typeReport/1');
    useLanguageStore.setState({ language: 'en' });
    expect(canHydrate(slot(english), 'b1')).toBe(true);
    useLanguageStore.setState({ language: 'ko' });
    expect(canHydrate(slot(english), 'b1')).toBe(false);
    // HTML composed before fragments named their language is Korean.
    const { 'data-prerender-lang': _, ...unnamed } = english;
    expect(canHydrate(slot(unnamed), 'b1')).toBe(true);
  });

  it('accepts a query of only ?lang=, and nothing else', () => {
    useLanguageStore.setState({ language: 'en' });
    window.history.replaceState(null, '', '/typeReport/1?lang=en');
    expect(canHydrate(slot(english), 'b1')).toBe(true);
    window.history.replaceState(null, '', '/typeReport/1?lang=en&from=share');
    expect(canHydrate(slot(english), 'b1')).toBe(false);
    window.history.replaceState(null, '', '/typeReport/1');
    expect(canHydrate(slot(english), 'another-build')).toBe(false);
  });
});
