// The Korean reading content as one `ReadingContent` (for code that takes any language, and the
// completeness tests). Pages import the Korean parts they need directly, so their chunks stay small.
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
import { geneSections } from './gene-sections.js';
import { typeGroups } from './groups.js';
import { learningGeneSections } from './learning-gene-sections.js';
import type { ReadingContent } from './reading-content.js';
import { TYPE_REPORT_SECTIONS, buildTypeReport } from './type-reports.js';
import { typeReportSummaries } from './type-summaries.js';

export const koreanContent: ReadingContent = {
  language: 'ko',
  typeGroups,
  typeReportSummaries,
  typeReportSections: TYPE_REPORT_SECTIONS,
  geneSections,
  learningGeneSections,
  traits: { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS },
  buildTypeReport,
};

export default koreanContent;
