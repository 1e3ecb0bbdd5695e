// Related words: the everyday words members type for what the reports say in other words.
// A table of groups, each a set of stems that stand for one another; a query word also matches
// every other word of each group it is in. Being groups (not key → value lists), the relation is
// symmetric by construction: 끈기 finds 지구력 and 지구력 finds 끈기. A deliberate, reviewed list
// (docs/decisions.md), not a thesaurus: add a group when members' words and the reports' differ.
import { stemKoreanWord } from './korean-words.js';

/** Groups of words that a member may type for one another (each taken as its stem). */
export const RELATED_WORD_GROUPS: readonly (readonly string[])[] = [
  // The endurance gene and how the reports say it (꾸준함을 이어 가는 힘, 긴 과제는 끈기로).
  ['지구력', '끈기', '꾸준', '인내', '참을성', '근성', '버티'],
  ['집중', '몰입', '주의력', '딴생각'],
  ['산만', '흐트러', '딴생각'],
  ['모둠', '조별', '팀', '협동', '협력', '짝'],
  // "서로에게 좋은 거울이 됩니다": a partner to learn from.
  ['거울', '본보기', '자극'],
  ['배려', '공감', '존중', '양보'],
  ['예민', '민감', '섬세'],
  ['대인관계', '인간관계', '교우관계', '관계', '사교'],
  ['친구', '또래', '짝'],
  ['활동성', '활동', '활발'],
  ['경쟁', '승부', '시합', '라이벌'],
  ['걱정', '불안', '긴장', '초조'],
  ['스트레스', '부담', '압박'],
  ['자신감', '자존감'],
  ['칭찬', '격려', '응원'],
  ['호기심', '궁금', '탐구', '흥미'],
  ['계획', '계획표', '일정', '스케줄'],
  ['숙제', '과제'],
  ['시험', '평가', '고사'],
  ['복습', '반복'],
  ['암기', '외우', '기억'],
  ['실수', '오답'],
  ['발표', '말하기', '스피치'],
  ['창의', '독창', '상상력'],
  ['차분', '침착', '조용'],
  ['혼자', '스스로', '홀로'],
  ['목표', '달성', '성취'],
  ['공부법', '학습법', '공부방법', '학습방법', '공부전략'],
  ['공부', '학습'],
  ['의욕', '동기', '열정'],
  ['성적', '점수'],
  ['미루', '게으'],
  ['휴식', '쉬는'],
  ['부모', '엄마', '아빠', '학부모'],
  ['선생님', '교사', '담임'],
  ['아이', '자녀', '학생'],
];

// Keyed and valued by stems, as the index stores words (스스로 is indexed as 스스).
const RELATED: ReadonlyMap<string, readonly string[]> = (() => {
  const related = new Map<string, Set<string>>();
  for (const group of RELATED_WORD_GROUPS.map((words) => words.map(stemKoreanWord))) {
    for (const word of group) {
      const others = related.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) others.add(other);
      related.set(word, others);
    }
  }
  return new Map([...related].map(([word, others]) => [word, [...others]]));
})();

// Group words by length, longest first, for the derived-word lookup below.
const BY_LENGTH = [...RELATED.keys()].sort((a, b) => b.length - a.length);

/**
 * The related words of a query word: by its stem, else by the longest group word its stem starts
 * with (a derived noun means what its root does: 인내심 → 인내, 집중력 → 집중, 시험지 → 시험).
 * Empty for most words.
 */
export function relatedWords(word: string): readonly string[] {
  const stem = stemKoreanWord(word);
  const exact = RELATED.get(stem) ?? RELATED.get(word);
  if (exact) return exact;
  const root = BY_LENGTH.find((key) => key.length >= 2 && stem.startsWith(key));
  return root ? [root, ...(RELATED.get(root) as readonly string[])] : [];
}
