import { relatedWords } from '@genetype/domain/search';
import { contentCorpus } from './content-corpus.js';
import { contentSearchIndex } from './index.js';
import { searchDocumentsOf } from './search-corpus.js';
import type { SearchDocument } from './search-corpus.js';
import { EXCERPT_LENGTH, createSearchIndex, excerptFor } from './search-index.js';

const index = contentSearchIndex();
const ids = (query: string) => index.search(query).map((result) => result._id);

describe('the content search index', () => {
  it('holds every page of the content: 54 reports, 5 gene and 4 learning-gene sections', () => {
    expect(index.size).toBe(54 + 5 + 4);
    expect(contentSearchIndex()).toBe(index);
  });

  it.each([
    ['창의성', 'gene-creative-behaviour'],
    ['창의성이', 'gene-creative-behaviour'],
    ['창의적인', 'gene-creative-behaviour'],
    ['지구력', 'gene-earth-power'],
    ['애착', 'gene-attachment'],
    ['5-HTT', 'gene-emotion'],
    ['II-A-44-SS', 'type-1'],
    ['ii-a-44-ss', 'type-1'],
    ['DD-C-45-SL', 'type-54'],
    ['12', 'type-12'],
    ['12번', 'type-12'],
    ['검사 방법', 'learning-test-method'],
    ['학습유전자', 'learning-introduction'],
  ])('"%s" ranks %s first', (query, expected) => {
    expect(ids(query)[0]).toBe(expected);
  });

  it('matches across particles: 창의성 and 창의성이 find the same pages', () => {
    expect(ids('창의성이')).toEqual(ids('창의성'));
  });

  it('matches across spacing: 학습유전자 and 학습 유전자', () => {
    expect(ids('학습 유전자')).toEqual(expect.arrayContaining(ids('학습유전자').slice(0, 1)));
    expect(ids('대인 관계').length).toBeGreaterThan(0);
  });

  it('matches the start of a word and of a code', () => {
    expect(ids('창의')).toContain('gene-creative-behaviour');
    const group = ids('II-A');
    for (const id of ['type-1', 'type-2', 'type-3', 'type-4', 'type-5', 'type-6']) {
      expect(group).toContain(id);
    }
  });

  it('finds a type by its number', () => {
    expect(ids('5')).toContain('type-5');
  });

  it('also finds the words a recommended word stands for (배려 → 공감, 존중)', () => {
    expect(ids('배려').length).toBeGreaterThan(0);
    expect(index.search('배려')[0]?.description).toMatch(/배려|공감|존중|양보/);
  });

  it.each(['창의성', '지구력', '활동성', '배려', '경쟁', '목표', '예민함', '몰입', '대인관계'])(
    'finds pages for the recommended word %s',
    (word) => {
      expect(ids(word).length).toBeGreaterThan(0);
    },
  );

  it('indexes "함께하면 좋은 유형" too, below the report\'s own text', () => {
    for (const query of ['모둠', '거울', '끈기로', '끈기를']) {
      expect(ids(query).filter((id) => id.startsWith('type-'))).toHaveLength(54);
    }
    // A report is described by its own sentence when one matches.
    const [first] = index.search('두꺼운 문제집');
    expect(first?._id).toBe('type-1');
    expect(first?.description).toContain('두꺼운 문제집');
  });

  it('indexes the gene chips of a report header', () => {
    expect(ids('지구력 II')).toContain('type-1');
  });

  it('relates words both ways: 끈기 and 지구력 find the same pages', () => {
    expect(ids('끈기')).toEqual(expect.arrayContaining(ids('지구력')));
    expect(ids('지구력')).toEqual(expect.arrayContaining(ids('끈기')));
    expect(ids('끈기')[0]).toBe('gene-earth-power');
  });

  it('answers a sentence: pages with all its words first, then those its other words find', () => {
    const results = ids('집중력이 약해요');
    expect(results.length).toBeGreaterThan(1);
    expect(results).toEqual(expect.arrayContaining(ids('집중력이')));
    // Words the content never uses are left out rather than emptying the answer.
    expect(ids('집중력이 쀍쀍해서').length).toBeGreaterThan(0);
  });

  it('matches initial consonants to the words they spell', () => {
    expect(ids('ㅊㅇㅅ')[0]).toBe('gene-creative-behaviour');
    expect(index.search('ㅊㅇㅅ')[0]?.description).toContain('창의성');
    expect(ids('ㅈㄱㄹ')[0]).toBe('gene-earth-power');
    expect(ids('ㅋㅋㅋㅋㅋ')).toEqual([]);
  });

  it('answers a repeated query (in any spelling of spaces and case) from its cache, JSON included', () => {
    const first = index.search('  II-A-44-SS ');
    expect(index.search('ii-a-44-ss')).toBe(first);
    expect(index.searchJson('ii-a-44-ss')).toBe(JSON.stringify(first));
  });

  it('finds nothing for words the content does not have', () => {
    expect(index.search('양자역학')).toEqual([]);
    expect(index.search('!?')).toEqual([]);
  });

  it('answers with the fields of the spec and a link to the right page', () => {
    const [report] = index.search('II-A-44-SS');
    expect(report).toEqual({
      _id: 'type-1',
      link: '/typeReport/1',
      name: expect.any(String),
      number: 1,
      headingType: expect.stringMatching(/^1번 /),
      character: expect.any(String),
      type: 'II-A-44-SS',
      description: expect.any(String),
      kind: 'typeReport',
    });
    const gene = index.search('창의성')[0];
    expect(gene).toMatchObject({
      link: '/geneType',
      state: { section: 'creative-behaviour' },
      number: null,
      kind: 'geneType',
    });
    const learning = index.search('검사 방법')[0];
    expect(learning).toMatchObject({
      link: '/learningGene',
      state: { section: 'test-method' },
      kind: 'learningGene',
    });
  });

  it('describes a result by the passage of its own text that matched', () => {
    // The word, or a word it stands for where only the partners section says the word itself.
    const words = new RegExp(['몰입', ...relatedWords('몰입')].join('|'));
    for (const result of index.search('몰입').slice(0, 5)) {
      expect(result.description).toMatch(words);
      expect(result.description.replace(/…/g, '').length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    }
  });
});

describe('excerptFor', () => {
  const [document] = searchDocumentsOf(contentCorpus()) as [SearchDocument];

  it('falls back to the summary when no passage has the word', () => {
    expect(excerptFor({ ...document, passages: ['다른 이야기'], summary: '요약' }, '몰입')).toBe(
      '요약',
    );
  });

  it('cuts a long passage around the match', () => {
    const passage = `${'가'.repeat(200)} 몰입 ${'나'.repeat(200)}`;
    const excerpt = excerptFor({ ...document, passages: [passage] }, '몰입');
    expect(excerpt).toContain('몰입');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});

describe('createSearchIndex', () => {
  it('ranks a title match above a passing mention', () => {
    const base = searchDocumentsOf(contentCorpus())[0] as SearchDocument;
    const doc = (id: string, name: string, body: string): SearchDocument => ({
      ...base,
      id,
      name,
      fields: {
        ...base.fields,
        name,
        heading: name,
        code: '',
        number: '',
        character: '',
        description: '',
        body,
      },
      passages: [body],
    });
    const small = createSearchIndex([
      doc('a', '공부 이야기', '몰입은 여기서 한 번 나와요.'),
      doc('b', '몰입의 힘', '깊이 빠져드는 공부'),
    ]);
    expect(small.search('몰입').map((result) => result._id)).toEqual(['b', 'a']);
  });
});
