// The English texts of the 54 types' summaries (builders/summaries.ts): 'Type 1 · Careful Seeker'.
import { TYPE_CATALOGUE, TYPE_NAME_ADJECTIVES_EN } from '@genetype/domain';
import { summaryBuilder } from '../builders/summaries.js';
import type { TypeReportSummary } from '../types.js';
import { GROUP_DEFINITIONS } from './groups.js';
import { SUBTYPE_WRITING } from './subtypes.js';

export const englishSummaries = summaryBuilder({
  groups: GROUP_DEFINITIONS,
  subtypes: SUBTYPE_WRITING,
  nameAdjectives: TYPE_NAME_ADJECTIVES_EN,
  heading: (id, name) => `Type ${id} · ${name}`,
  description: (name, group, subtype) =>
    `The ${name} ${group.writing.summary} ${subtype.description}`,
});

/** The 54 types in id order, in English, without the reports' text. */
export const typeReportSummaries: readonly TypeReportSummary[] = Object.freeze(
  TYPE_CATALOGUE.map(englishSummaries.summaryOf),
);
