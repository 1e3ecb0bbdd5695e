import { BOOT_USER_FRESH_MS, overviewNeedsReload, resetOverviewOpenings } from './boot-user';

/** A window whose document was loaded at `loadedAt` and now shows `now`, `elapsed` ms later. */
function fakeWindow(loadedAt: string | null, now: string, elapsed = 2000): Window {
  return {
    location: new URL(now),
    performance: {
      now: () => elapsed,
      getEntriesByType: (type: string) =>
        type === 'navigation' && loadedAt ? [{ name: loadedAt }] : [],
    },
  } as unknown as Window;
}

beforeEach(() => resetOverviewOpenings());

describe('overviewNeedsReload', () => {
  it('takes the boot’s member on the first opening of a page loaded at /myPage', () => {
    const win = fakeWindow('https://genetype.test/myPage', 'https://genetype.test/myPage');
    expect(overviewNeedsReload(win)).toBe(false);
    // Every later opening reads the member again, as before.
    expect(overviewNeedsReload(win)).toBe(true);
    expect(overviewNeedsReload(win)).toBe(true);
  });

  it('reloads when the page was loaded at another address and the app came here', () => {
    const win = fakeWindow('https://genetype.test/questions', 'https://genetype.test/myPage');
    expect(overviewNeedsReload(win)).toBe(true);
  });

  it('reloads when the page started too long ago', () => {
    const win = fakeWindow(
      'https://genetype.test/myPage',
      'https://genetype.test/myPage',
      BOOT_USER_FRESH_MS + 1,
    );
    expect(overviewNeedsReload(win)).toBe(true);
  });

  it('reloads when the browser cannot say where the page was loaded', () => {
    expect(overviewNeedsReload(fakeWindow(null, 'https://genetype.test/myPage'))).toBe(true);
  });
});
