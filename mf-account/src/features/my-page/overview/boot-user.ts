// Whether the overview's opening should read the member again. The shell loads the member when the
// site starts (its frame's first effect); the overview reloads on opening because the test may have
// gone on since that load (another tab, the questionnaire in this one). Right after a page loaded
// at /myPage that reload is the boot's own request a second time: a second getUser, a re-render of
// the page, and a second read of every query the re-render re-enables (the review button's
// myreview). So the first opening of a document loaded at this address takes the member when it was
// read moments ago; every other opening reloads as before.
import { useAuthStore } from '@genetype/platform';

/** How recently the member must have been read for the first opening to take it as it is. */
export const MEMBER_FRESH_MS = 10_000;

const now = (): number => globalThis.performance?.now() ?? Date.now();

// When the store last received a member: the boot's answer usually arrives after this module was
// evaluated (the page's code loads while the boot's getUser is on its way); one already there was
// read for this page's start, as this module is evaluated for the page being opened.
let memberReadAt: number | null = useAuthStore.getState().user ? now() : null;
useAuthStore.subscribe((state, previous) => {
  if (state.user && state.user !== previous.user) memberReadAt = now();
});

let opened = false;

/** For tests: as if the page had just loaded. */
export function resetOverviewOpenings(): void {
  opened = false;
}

export function overviewNeedsReload(
  win: Window | undefined = globalThis.window,
  readAt: number | null = memberReadAt,
): boolean {
  const first = !opened;
  opened = true;
  if (!first || !win || readAt === null) return true;
  const performance = win.performance;
  // No navigation entry (an old browser, jsdom): no way to tell, so reload as always.
  const navigation = performance?.getEntriesByType?.('navigation')[0];
  if (!navigation || performance.now() - readAt > MEMBER_FRESH_MS) return true;
  try {
    // Loaded elsewhere and brought here by the app: the member may have been read for another page.
    return new URL(navigation.name).pathname !== win.location.pathname;
  } catch {
    return true;
  }
}
