// The English of type-names.ts: the same words beside the Korean, not a translation of the
// sentences around them. Its own module, so a Korean page's first load carries none of it (only
// the English catalogues and the English content import it).
import type { SixAdjectives } from './type-names.js';

/** TYPE_NAME_ADJECTIVES in English, in the same order (English pages, titles and the navbar). */
export const TYPE_NAME_ADJECTIVES_EN: readonly SixAdjectives[] = [
  ['Careful', 'Dogged', 'Attentive', 'Inquiring', 'Reflective', 'Pioneering'],
  ['Thorough', 'Steady', 'Considerate', 'Adaptable', 'Colorful', 'Big-Picture'],
  ['Watchful', 'Even-Keeled', 'Observant', 'Seasoned', 'Romantic', 'Bold'],
  ['Precise', 'Unhurried', 'Perceptive', 'Skillful', 'Artful', 'Experimental'],
  ['Methodical', 'Calm', 'Empathetic', 'Savvy', 'Soulful', 'Decisive'],
  ['Mindful', 'Level-Headed', 'Intuitive', 'Clever', 'Dreamy', 'Brave'],
  ['Meticulous', 'Unshakable', 'Sharp', 'Agile', 'Ardent', 'Fearless'],
  ['Prudent', 'Cool-Headed', 'Insightful', 'Resourceful', 'Ingenious', 'Daring'],
  ['Cautious', 'Reliable', 'Big-Hearted', 'Versatile', 'Whimsical', 'Unstoppable'],
];

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
