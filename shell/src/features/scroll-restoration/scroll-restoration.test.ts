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

  it('leaves the view alone when only the query or hash changes, or nothing does (a retry)', () => {
    routed('http://localhost/questions?show=1', 'http://localhost/questions?show=2');
    routed('http://localhost/learningGene', 'http://localhost/learningGene#faq');
    routed('http://localhost/signup', 'http://localhost/signup');
    expect(scrollTo).not.toHaveBeenCalled();
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
