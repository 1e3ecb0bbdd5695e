// Search in English (issue 18): the English index over the English content. Everyday English
// queries find the page that says it, by any form of the word, with an excerpt that shows it.
import { RECOMMENDED_SEARCH_WORDS_EN } from '@genetype/domain';
import { SEARCH_RESULTS_PER_PAGE } from '@genetype/domain';
import { englishHighlightTerms } from '@genetype/domain/search';
import { englishBuildQuery, englishIndexTerms } from './english-tokenizer.js';
import { contentSearchIndex } from './index.js';
import { EXCERPT_LENGTH, cutPassage } from './search-index.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const index = contentSearchIndex('en');
const ids = (query: string) => index.search(query).map((result) => result._id);
const firstPage = (query: string) => ids(query).slice(0, SEARCH_RESULTS_PER_PAGE);

describe('the English content search index', () => {
  it('holds the same pages as the Korean one, in English', () => {
    expect(index.size).toBe(contentSearchIndex('ko').size);
    expect(contentSearchIndex('en')).toBe(index);
    expect(contentSearchIndex('ko')).not.toBe(index);
  });

  it.each([
    ['creative', 'gene-creative-behaviour'],
    ['creativity', 'gene-creative-behaviour'],
    ['stamina', 'gene-earth-power'],
    ['patience', 'gene-earth-power'],
    ['stress', 'gene-emotion'],
    ['5-HTT', 'gene-emotion'],
    ['endurance gene', 'gene-earth-power'],
    ['II-A-44-SS', 'type-1'],
    ['ii-a-44-ss', 'type-1'],
    ['DD-C-45-SL', 'type-54'],
    ['12', 'type-12'],
    ['type 12', 'type-12'],
    ['Careful Seeker', 'type-1'],
    ['what is a learning gene', 'learning-introduction'],
  ])('"%s" ranks %s first', (query, expected) => {
    expect(ids(query)[0]).toBe(expected);
  });

  it('finds a type name, in any case and number: the six Seekers', () => {
    const seekers = ['type-1', 'type-2', 'type-3', 'type-4', 'type-5', 'type-6'];
    expect(firstPage('Seeker')).toEqual(expect.arrayContaining(seekers));
    expect(firstPage('seekers')).toEqual(expect.arrayContaining(seekers));
  });

  it('finds every form of a word by its stem: friend, friends, friend’s; study, studies, studying', () => {
    expect(ids('friends')).toEqual(ids('friend'));
    expect(ids('friends').length).toBeGreaterThan(10);
    expect(ids('studying')).toEqual(ids('study'));
    expect(ids('studies')).toEqual(ids('study'));
    expect(ids('plans')).toEqual(ids('planning'));
  });

  it('answers a two-word query with the pages that have both (study plan)', () => {
    const results = index.search('study plan');
    expect(results.length).toBeGreaterThan(0);
    // A report on planning leads; each first-page excerpt names a plan.
    expect(results[0]?.name).toMatch(/Planner/);
    for (const result of results.slice(0, 5)) expect(result.description).toMatch(/plan/i);
  });

  it('matches a word still being typed by its start, but a whole word only whole', () => {
    // "concen" is no word of the content: it stands for the words it starts (concentrate …).
    expect(ids('concen')[0]).toBe('gene-earth-power');
    expect(index.search('concen')[0]?.description).toMatch(/concentrat/i);
    // "plan" is a word of the content: it does not stand for "planet" or "planner" as well.
    expect(
      JSON.stringify(englishBuildQuery('plan', { isTerm: (term) => term === 'plan' })),
    ).toContain('"prefix":false');
  });

  it('also finds the words a query word stands for (patience → stamina, persistence)', () => {
    const [first] = index.search('patience');
    expect(first?.description).toMatch(/patience|stamina|persist|endurance|grit/i);
    expect(ids('patience').length).toBeGreaterThan(ids('stamina').length / 2);
  });

  it('answers a question, its small words left out', () => {
    const results = index.search('how can I help my child with exam stress?');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.description).toMatch(/exam|stress|pressure|tension/i);
  });

  it('forgives a typo when the word as typed finds nothing', () => {
    expect(ids('patince').length).toBeGreaterThan(0);
    expect(index.search('patince')[0]?.description).toMatch(/patience/i);
  });

  it('folds British spellings (organise finds organizing)', () => {
    expect(ids('organise')).toEqual(ids('organize'));
    expect(ids('organise').length).toBeGreaterThan(0);
  });

  it('finds nothing for words the content does not have', () => {
    expect(index.search('quantum physics')).toEqual([]);
    expect(index.search('!?')).toEqual([]);
  });

  it.each(RECOMMENDED_SEARCH_WORDS_EN)(
    'finds English pages for the suggested word %s, and the first excerpt has words to mark',
    (word) => {
      const results = index.search(word);
      expect(results.length).toBeGreaterThan(SEARCH_RESULTS_PER_PAGE / 2);
      expect(englishHighlightTerms(word, [results[0]?.description ?? ''])).not.toEqual([]);
    },
  );

  it('answers in English only: no Hangul in any field, and English labels', () => {
    for (const query of ['creativity', 'II-A-44-SS', 'learning gene', 'friends', 'stamina']) {
      for (const result of index.search(query)) {
        expect([query, result._id, JSON.stringify(result)]).toEqual([
          query,
          result._id,
          expect.not.stringMatching(HANGUL),
        ]);
      }
    }
    const gene = index.search('creativity gene')[0];
    expect(gene).toMatchObject({
      _id: 'gene-creative-behaviour',
      link: '/geneType',
      state: { section: 'creative-behaviour' },
      name: 'The creativity gene (DRD4)',
      headingType: 'Creativity gene',
      type: 'Gene types',
      kind: 'geneType',
    });
    const report = index.search('II-A-44-SS')[0];
    expect(report).toMatchObject({
      link: '/typeReport/1',
      number: 1,
      name: 'Careful Seeker',
      headingType: 'Type 1 · Careful Seeker',
      type: 'II-A-44-SS',
      kind: 'typeReport',
    });
    expect(index.search('learning gene')[0]).toMatchObject({
      link: '/learningGene',
      state: { section: 'introduction' },
      type: 'Learning genes',
    });
  });

  it('describes a result by the passage that matched, cut between words', () => {
    for (const result of index.search('motivation').slice(0, 5)) {
      expect(result.description).toMatch(/motivat|drive|enthusias|passion/i);
      const text = result.description.replace(/…/g, '');
      expect(text.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    }
  });
});

describe('englishIndexTerms', () => {
  it('stems words, keeps codes whole and by parts, and hyphenated words whole and by stems', () => {
    expect(englishIndexTerms('Friends studying II-A-44-SS deep-dive')).toEqual([
      'friend',
      'studi',
      'ii-a-44-ss',
      'ii',
      'a',
      '44',
      'ss',
      'deep-dive',
      'deep',
      'dive',
    ]);
  });
});

describe('cutPassage between words', () => {
  const passage = `${'alpha '.repeat(30)}target ${'omega '.repeat(30)}`.trim();

  it('never cuts a word in two', () => {
    const excerpt = cutPassage(passage, passage.indexOf('target'), true);
    expect(excerpt).toContain('target');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    for (const word of excerpt.replace(/…/g, '').split(' ')) {
      expect(['alpha', 'target', 'omega']).toContain(word);
    }
  });
});
