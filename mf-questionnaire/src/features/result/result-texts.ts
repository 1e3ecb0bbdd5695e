import type { SectionLetter } from '@genetype/shared';

/** What each answer pole measured, in the words of the result page (docs/scoring.md). */
export const POLE_LABELS: Record<SectionLetter, Record<string, string>> = {
  A: { I: '꾸준히 이어 가는 힘', D: '짧고 강하게 몰아치는 힘' },
  B: { A: '깊이 파고드는 애착', B: '몰입과 전환의 균형', C: '가볍게 털고 넘어가는 힘' },
  C: {
    '44': '검증된 방법을 따르는 신중함',
    '43': '익숙함에 새로움을 더하는 유연함',
    '45': '새로움을 찾아 나서는 모험심',
  },
  D: { S: '섬세하게 느끼는 감수성', L: '흔들림 없는 안정감' },
};

export const NEXT_SECTION_LABEL: Record<SectionLetter, string | null> = {
  A: 'B 유형(애착) 검사 이어서 하기',
  B: 'C 유형(창의성) 검사 이어서 하기',
  C: 'D 유형(감정) 검사 이어서 하기',
  D: null,
};
