// The writing of group 2's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w07 from '../07.js';
import w08 from '../08.js';
import w09 from '../09.js';
import w10 from '../10.js';
import w11 from '../11.js';
import w12 from '../12.js';

const writings: readonly TypeWriting[] = [w07, w08, w09, w10, w11, w12];
export default writings;
