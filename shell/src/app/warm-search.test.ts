import { QUIET_MS, warmSearchPopup } from './warm-search';

describe('warmSearchPopup', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<header><button data-search-button>검색</button><a href="/">홈</a></header>';
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
    delete (navigator as Navigator & { connection?: unknown }).connection;
  });

  const button = () => document.querySelector('[data-search-button]') as HTMLElement;
  const link = () => document.querySelector('a') as HTMLElement;

  it('warms once the page has been quiet and the main thread is idle', () => {
    const warm = jest.fn();
    stop = warmSearchPopup(window, warm);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(warm).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: at once then.
    expect(warm).toHaveBeenCalledTimes(1);
    button().dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.advanceTimersByTime(QUIET_MS * 2);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('warms at once on the first sign the search is wanted, not on other controls', () => {
    const warm = jest.fn();
    stop = warmSearchPopup(window, warm);
    link().dispatchEvent(new Event('pointerover', { bubbles: true }));
    link().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
    button().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(QUIET_MS * 2);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('with the data saver on, warms only on intent', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const warm = jest.fn();
    stop = warmSearchPopup(window, warm);
    jest.advanceTimersByTime(QUIET_MS * 20);
    expect(warm).not.toHaveBeenCalled();
    button().dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped (the frame unmounted)', () => {
    const warm = jest.fn();
    warmSearchPopup(window, warm)();
    button().dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.advanceTimersByTime(QUIET_MS * 2);
    expect(warm).not.toHaveBeenCalled();
  });
});
