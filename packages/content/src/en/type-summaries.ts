// The English of type-summaries.ts: name, character and description of each of the 54 types.
import { TYPE_CATALOGUE, TYPE_NAME_ADJECTIVES_EN, typeNameAdjective } from '@genetype/domain';
import type { GeneTypeEntry } from '@genetype/domain';
import type { GroupDefinition } from '../groups.js';
import type { SubtypeWriting } from '../subtypes.js';
import type { TypeReportSummary } from '../types.js';
import { GROUP_DEFINITIONS } from './groups.js';
import { SUBTYPE_WRITING } from './subtypes.js';

export function groupOf(entry: GeneTypeEntry): GroupDefinition {
  return GROUP_DEFINITIONS[entry.group - 1] as GroupDefinition;
}

export function subtypeOf(entry: GeneTypeEntry): SubtypeWriting {
  return SUBTYPE_WRITING[`${entry.drd4}-${entry.htt}`];
}

/** 'Careful Seeker': the group's own adjective for the subtype, and the group's noun. */
export function nameOf(entry: GeneTypeEntry): string {
  const adjective = typeNameAdjective(
    entry.group,
    `${entry.drd4}-${entry.htt}`,
    TYPE_NAME_ADJECTIVES_EN,
  );
  return `${adjective} ${groupOf(entry).writing.noun}`;
}

/** Number and name, as buttons, titles and search results show a type: 'Type 1 · Careful Seeker'. */
export function headingOf(id: number, name: string): string {
  return `Type ${id} · ${name}`;
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
    heading: headingOf(entry.id, name),
    character: `${subtype.characterAdjective} ${group.characterName}`,
    description: `The ${name} ${group.writing.summary} ${subtype.description}`,
    link: `/typeReport/${entry.id}`,
  };
}

/** The 54 types in id order, in English, without the reports' text. */
export const typeReportSummaries: readonly TypeReportSummary[] = Object.freeze(
  TYPE_CATALOGUE.map(summaryOf),
);
