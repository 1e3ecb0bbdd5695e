import { RECOMMENDED_SEARCH_WORDS, recommendedSearchWords } from '../domain/constants.js';
import { ENGLISH_RELATED_WORD_GROUPS, relatedEnglishWords } from './english-related-words.js';
import {
  englishPrefixAllowed,
  englishQueryWords,
  englishSearchWords,
  englishTermMatches,
  isCodeWord,
  stemEnglishWord,
  withinOneEdit,
} from './english-words.js';
import { englishHighlightTerms } from './highlight-terms.js';

describe('English search words (Porter2, wink-porter2-stemmer)', () => {
  it.each([
    ['friends', 'friend'],
    ["friend's", 'friend'],
    ['studying', 'studi'],
    ['studies', 'studi'],
    ['study', 'studi'],
    ['plans', 'plan'],
    ['planning', 'plan'],
    ['creative', 'creativ'],
    ['creativity', 'creativ'],
    ['Seekers', 'seeker'],
    ['competition', 'competit'],
    ['competitive', 'competit'],
  ])('%s → %s', (word, stem) => {
    expect(stemEnglishWord(englishSearchWords(word)[0] as string)).toBe(stem);
  });

  it('folds British spellings into American, so either finds the other', () => {
    for (const [british, american] of [
      ['organise', 'organize'],
      ['memorising', 'memorizing'],
      ['behaviour', 'behavior'],
      ['favourite', 'favorite'],
      ['colours', 'colors'],
      ['analysed', 'analyzed'],
      ['centre', 'center'],
    ]) {
      expect([british, stemEnglishWord(british as string)]).toEqual([
        british,
        stemEnglishWord(american as string),
      ]);
    }
  });

  it('keeps codes and numbers whole and unstemmed', () => {
    expect(englishSearchWords('Type II-A-44-SS and the 5-HTT gene, no. 12')).toEqual([
      'type',
      'ii-a-44-ss',
      'and',
      'the',
      '5-htt',
      'gene',
      'no',
      '12',
    ]);
    expect(isCodeWord('ii-a-44-ss')).toBe(true);
    expect(isCodeWord('ii-a')).toBe(true);
    expect(isCodeWord('12')).toBe(true);
    expect(isCodeWord('deep-dive')).toBe(false);
    expect(stemEnglishWord('ii-a-44-ss')).toBe('ii-a-44-ss');
  });

  it('straightens curly apostrophes and folds full-width letters', () => {
    expect(englishSearchWords('child’s ＦＯＣＵＳ')).toEqual(["child's", 'focus']);
  });

  it('drops stop words from a query, unless nothing else is left', () => {
    expect(englishQueryWords('How do I help my child with exam stress?')).toEqual([
      'help',
      'child',
      'exam',
      'stress',
    ]);
    expect(englishQueryWords('the the what')).toEqual(['the', 'what']);
  });

  it('matches a term by its stem, or by its start while a word is being typed', () => {
    const words = new Set(['plan', 'creativ']);
    const isWord = (stem: string) => words.has(stem);
    expect(englishPrefixAllowed('creat', isWord)).toBe(true);
    expect(englishPrefixAllowed('plan', isWord)).toBe(false);
    expect(englishPrefixAllowed('ar', isWord)).toBe(false);
    expect(englishPrefixAllowed('4', isWord)).toBe(false);
    expect(englishPrefixAllowed('ii-a', () => true)).toBe(true);
    expect(englishTermMatches('creativ', 'creativ', false)).toBe(true);
    expect(englishTermMatches('creativ', 'creat', true)).toBe(true);
    expect(englishTermMatches('planet', 'plan', false)).toBe(false);
  });
});

describe('English related words', () => {
  const words = [...new Set(ENGLISH_RELATED_WORD_GROUPS.flat())];

  it('are symmetric: when a finds b, b finds a', () => {
    for (const word of words) {
      for (const other of relatedEnglishWords(word)) {
        expect([word, other, relatedEnglishWords(other)]).toEqual([
          word,
          other,
          expect.arrayContaining([stemEnglishWord(word)]),
        ]);
      }
    }
  });

  it('are found from any form of a word (patience, patient; friends, friendships)', () => {
    expect(relatedEnglishWords('patience')).toEqual(
      expect.arrayContaining(['stamina', 'persist', 'endur']),
    );
    expect(relatedEnglishWords('friends')).toContain('buddi');
    expect(relatedEnglishWords('Friendships')).toContain('friend');
    expect(relatedEnglishWords('persever')).toContain('endur');
    expect(relatedEnglishWords('quantum')).toEqual([]);
  });
});

describe('englishHighlightTerms', () => {
  const texts = [
    'Each time you finish a unit, have a ‘buddy explanation’ with a friend.',
    "Praise their friends' help, and befriend the plan: plans, planning and planets.",
    'Type 1 · Careful Seeker II-A-44-SS, a deep-dive learner',
  ];

  it('marks the words of the shown texts with the stems of the query and its related words', () => {
    expect(englishHighlightTerms('friends', texts)).toEqual(['friends', 'friend', 'buddy']);
  });

  it('marks every form of a word, and nothing that merely contains it', () => {
    expect(englishHighlightTerms('plan', texts)).toEqual(
      expect.arrayContaining(['plan', 'plans', 'planning']),
    );
    expect(englishHighlightTerms('plan', texts)).not.toContain('planets');
  });

  it('marks the words one typo away from a typed word the texts do not have, as the index finds them', () => {
    const shown = ['Patience grows when a plan is kept.', 'Praise the effort, not the talent.'];
    expect(englishHighlightTerms('patince', shown)).toEqual(['patience']);
    expect(englishHighlightTerms('efort', shown)).toEqual(['effort']);
    // A stem shorter than ENGLISH_FUZZY_MIN must be spelled right (plam is not plan).
    expect(englishHighlightTerms('plam', shown)).toEqual([]);
    // A word the texts have is marked as typed, never its neighbours.
    expect(englishHighlightTerms('plans', [...shown, 'planet'])).toEqual(['plan']);
  });

  it('marks codes and the parts of hyphenated words', () => {
    expect(englishHighlightTerms('ii-a', texts)).toEqual(['ii-a-44-ss']);
    expect(englishHighlightTerms('deep dive', texts)).toEqual(['deep', 'dive']);
    expect(englishHighlightTerms('the', texts)).toEqual(['the']);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['patienc', 'patinc', true],
    ['patienc', 'patienc', true],
    ['friend', 'frend', true],
    ['creativ', 'craetiv', false],
    ['plan', 'planet', false],
    ['abc', 'abd', true],
  ])('%s ~ %s: %s', (a, b, near) => {
    expect(withinOneEdit(a, b)).toBe(near);
    expect(withinOneEdit(b, a)).toBe(near);
  });
});

describe('recommended search words', () => {
  it('are the Korean list on a Korean page and English words on an English one', () => {
    expect(recommendedSearchWords('ko')).toBe(RECOMMENDED_SEARCH_WORDS);
    const english = recommendedSearchWords('en');
    expect(english).toHaveLength(RECOMMENDED_SEARCH_WORDS.length);
    for (const word of english) expect(word).toMatch(/^[a-z]+$/);
  });
});
