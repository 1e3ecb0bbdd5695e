// The English the list of 54 types shows (and a member's type card): groups and summaries.
import type { ReadingContent } from '../../reading-content.js';
import { typeGroups } from '../groups.js';
import { typeReportSummaries } from '../type-summaries.js';

const parts: Pick<ReadingContent, 'typeGroups' | 'typeReportSummaries'> = {
  typeGroups,
  typeReportSummaries,
};
export default parts;
