// The writing of group 7's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w37 from '../37.js';
import w38 from '../38.js';
import w39 from '../39.js';
import w40 from '../40.js';
import w41 from '../41.js';
import w42 from '../42.js';

const writings: readonly TypeWriting[] = [w37, w38, w39, w40, w41, w42];
export default writings;
