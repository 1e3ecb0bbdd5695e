// Whether the overview's opening should read the member again. The shell loads the member when the
// site starts (its frame's first effect); the overview reloads on opening because the test may have
// gone on since that load (another tab, the questionnaire in this one). Right after a page loaded
// at /myPage that reload is the boot's own request a second time: a second getUser, a re-render of
// the page, and a second read of every query the re-render re-enables (the review button's
// myreview). So the first opening of a document loaded at this address, shortly after it started,
// takes the boot's member; every other opening reloads as before.

/** How long after the document's start the boot's member counts as just loaded. */
export const BOOT_USER_FRESH_MS = 30_000;

let opened = false;

/** For tests: as if the page had just loaded. */
export function resetOverviewOpenings(): void {
  opened = false;
}

export function overviewNeedsReload(win: Window | undefined = globalThis.window): boolean {
  const first = !opened;
  opened = true;
  if (!first || !win) return true;
  const performance = win.performance;
  // No navigation entry (an old browser, jsdom): no way to tell, so reload as always.
  const navigation = performance?.getEntriesByType?.('navigation')[0];
  if (!navigation || performance.now() > BOOT_USER_FRESH_MS) return true;
  try {
    // Loaded elsewhere and brought here by the app: the boot's member may be minutes old.
    return new URL(navigation.name).pathname !== win.location.pathname;
  } catch {
    return true;
  }
}
