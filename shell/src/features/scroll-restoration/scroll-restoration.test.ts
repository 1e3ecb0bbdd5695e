import { waitFor } from '@testing-library/react';
import { installScrollRestoration } from './scroll-restoration';

function routed(oldUrl: string, newUrl: string) {
  window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: { oldUrl, newUrl } }));
}

describe('installScrollRestoration', () => {
  let scrollTo: jest.SpyInstance;
  let stop: () => void;

  beforeAll(() => {
    // jsdom lacks history.scrollRestoration; browsers have it.
    Object.defineProperty(window.history, 'scrollRestoration', {
      value: 'auto',
      writable: true,
      configurable: true,
    });
  });

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stop = installScrollRestoration();
  });
  afterEach(() => stop());

  it('scrolls to the top when the path changes', () => {
    routed('http://localhost/typeReport', 'http://localhost/typeReport/7');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  });

  it('leaves the view to the page when it switches between its own sections (issue 38)', () => {
    routed('http://localhost/geneType', 'http://localhost/geneType/emotion');
    routed('http://localhost/GeneType', 'http://localhost/geneType/attachment');
    routed('http://localhost/learningGene/research', 'http://localhost/learningGene');
    expect(scrollTo).not.toHaveBeenCalled();
    routed('http://localhost/geneType/emotion', 'http://localhost/learningGene/research');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('leaves the view alone when only the query or hash changes, or nothing does (a retry)', () => {
    routed('http://localhost/questions?show=1', 'http://localhost/questions?show=2');
    routed('http://localhost/learningGene', 'http://localhost/learningGene#faq');
    routed('http://localhost/signup', 'http://localhost/signup');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lands on the #anchor of an in-app link once the new page has rendered it', async () => {
    const scrolled: string[] = [];
    // jsdom has no layout, so no scrollIntoView: record the calls instead.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.id);
    };
    routed('http://localhost/', 'http://localhost/typeReport#group-7');
    // The page's app has not rendered yet: the top for now, the anchor when it appears.
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const section = document.createElement('section');
    section.id = 'group-7';
    document.body.append(section);
    await waitFor(() => expect(scrolled).toEqual(['group-7']));
    // Already on the page: a hash naming an element moves there at once.
    routed('http://localhost/typeReport#group-7', 'http://localhost/typeReport#group-7x');
    routed('http://localhost/typeReport', 'http://localhost/typeReport#group-7');
    expect(scrolled).toEqual(['group-7', 'group-7']);
    section.remove();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('takes over from the browser restoring the old position on back/forward', () => {
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('stops listening when asked', () => {
    stop();
    routed('http://localhost/a', 'http://localhost/b');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
