// The writing of group 5's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w25 from '../25.js';
import w26 from '../26.js';
import w27 from '../27.js';
import w28 from '../28.js';
import w29 from '../29.js';
import w30 from '../30.js';

const writings: readonly TypeWriting[] = [w25, w26, w27, w28, w29, w30];
export default writings;
