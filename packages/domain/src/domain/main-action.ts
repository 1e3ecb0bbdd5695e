import { resultTypeForSection, SECTION_DONE } from './sections.js';

export interface MainAction {
  /** Which of the three actions (the key of its label in the `shared-ui` catalogue's `mainAction`). */
  key: keyof typeof MAIN_ACTION_LABELS;
  /** The Korean label; a component shows the page's language with `useMainAction` (@genetype/ui). */
  label: string;
  to: string;
}

// The Korean labels (the copy of the `shared-ui` catalogue's Korean `mainAction`).
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
      key: 'viewResult',
      label: MAIN_ACTION_LABELS.viewResult,
      to: user?.finishTest ? '/thank-you' : resultPath(section),
    };
  }
  if (section === 1 || section === 2 || section === 3) {
    return { key: 'checkInterim', label: MAIN_ACTION_LABELS.checkInterim, to: resultPath(section) };
  }
  return { key: 'start', label: MAIN_ACTION_LABELS.start, to: '/questions' };
}
