// Pure entry point (@genetype/content): the reading content of the site as typed data.
// mf-content renders it (in lazy page chunks) and the API's search index reads it. Never export
// it from the root '@genetype/platform': that module is the first-load singleton.
// `@genetype/content/groups` is the groups alone, for pages that need nothing else (the
// home page): a bundler shares one module per chunk group, so importing this index would ship
// the type summaries with it. The reports' text stays out of a page's chunk unless it uses
// `typeReports` (all 54, for the API); pages load one report with `loadTypeReport`.
// Other languages (issue 18): `loadContentParts('en', parts)` (a page's parts, one chunk),
// `loadReadingContent('en')` (all) and `loadTypeReport(id, 'en')`; React pages read through
// `@genetype/ui/content` (useContent, useContentParts).
export type * from './types.js';
export type { TypeWriting } from './type-writing/writing.js';
export { typeGroups, groupContentById } from './groups.js';
export { TYPE_REPORT_SECTIONS, typeReportText } from './type-reports.js';
export { typeReportSummaries, typeReportById } from './type-summaries.js';
export { typeReports } from './type-report-catalogue.js';
export { loadTypeReport, loadedTypeReport } from './type-report-loader.js';
export { loadTypeReportByGroup } from './type-report-group-loader.js';
export { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from './gene-traits.js';
export type { VariantTraits } from './gene-traits.js';
export {
  geneSections,
  GENE_SECTION_IDS,
  geneSectionText,
  geneSectionForSearchWord,
  findGeneSection,
} from './gene-sections.js';
export {
  learningGeneSections,
  learningGeneSectionText,
  TEST_FACTS,
} from './learning-gene-sections.js';
export {
  CONTENT_LANGUAGES,
  isContentLanguage,
  loadContentParts,
  loadedContentParts,
  loadReadingContent,
  loadedReadingContent,
} from './reading-content.js';
export type { ContentLanguage, ContentPart, ReadingContent } from './reading-content.js';
