// Business constants of spec §9 that more than one app needs.
export const SEARCH_RESULTS_PER_PAGE = 10;
export const SEARCH_DELAY_MS = 1000;
export const RECENT_SEARCHES_LIMIT = 10;
export const RETAKE_REDIRECT_DELAY_MS = 1000;
export const REVIEW_MAX_LENGTH = 500;
export const AUTO_CLOSE_MS = 3000;
export const COPY_FEEDBACK_MS = 3000;
export const WITHDRAWAL_GRACE_DAYS = 14;
export const WITHDRAWAL_MODAL_CLOSE_MS = 2000;
export const PHONE_POPUP = { width: 500, height: 550 } as const;
export const BREAKPOINT_DESKTOP = 768;
export const BREAKPOINT_WIDE = 1024;
export const MODAL_TRANSITION_MS = 300;
export const QUESTION_LOADING_EXTRA_MS = 1000;
export const PHONE_NUMBER_LENGTH = 11;
export const RECOMMENDED_SEARCH_WORDS: readonly string[] = [
  '창의성',
  '지구력',
  '활동성',
  '배려',
  '경쟁',
  '목표',
  '예민함',
  '몰입',
  '대인관계',
];

/**
 * The suggested searches on an English page (issue 18): the topics English-speaking parents and
 * students look up, in their words rather than the Korean list's (each finds English pages).
 */
export const RECOMMENDED_SEARCH_WORDS_EN: readonly string[] = [
  'creativity',
  'stamina',
  'motivation',
  'empathy',
  'competition',
  'goals',
  'sensitivity',
  'focus',
  'friendships',
];

/** The suggested searches in a page's language (Korean for any language without its own). */
export function recommendedSearchWords(language: string): readonly string[] {
  return language === 'en' ? RECOMMENDED_SEARCH_WORDS_EN : RECOMMENDED_SEARCH_WORDS;
}
