// What names each of the 54 types (name, character, description), composed from its group and its
// DRD4 × 5-HTT subtype (builders/summaries.ts, with the Korean texts here). Small and synchronous:
// the list page, the home card and the result page need it on first render; the reports' own text
// loads per type (type-report-loader.ts).
import { TYPE_CATALOGUE } from '@genetype/domain';
import { summaryBuilder } from './builders/summaries.js';
import { GROUP_DEFINITIONS } from './groups.js';
import { withTopic } from './korean.js';
import { SUBTYPE_WRITING } from './subtypes.js';
import type { TypeReportSummary } from './types.js';

export const koreanSummaries = summaryBuilder({
  groups: GROUP_DEFINITIONS,
  subtypes: SUBTYPE_WRITING,
  heading: (id, name) => `${id}번 ${name}`,
  description: (name, group, subtype) =>
    `${withTopic(name)} ${group.writing.summary} ${subtype.description}`,
});

/** The 54 types in id order (1 = II-A-44-SS … 54 = DD-C-45-SL), without the reports' text. */
export const typeReportSummaries: readonly TypeReportSummary[] = Object.freeze(
  TYPE_CATALOGUE.map(koreanSummaries.summaryOf),
);

/**
 * The summary of type `id` (1..54); undefined for anything else. The full report is
 * `typeReports[id - 1]` (all 54 at once, for the API) or `loadTypeReport(id)` (one, for a page).
 */
export function typeReportById(id: number): TypeReportSummary | undefined {
  if (!Number.isInteger(id) || id < 1) return undefined;
  return typeReportSummaries[id - 1];
}
