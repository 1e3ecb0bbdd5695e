// The English a report is built and shown with (the report builder already holds the groups,
// summaries and traits, so the page's chips come with it).
import type { ReadingContent } from '../../reading-content.js';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from '../gene-traits.js';
import { typeGroups } from '../groups.js';
import { TYPE_REPORT_SECTIONS, buildTypeReport } from '../type-reports.js';
import { typeReportSummaries } from '../type-summaries.js';

const parts: Pick<
  ReadingContent,
  'typeGroups' | 'typeReportSummaries' | 'typeReportSections' | 'traits' | 'buildTypeReport'
> = {
  typeGroups,
  typeReportSummaries,
  typeReportSections: TYPE_REPORT_SECTIONS,
  traits: { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS },
  buildTypeReport,
};
export default parts;
