// The writing of group 9's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w49 from '../49.js';
import w50 from '../50.js';
import w51 from '../51.js';
import w52 from '../52.js';
import w53 from '../53.js';
import w54 from '../54.js';

const writings: readonly TypeWriting[] = [w49, w50, w51, w52, w53, w54];
export default writings;
