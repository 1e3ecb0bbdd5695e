// The one builder of the 54 types' summaries (name, heading, character, description); each language
// gives its texts as data (type-summaries.ts, en/type-summaries.ts). Small and synchronous, like
// the summaries themselves: the list page, the home card and the result page need it first.
import { typeNameAdjective } from '@genetype/domain';
import type { GeneTypeEntry } from '@genetype/domain';
import type { GroupDefinition } from '../groups.js';
import type { SubtypeWriting } from '../subtypes.js';
import type { TypeReportSummary } from '../types.js';

/** A language's texts of the summaries. */
export interface SummaryTexts {
  /** The nine groups, with the writing the summaries and reports are composed from. */
  groups: readonly GroupDefinition[];
  /** The DRD4 × 5-HTT subtypes' writing. */
  subtypes: Record<`${GeneTypeEntry['drd4']}-${GeneTypeEntry['htt']}`, SubtypeWriting>;
  /** The type names' adjectives by group and subtype (the domain's Korean table when omitted). */
  nameAdjectives?: Parameters<typeof typeNameAdjective>[2];
  /** Number and name, as buttons, titles and search results show a type. */
  heading(id: number, name: string): string;
  /** The description: the name, the group's summary, the subtype's description. */
  description(name: string, group: GroupDefinition, subtype: SubtypeWriting): string;
}

export interface SummaryBuilder {
  groupOf(entry: GeneTypeEntry): GroupDefinition;
  subtypeOf(entry: GeneTypeEntry): SubtypeWriting;
  /** The type's name ('신중한 탐구자', 'Careful Seeker'): the group's adjective for the subtype, its noun. */
  nameOf(entry: GeneTypeEntry): string;
  headingOf(id: number, name: string): string;
  summaryOf(entry: GeneTypeEntry): TypeReportSummary;
}

export function summaryBuilder(texts: SummaryTexts): SummaryBuilder {
  const groupOf = (entry: GeneTypeEntry): GroupDefinition =>
    texts.groups[entry.group - 1] as GroupDefinition;
  const subtypeOf = (entry: GeneTypeEntry): SubtypeWriting =>
    texts.subtypes[`${entry.drd4}-${entry.htt}`];
  const nameOf = (entry: GeneTypeEntry): string =>
    `${typeNameAdjective(entry.group, `${entry.drd4}-${entry.htt}`, texts.nameAdjectives)} ${groupOf(entry).writing.noun}`;
  return {
    groupOf,
    subtypeOf,
    nameOf,
    headingOf: texts.heading,
    summaryOf(entry) {
      const group = groupOf(entry);
      const subtype = subtypeOf(entry);
      const name = nameOf(entry);
      return {
        id: entry.id,
        code: entry.code,
        group: entry.group,
        genes: { ace: entry.ace, drd2: entry.drd2, drd4: entry.drd4, htt: entry.htt },
        name,
        heading: texts.heading(entry.id, name),
        character: `${subtype.characterAdjective} ${group.characterName}`,
        description: texts.description(name, group, subtype),
        link: `/typeReport/${entry.id}`,
      };
    },
  };
}
