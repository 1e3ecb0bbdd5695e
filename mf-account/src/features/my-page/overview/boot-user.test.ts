import { useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { MEMBER_FRESH_MS, overviewNeedsReload, resetOverviewOpenings } from './boot-user';

/** A window whose document was loaded at `loadedAt` and now shows `now`, at `clock` ms. */
function fakeWindow(loadedAt: string | null, now: string, clock = 20_000): Window {
  return {
    location: new URL(now),
    performance: {
      now: () => clock,
      getEntriesByType: (type: string) =>
        type === 'navigation' && loadedAt ? [{ name: loadedAt }] : [],
    },
  } as unknown as Window;
}
const MY_PAGE = 'https://genetype.test/myPage';

beforeEach(() => resetOverviewOpenings());

describe('overviewNeedsReload', () => {
  it('takes the member read moments ago on the first opening of a page loaded at /myPage', () => {
    const win = fakeWindow(MY_PAGE, MY_PAGE);
    expect(overviewNeedsReload(win, 18_000)).toBe(false);
    // Every later opening reads the member again, as before.
    expect(overviewNeedsReload(win, 18_000)).toBe(true);
    expect(overviewNeedsReload(win, 18_000)).toBe(true);
  });

  it('reloads when the page was loaded at another address and the app came here', () => {
    const win = fakeWindow('https://genetype.test/questions', MY_PAGE);
    expect(overviewNeedsReload(win, 18_000)).toBe(true);
  });

  it('reloads when the member was read too long ago, or not seen read at all', () => {
    expect(overviewNeedsReload(fakeWindow(MY_PAGE, MY_PAGE), 20_000 - MEMBER_FRESH_MS - 1)).toBe(
      true,
    );
    resetOverviewOpenings();
    expect(overviewNeedsReload(fakeWindow(MY_PAGE, MY_PAGE), null)).toBe(true);
  });

  it('reloads when the browser cannot say where the page was loaded', () => {
    expect(overviewNeedsReload(fakeWindow(null, MY_PAGE), 18_000)).toBe(true);
  });

  it('notes when the store receives a member', () => {
    const clock = jest.spyOn(performance, 'now').mockReturnValue(50_000);
    try {
      useAuthStore.setState({ user: { email: 'a@b.c' } as User, status: 'authenticated' });
      expect(overviewNeedsReload(fakeWindow(MY_PAGE, MY_PAGE, 50_000 + MEMBER_FRESH_MS))).toBe(
        false,
      );
      resetOverviewOpenings();
      expect(overviewNeedsReload(fakeWindow(MY_PAGE, MY_PAGE, 50_001 + MEMBER_FRESH_MS))).toBe(
        true,
      );
    } finally {
      clock.mockRestore();
      useAuthStore.setState({ user: null, status: 'anonymous' });
    }
  });
});
