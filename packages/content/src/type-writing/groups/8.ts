// The writing of group 8's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w43 from '../43.js';
import w44 from '../44.js';
import w45 from '../45.js';
import w46 from '../46.js';
import w47 from '../47.js';
import w48 from '../48.js';

const writings: readonly TypeWriting[] = [w43, w44, w45, w46, w47, w48];
export default writings;
