// The writing of group 1's six types in one module: one chunk for a page that needs any report
// but not one chunk per type (type-report-group-loader.ts).
import type { TypeWriting } from '../writing.js';
import w01 from '../01.js';
import w02 from '../02.js';
import w03 from '../03.js';
import w04 from '../04.js';
import w05 from '../05.js';
import w06 from '../06.js';

const writings: readonly TypeWriting[] = [w01, w02, w03, w04, w05, w06];
export default writings;
