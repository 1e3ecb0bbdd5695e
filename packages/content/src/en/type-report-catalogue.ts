// All 54 English reports at once, for the API's English search index (as ../type-report-catalogue.ts
// is for the Korean). Pages never import it: they load one report at a time (type-report-loader.ts).
import type { TypeReport } from '../types.js';
import type { TypeWriting } from '../type-writing/writing.js';
import { buildTypeReport } from './type-reports.js';
import { reportCatalogue } from '../builders/reports.js';
import w01 from './type-writing/01.js';
import w02 from './type-writing/02.js';
import w03 from './type-writing/03.js';
import w04 from './type-writing/04.js';
import w05 from './type-writing/05.js';
import w06 from './type-writing/06.js';
import w07 from './type-writing/07.js';
import w08 from './type-writing/08.js';
import w09 from './type-writing/09.js';
import w10 from './type-writing/10.js';
import w11 from './type-writing/11.js';
import w12 from './type-writing/12.js';
import w13 from './type-writing/13.js';
import w14 from './type-writing/14.js';
import w15 from './type-writing/15.js';
import w16 from './type-writing/16.js';
import w17 from './type-writing/17.js';
import w18 from './type-writing/18.js';
import w19 from './type-writing/19.js';
import w20 from './type-writing/20.js';
import w21 from './type-writing/21.js';
import w22 from './type-writing/22.js';
import w23 from './type-writing/23.js';
import w24 from './type-writing/24.js';
import w25 from './type-writing/25.js';
import w26 from './type-writing/26.js';
import w27 from './type-writing/27.js';
import w28 from './type-writing/28.js';
import w29 from './type-writing/29.js';
import w30 from './type-writing/30.js';
import w31 from './type-writing/31.js';
import w32 from './type-writing/32.js';
import w33 from './type-writing/33.js';
import w34 from './type-writing/34.js';
import w35 from './type-writing/35.js';
import w36 from './type-writing/36.js';
import w37 from './type-writing/37.js';
import w38 from './type-writing/38.js';
import w39 from './type-writing/39.js';
import w40 from './type-writing/40.js';
import w41 from './type-writing/41.js';
import w42 from './type-writing/42.js';
import w43 from './type-writing/43.js';
import w44 from './type-writing/44.js';
import w45 from './type-writing/45.js';
import w46 from './type-writing/46.js';
import w47 from './type-writing/47.js';
import w48 from './type-writing/48.js';
import w49 from './type-writing/49.js';
import w50 from './type-writing/50.js';
import w51 from './type-writing/51.js';
import w52 from './type-writing/52.js';
import w53 from './type-writing/53.js';
import w54 from './type-writing/54.js';

const WRITINGS: readonly TypeWriting[] = [
  w01,
  w02,
  w03,
  w04,
  w05,
  w06,
  w07,
  w08,
  w09,
  w10,
  w11,
  w12,
  w13,
  w14,
  w15,
  w16,
  w17,
  w18,
  w19,
  w20,
  w21,
  w22,
  w23,
  w24,
  w25,
  w26,
  w27,
  w28,
  w29,
  w30,
  w31,
  w32,
  w33,
  w34,
  w35,
  w36,
  w37,
  w38,
  w39,
  w40,
  w41,
  w42,
  w43,
  w44,
  w45,
  w46,
  w47,
  w48,
  w49,
  w50,
  w51,
  w52,
  w53,
  w54,
];

/** The 54 English reports in id order (1 = II-A-44-SS … 54 = DD-C-45-SL). */
export const typeReports: readonly TypeReport[] = reportCatalogue(buildTypeReport, WRITINGS);
