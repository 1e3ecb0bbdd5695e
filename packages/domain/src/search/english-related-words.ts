// Related words in English: the everyday words members type for what the English reports say in
// other words, as related-words.ts is for Korean. Groups, so the relation is symmetric (patience
// finds persistence and persistence finds patience). A deliberate, reviewed list, not a thesaurus.
import { stemEnglishWord } from './english-words.js';

/** Groups of words that a member may type for one another (each taken as its stem). */
export const ENGLISH_RELATED_WORD_GROUPS: readonly (readonly string[])[] = [
  // The endurance gene and how the reports say it (stamina, persistence, grit).
  [
    'endurance',
    'stamina',
    'persistence',
    'perseverance',
    'patience',
    'patient',
    'grit',
    'tenacity',
  ],
  ['focus', 'concentration', 'attention', 'absorbed', 'absorption', 'immersion'],
  ['distracted', 'distraction', 'daydream', 'restless', 'fidgety'],
  ['teamwork', 'team', 'teammate', 'cooperation', 'collaboration'],
  ['friend', 'friendship', 'peer', 'classmate', 'buddy'],
  ['relationship', 'social', 'sociable', 'interpersonal', 'friendship'],
  ['empathy', 'considerate', 'consideration', 'thoughtfulness', 'compassion'],
  // Not 'perceptive': it names a subtype, whose every report would outrank the pages on sensitivity.
  ['sensitive', 'sensitivity', 'delicate', 'touchy'],
  ['active', 'activity', 'energetic', 'energy'],
  ['competition', 'competitive', 'compete', 'rival', 'rivalry', 'contest'],
  ['worry', 'anxiety', 'anxious', 'nervous', 'tense', 'tension', 'panic'],
  ['stress', 'pressure', 'overwhelmed', 'burnout'],
  ['confidence', 'self-confidence', 'self-esteem'],
  ['praise', 'encouragement', 'compliment'],
  ['curiosity', 'curious', 'inquisitive', 'interest'],
  ['plan', 'schedule', 'timetable', 'calendar'],
  ['habit', 'routine', 'consistency'],
  ['homework', 'assignment'],
  ['exam', 'test', 'quiz', 'assessment'],
  ['review', 'revision', 'revise'],
  ['memorize', 'memory', 'remember', 'recall'],
  ['mistake', 'error'],
  ['presentation', 'speech', 'speaking'],
  ['creativity', 'imagination', 'originality', 'inventive'],
  ['calm', 'composed', 'relaxed'],
  ['alone', 'independent', 'independently', 'solo'],
  ['goal', 'target', 'aim', 'achievement'],
  ['method', 'strategy', 'technique'],
  ['study', 'learn'],
  ['motivation', 'drive', 'enthusiasm', 'passion'],
  ['grade', 'score'],
  ['procrastination', 'procrastinate', 'postpone', 'delay', 'deadline'],
  ['break', 'rest', 'breather'],
  ['parent', 'mom', 'mum', 'dad', 'mother', 'father'],
  ['teacher', 'tutor'],
  ['child', 'kid', 'student', 'learner', 'son', 'daughter'],
  ['emotion', 'feeling', 'mood'],
];

// Keyed and valued by stems, as the index stores words.
const RELATED: ReadonlyMap<string, readonly string[]> = (() => {
  const related = new Map<string, Set<string>>();
  for (const group of ENGLISH_RELATED_WORD_GROUPS.map((words) => words.map(stemEnglishWord))) {
    for (const word of group) {
      const others = related.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) others.add(other);
      related.set(word, others);
    }
  }
  return new Map([...related].map(([word, others]) => [word, [...others]]));
})();

/** The stems related to a query word (by its stem, or as a stem itself); empty for most words. */
export function relatedEnglishWords(word: string): readonly string[] {
  const lower = word.toLowerCase();
  return RELATED.get(stemEnglishWord(lower)) ?? RELATED.get(lower) ?? [];
}
