// The writing of group 4's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w19 from '../19.js';
import w20 from '../20.js';
import w21 from '../21.js';
import w22 from '../22.js';
import w23 from '../23.js';
import w24 from '../24.js';

const writings: readonly TypeWriting[] = [w19, w20, w21, w22, w23, w24];
export default writings;
