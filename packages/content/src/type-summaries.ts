// What names each of the 54 types (name, character, description), composed from its group and its
// DRD4 × 5-HTT subtype. Small and synchronous: the list page, the home card and the result page
// need it on first render; the reports' own text loads per type (type-report-loader.ts).
import { TYPE_CATALOGUE, TYPE_NAME_NOUNS, typeNameAdjective } from '@genetype/domain';
import type { GeneTypeEntry } from '@genetype/domain';
import { SUBTYPE_WRITING } from './subtypes.js';
import type { SubtypeWriting } from './subtypes.js';
import { GROUP_DEFINITIONS } from './groups.js';
import type { GroupDefinition } from './groups.js';
import { withTopic } from './korean.js';
import type { TypeReportSummary } from './types.js';

export function groupOf(entry: GeneTypeEntry): GroupDefinition {
  return GROUP_DEFINITIONS[entry.group - 1] as GroupDefinition;
}

export function subtypeOf(entry: GeneTypeEntry): SubtypeWriting {
  return SUBTYPE_WRITING[`${entry.drd4}-${entry.htt}`];
}

/**
 * The type's name, as every page shows it ('신중한 탐구자'): the domain's table, read directly
 * (not through `typeName`, whose module brings the route table into the pages that name types).
 */
export function nameOf(entry: GeneTypeEntry): string {
  return `${typeNameAdjective(entry.group, `${entry.drd4}-${entry.htt}`)} ${TYPE_NAME_NOUNS[entry.group - 1]}`;
}

export function summaryOf(entry: GeneTypeEntry): TypeReportSummary {
  const group = groupOf(entry);
  const subtype = subtypeOf(entry);
  const name = nameOf(entry);
  return {
    id: entry.id,
    code: entry.code,
    group: entry.group,
    genes: { ace: entry.ace, drd2: entry.drd2, drd4: entry.drd4, htt: entry.htt },
    name,
    heading: `${entry.id}번 ${name}`,
    character: `${subtype.characterAdjective} ${group.characterName}`,
    description: `${withTopic(name)} ${group.writing.summary} ${subtype.description}`,
    link: `/typeReport/${entry.id}`,
  };
}

/** The 54 types in id order (1 = II-A-44-SS … 54 = DD-C-45-SL), without the reports' text. */
export const typeReportSummaries: readonly TypeReportSummary[] = Object.freeze(
  TYPE_CATALOGUE.map(summaryOf),
);

/**
 * The summary of type `id` (1..54); undefined for anything else. The full report is
 * `typeReports[id - 1]` (all 54 at once, for the API) or `loadTypeReport(id)` (one, for a page).
 */
export function typeReportById(id: number): TypeReportSummary | undefined {
  if (!Number.isInteger(id) || id < 1) return undefined;
  return typeReportSummaries[id - 1];
}
