// Korean particles depend on whether the preceding syllable ends in a consonant (받침).

function hasFinalConsonant(word: string): boolean {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  // Hangul syllables U+AC00–U+D7A3: (code − 0xAC00) % 28 is the final-consonant index.
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // Digits read in Korean: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant.
  return /[013678]$/.test(last);
}

/** '탐구자' → '탐구자는', '장인' → '장인은'. */
export function withTopic(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '은' : '는'}`;
}

/** '탐구자' → '탐구자와', '장인' → '장인과'. */
export function withAnd(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '과' : '와'}`;
}
