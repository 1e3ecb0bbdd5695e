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

/** Subtype order within a group (DESIGN §5): 44-SS, 44-SL, 43-SS, 43-SL, 45-SS, 45-SL. */
type Six = Readonly<Record<SubtypeKey, string>>;

/**
 * The adjective of each type's name, per group (index 0 = group 1, II-A) and subtype:
 *  44 체계형 (builds step by step) · 43 응용형 (bends what it learned) · 45 탐험형 (seeks the new);
 *  SS 섬세형 (feels keenly) · SL 안정형 (keeps an even keel).
 */
export const TYPE_NAME_ADJECTIVES: readonly Six[] = [
  // 1 II-A 탐구자: stamina and deep absorption.
  {
    '44-SS': '신중한',
    '44-SL': '우직한',
    '43-SS': '세심한',
    '43-SL': '궁리하는',
    '45-SS': '사색하는',
    '45-SL': '개척하는',
  },
  // 2 II-B 설계자: stamina and even attachment; makes plans and keeps them.
  {
    '44-SS': '빈틈없는',
    '44-SL': '한결같은',
    '43-SS': '배려 깊은',
    '43-SL': '융통성 있는',
    '45-SS': '다채로운',
    '45-SL': '통 큰',
  },
  // 3 II-C 항해자: stamina and light attachment; ranges widely, unhurried.
  {
    '44-SS': '조심성 있는',
    '44-SL': '담담한',
    '43-SS': '눈썰미 좋은',
    '43-SL': '노련한',
    '45-SS': '낭만적인',
    '45-SL': '대담한',
  },
  // 4 ID-A 장인: paced stamina and strong absorption; polishes to a high standard.
  {
    '44-SS': '정교한',
    '44-SL': '진득한',
    '43-SS': '섬세한',
    '43-SL': '솜씨 좋은',
    '45-SS': '감각적인',
    '45-SL': '실험적인',
  },
  // 5 ID-B 조율자: balanced in both; adjusts to the subject and the room.
  {
    '44-SS': '차근차근한',
    '44-SL': '차분한',
    '43-SS': '공감하는',
    '43-SL': '야무진',
    '45-SS': '감성 풍부한',
    '45-SL': '시원시원한',
  },
  // 6 ID-C 탐험가: balanced stamina, light attachment; tries method after method.
  {
    '44-SS': '주의 깊은',
    '44-SL': '의젓한',
    '43-SS': '눈치 빠른',
    '43-SL': '영리한',
    '45-SS': '꿈 많은',
    '45-SL': '용감한',
  },
  // 7 DD-A 도전자: short, intense bursts and strong absorption.
  {
    '44-SS': '치밀한',
    '44-SL': '단단한',
    '43-SS': '예리한',
    '43-SL': '기민한',
    '45-SS': '뜨거운',
    '45-SL': '겁 없는',
  },
  // 8 DD-B 전략가: quick bursts, even attachment; efficiency and the key point.
  {
    '44-SS': '용의주도한',
    '44-SL': '냉철한',
    '43-SS': '통찰력 있는',
    '43-SL': '수완 좋은',
    '45-SS': '기발한',
    '45-SL': '과감한',
  },
  // 9 DD-C 모험가: quick bursts, light attachment; learns by doing, for the fun of it.
  {
    '44-SS': '조심스러운',
    '44-SL': '믿음직한',
    '43-SS': '정 많은',
    '43-SL': '재주 많은',
    '45-SS': '엉뚱한',
    '45-SL': '거침없는',
  },
];

/** The English of TYPE_NAME_ADJECTIVES, in the same order (English pages and titles). */
export const TYPE_NAME_ADJECTIVES_EN: readonly Six[] = [
  {
    '44-SS': 'Careful',
    '44-SL': 'Dogged',
    '43-SS': 'Attentive',
    '43-SL': 'Inquiring',
    '45-SS': 'Reflective',
    '45-SL': 'Pioneering',
  },
  {
    '44-SS': 'Thorough',
    '44-SL': 'Steady',
    '43-SS': 'Considerate',
    '43-SL': 'Adaptable',
    '45-SS': 'Colorful',
    '45-SL': 'Big-Picture',
  },
  {
    '44-SS': 'Watchful',
    '44-SL': 'Even-Keeled',
    '43-SS': 'Observant',
    '43-SL': 'Seasoned',
    '45-SS': 'Romantic',
    '45-SL': 'Bold',
  },
  {
    '44-SS': 'Precise',
    '44-SL': 'Unhurried',
    '43-SS': 'Perceptive',
    '43-SL': 'Skillful',
    '45-SS': 'Artful',
    '45-SL': 'Experimental',
  },
  {
    '44-SS': 'Methodical',
    '44-SL': 'Calm',
    '43-SS': 'Empathetic',
    '43-SL': 'Savvy',
    '45-SS': 'Soulful',
    '45-SL': 'Decisive',
  },
  {
    '44-SS': 'Mindful',
    '44-SL': 'Level-Headed',
    '43-SS': 'Intuitive',
    '43-SL': 'Clever',
    '45-SS': 'Dreamy',
    '45-SL': 'Brave',
  },
  {
    '44-SS': 'Meticulous',
    '44-SL': 'Unshakable',
    '43-SS': 'Sharp',
    '43-SL': 'Agile',
    '45-SS': 'Ardent',
    '45-SL': 'Fearless',
  },
  {
    '44-SS': 'Prudent',
    '44-SL': 'Cool-Headed',
    '43-SS': 'Insightful',
    '43-SL': 'Resourceful',
    '45-SS': 'Ingenious',
    '45-SL': 'Daring',
  },
  {
    '44-SS': 'Cautious',
    '44-SL': 'Reliable',
    '43-SS': 'Big-Hearted',
    '43-SL': 'Versatile',
    '45-SS': 'Whimsical',
    '45-SL': 'Unstoppable',
  },
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

/** The English nouns, in group order (the English pages' own). */
export const TYPE_NAME_NOUNS_EN = [
  'Seeker',
  'Planner',
  'Voyager',
  'Artisan',
  'Coordinator',
  'Explorer',
  'Challenger',
  'Strategist',
  'Adventurer',
] as const;

/** The English names of the 9 groups, in the domain's order (TYPE_GROUP_NAMES). */
export const TYPE_GROUP_NAMES_EN = [
  'Steadfast Seeker',
  'Diligent Planner',
  'Easygoing Voyager',
  'Devoted Artisan',
  'Balanced Coordinator',
  'Flexible Explorer',
  'Fiery Challenger',
  'Quick Strategist',
  'Free-Spirited Adventurer',
] as const;

/** A type's adjective in a language, by its group (1..9) and subtype. */
export function typeNameAdjective(
  group: number,
  subtype: SubtypeKey,
  language: 'ko' | 'en' = 'ko',
): string {
  const table = language === 'en' ? TYPE_NAME_ADJECTIVES_EN : TYPE_NAME_ADJECTIVES;
  return table[group - 1]?.[subtype] ?? '';
}
