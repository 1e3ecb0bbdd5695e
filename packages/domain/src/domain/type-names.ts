// The names of the 54 types: an adjective and the group's noun ('신중한 탐구자'). Each group has
// its own six adjectives, one per DRD4 × 5-HTT subtype, chosen for what that subtype becomes in
// that group (ACE × DRD2): the same "novelty-seeking and stable" subtype is a 개척하는 탐구자
// in a group that digs deep for long, a 통 큰 설계자 in one that plans and keeps to it, a 겁 없는
// 도전자 in one that bursts into action. None is one of the search's related words for a trait
// (인내, 호기심, 상상력, 침착, 열정; patience, curiosity …): a type's name would outrank the page
// about that trait for anyone searching it. (Until issue 38 the nine groups shared one list of six
// adjectives, so every group read alike.) The English beside each is the same word, not a
// translation of the Korean sentence around it; the English pages' texts use these names.
import type { Drd4Type, HttType } from './genes.js';

export type SubtypeKey = `${Drd4Type}-${HttType}`;

/** The six subtypes in their order within a group (DESIGN §5); the adjectives below follow it. */
export const SUBTYPE_ORDER: readonly SubtypeKey[] = [
  '44-SS',
  '44-SL',
  '43-SS',
  '43-SL',
  '45-SS',
  '45-SL',
];

/** A group's six adjectives, in SUBTYPE_ORDER. */
export type SixAdjectives = readonly [string, string, string, string, string, string];

/**
 * The adjective of each type's name, per group (index 0 = group 1, II-A), in SUBTYPE_ORDER:
 *  44 체계형 (builds step by step) · 43 응용형 (bends what it learned) · 45 탐험형 (seeks the new);
 *  SS 섬세형 (feels keenly) · SL 안정형 (keeps an even keel).
 * Rows, not keyed records: the table is in every app's first load (the navbar names the types).
 */
export const TYPE_NAME_ADJECTIVES: readonly SixAdjectives[] = [
  // 1 II-A 탐구자: stamina and deep absorption.
  ['신중한', '우직한', '세심한', '궁리하는', '사색하는', '개척하는'],
  // 2 II-B 설계자: stamina and even attachment; makes plans and keeps them.
  ['빈틈없는', '한결같은', '배려 깊은', '융통성 있는', '다채로운', '통 큰'],
  // 3 II-C 항해자: stamina and light attachment; ranges widely, unhurried.
  ['조심성 있는', '담담한', '눈썰미 좋은', '노련한', '낭만적인', '대담한'],
  // 4 ID-A 장인: paced stamina and strong absorption; polishes to a high standard.
  ['정교한', '진득한', '섬세한', '솜씨 좋은', '감각적인', '실험적인'],
  // 5 ID-B 조율자: balanced in both; adjusts to the subject and the room.
  ['차근차근한', '차분한', '공감하는', '야무진', '감성 풍부한', '시원시원한'],
  // 6 ID-C 탐험가: balanced stamina, light attachment; tries method after method.
  ['주의 깊은', '의젓한', '눈치 빠른', '영리한', '꿈 많은', '용감한'],
  // 7 DD-A 도전자: short, intense bursts and strong absorption.
  ['치밀한', '단단한', '예리한', '기민한', '뜨거운', '겁 없는'],
  // 8 DD-B 전략가: quick bursts, even attachment; efficiency and the key point.
  ['용의주도한', '냉철한', '통찰력 있는', '수완 좋은', '기발한', '과감한'],
  // 9 DD-C 모험가: quick bursts, light attachment; learns by doing, for the fun of it.
  ['조심스러운', '믿음직한', '정 많은', '재주 많은', '엉뚱한', '거침없는'],
];

/** The noun of every type name of a group, in group order (신중한 '탐구자'). */
export const TYPE_NAME_NOUNS = [
  '탐구자',
  '설계자',
  '항해자',
  '장인',
  '조율자',
  '탐험가',
  '도전자',
  '전략가',
  '모험가',
] as const;

/** A group's (1..9) adjective for a subtype, from `table` (Korean unless given); '' outside. */
export function typeNameAdjective(
  group: number,
  subtype: SubtypeKey,
  table: readonly SixAdjectives[] = TYPE_NAME_ADJECTIVES,
): string {
  return table[group - 1]?.[SUBTYPE_ORDER.indexOf(subtype)] ?? '';
}
