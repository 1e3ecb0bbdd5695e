// Reports for pages that show any of the 54 types now and then (the printable report): the text
// arrives in one chunk per group of six, not one per type. Every async chunk costs an entry in
// the app's runtime chunk map, which every page of the app loads: 9 entries instead of 54.
// The report page keeps type-report-loader.ts (one type's text per visit).
import { TYPE_CATALOGUE } from '@genetype/domain';
import type { GeneTypeEntry } from '@genetype/domain';
import { TYPES_PER_GROUP } from '@genetype/domain';
import { buildTypeReport } from './type-reports.js';
import type { TypeReport } from './types.js';
import type { TypeWriting } from './type-writing/writing.js';
import type { ContentLanguage } from './reading-content.js';
import { loadTypeReport } from './type-report-loader.js';

const GROUP_LOADERS: readonly (() => Promise<{ default: readonly TypeWriting[] }>)[] = [
  () => import('./type-writing/groups/1.js'),
  () => import('./type-writing/groups/2.js'),
  () => import('./type-writing/groups/3.js'),
  () => import('./type-writing/groups/4.js'),
  () => import('./type-writing/groups/5.js'),
  () => import('./type-writing/groups/6.js'),
  () => import('./type-writing/groups/7.js'),
  () => import('./type-writing/groups/8.js'),
  () => import('./type-writing/groups/9.js'),
];

/**
 * The report of type `id` (1..54), from its group's chunk; undefined for anything else. In a
 * language other than Korean, the one type's report (loadTypeReport).
 */
export async function loadTypeReportByGroup(
  id: number,
  language: ContentLanguage = 'ko',
): Promise<TypeReport | undefined> {
  if (language !== 'ko') return loadTypeReport(id, language);
  const entry: GeneTypeEntry | undefined =
    Number.isInteger(id) && id >= 1 ? TYPE_CATALOGUE[id - 1] : undefined;
  if (!entry) return undefined;
  const group = Math.floor((id - 1) / TYPES_PER_GROUP);
  const writings = (
    await (GROUP_LOADERS[group] as () => Promise<{ default: readonly TypeWriting[] }>)()
  ).default;
  return buildTypeReport(entry, writings[(id - 1) % TYPES_PER_GROUP] as TypeWriting);
}
