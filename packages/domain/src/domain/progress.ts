const PERCENT_PER_PAGE = 6.25;
const PERCENT_PER_SECTION = 25;

/** Progress of the test: 25 per completed section plus 6.25 per page step inside the current one, 0–100. */
export function progressPercent(completedSections: number, pageStep: number): number {
  const sections = Number.isFinite(completedSections) ? completedSections : 0;
  const pages = Number.isFinite(pageStep) ? pageStep : 0;
  const value = sections * PERCENT_PER_SECTION + pages * PERCENT_PER_PAGE;
  return Math.min(100, Math.max(0, value));
}
