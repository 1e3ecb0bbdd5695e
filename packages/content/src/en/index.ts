// The English reading content: one chunk, loaded only when English is chosen
// (reading-content.ts). The 54 types' own English text loads per type (en/writing-loader.ts).
import type { ReadingContent } from '../reading-content.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { geneSections } from './gene-sections.js';
import { typeGroups } from './groups.js';
import { learningGeneSections } from './learning-gene-sections.js';
import { TYPE_REPORT_SECTIONS, buildTypeReport } from './type-reports.js';
import { typeReportSummaries } from './type-summaries.js';

export const englishContent: ReadingContent = {
  language: 'en',
  typeGroups,
  typeReportSummaries,
  typeReportSections: TYPE_REPORT_SECTIONS,
  geneSections,
  learningGeneSections,
  traits: { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS },
  buildTypeReport,
};

export default englishContent;
