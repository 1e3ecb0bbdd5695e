import { resultTypeForSection, SECTION_DONE } from './sections.js';

export interface MainAction {
  label: string;
  to: string;
}

export const MAIN_ACTION_LABELS = {
  start: '검사시작',
  checkInterim: '중간 검사확인',
  viewResult: '결과 보기',
} as const;

export function resultPath(section: number | undefined | null): string {
  return `/result?type=${resultTypeForSection(section)}`;
}

/** The navbar's main action button (spec §2's table). */
export function mainAction(
  user: { section?: number; finishTest?: boolean } | null | undefined,
): MainAction {
  const section = user?.section;
  if (section === SECTION_DONE) {
    return {
      label: MAIN_ACTION_LABELS.viewResult,
      to: user?.finishTest ? '/thank-you' : resultPath(section),
    };
  }
  if (section === 1 || section === 2 || section === 3) {
    return { label: MAIN_ACTION_LABELS.checkInterim, to: resultPath(section) };
  }
  return { label: MAIN_ACTION_LABELS.start, to: '/questions' };
}
