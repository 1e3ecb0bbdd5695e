// The writing of group 3's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w13 from '../13.js';
import w14 from '../14.js';
import w15 from '../15.js';
import w16 from '../16.js';
import w17 from '../17.js';
import w18 from '../18.js';

const writings: readonly TypeWriting[] = [w13, w14, w15, w16, w17, w18];
export default writings;
