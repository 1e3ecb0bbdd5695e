// The writing of group 6's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w31 from '../31.js';
import w32 from '../32.js';
import w33 from '../33.js';
import w34 from '../34.js';
import w35 from '../35.js';
import w36 from '../36.js';

const writings: readonly TypeWriting[] = [w31, w32, w33, w34, w35, w36];
export default writings;
