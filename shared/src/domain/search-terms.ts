// Korean-aware search words, shared by the API's search index (what a query matches) and the
// search page's highlighter (what it marks), so both agree on what a "word" of a query is.
//
// Korean attaches particles and endings to the word they follow (창의성이, 창의적인, 예민함을),
// so a word is reduced to its stem by stripping at most two known endings, and only when at
// least two syllables remain (so 창의, 주의, 결과 keep their last syllable). See docs/decisions.md.

/** The longest query the search accepts, in characters (after trimming). */
export const SEARCH_MAX_LENGTH = 50;

// Longest first, so '에서는' wins over '는' and '적인' over '인'.
const ENDINGS: readonly string[] = [
  '했습니다',
  '으로서',
  '으로써',
  '에게서',
  '이라고',
  '이라는',
  '이라면',
  '적으로',
  '스러운',
  '스럽게',
  '입니다',
  '합니다',
  '에서는',
  '에서도',
  '에게는',
  '으로는',
  '으로도',
  '에서',
  '에게',
  '한테',
  '께서',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이나',
  '이며',
  '이고',
  '이다',
  '이란',
  '라는',
  '라고',
  '적인',
  '하는',
  '하게',
  '하고',
  '하며',
  '하다',
  '해요',
  '해서',
  '한다',
  '했다',
  '들은',
  '들이',
  '들을',
  '들의',
  '적',
  '함',
  '한',
  '할',
  '히',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '도',
  '만',
  '와',
  '과',
  '로',
  '나',
  '랑',
  '들',
];

const MIN_STEM_SYLLABLES = 2;
const MAX_STRIPS = 2;

const HANGUL_WORD = /^[가-힣]+$/;
// A run of Hangul syllables, or of Latin letters and digits (hyphens inside keep codes such as
// ii-a-44-ss and 5-htt whole).
const WORD = /[가-힣]+|[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** NFKC (full-width letters, compatibility forms), lower case, single spaces. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function isHangulWord(word: string): boolean {
  return HANGUL_WORD.test(word);
}

/** The words of a text: Hangul runs and Latin/digit runs (codes kept whole), normalized. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text).match(WORD) ?? [];
}

/** A Hangul word without its trailing particle or ending ('창의성이' → '창의성', '창의적인' → '창의'). */
export function stemKoreanWord(word: string): string {
  if (!isHangulWord(word)) return word;
  let stem = word;
  for (let pass = 0; pass < MAX_STRIPS; pass += 1) {
    const ending = ENDINGS.find(
      (candidate) =>
        stem.endsWith(candidate) && stem.length - candidate.length >= MIN_STEM_SYLLABLES,
    );
    if (!ending) break;
    stem = stem.slice(0, stem.length - ending.length);
  }
  return stem;
}

/**
 * Words a reader means by a recommended search word (spec §2) but the content phrases
 * differently; a query word also matches (and marks) its related words. Keys and values are stems.
 */
export const RELATED_WORDS: Readonly<Record<string, readonly string[]>> = {
  배려: ['공감', '존중', '양보'],
  예민: ['민감', '섬세'],
  예민함: ['민감', '섬세'],
  대인관계: ['관계', '친구', '협력'],
  활동성: ['활동', '활발'],
  지구력: ['끈기', '꾸준'],
  몰입: ['집중'],
  경쟁: ['승부', '도전'],
};

/** The related words of a query word (by its stem); empty for most words. */
export function relatedWords(word: string): readonly string[] {
  return RELATED_WORDS[stemKoreanWord(word)] ?? [];
}

/**
 * What to mark in a text for a query: each word as typed, its stem and its related words,
 * longest first (so the longer match wins where two overlap), without duplicates.
 */
export function highlightTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(query)) {
    terms.add(word);
    terms.add(stemKoreanWord(word));
    for (const related of relatedWords(word)) terms.add(related);
  }
  return [...terms].filter((term) => term !== '').sort((a, b) => b.length - a.length);
}
