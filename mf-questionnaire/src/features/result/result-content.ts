// The reading content the result pages show (issue 18): what each gene type means, the 54 types'
// names and descriptions and the nine groups, in the page's language. Korean at once; English
// once its chunk has arrived (undefined meanwhile: show the loading view). Switching the language
// re-renders with the other language's content, no reload.
import {
  ACE_TRAITS,
  DRD2_TRAITS,
  DRD4_TRAITS,
  HTT_TRAITS,
  typeGroups,
  typeReportSummaries,
} from '@genetype/content';
import type { ReadingContent } from '@genetype/content';
import { useContent } from '@genetype/ui/content';

export type ResultContent = Pick<ReadingContent, 'traits' | 'typeGroups' | 'typeReportSummaries'>;

const KOREAN: ResultContent = {
  traits: { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS },
  typeGroups,
  typeReportSummaries,
};

export function useResultContent(): ResultContent | undefined {
  return useContent(KOREAN, ['traits', 'typeGroups', 'typeReportSummaries'], (content) => content);
}

/** Type `id`'s name and description in `content`; undefined outside 1..54. */
export function typeSummaryOf(content: ResultContent, id: number) {
  return Number.isInteger(id) && id >= 1 ? content.typeReportSummaries[id - 1] : undefined;
}

/** Group `id` (1..9) in `content`. */
export function groupOf(content: ResultContent, id: number) {
  return content.typeGroups.find((group) => group.id === id);
}
