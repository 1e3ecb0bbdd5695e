import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from '@genetype/domain/validation';
import type { SearchResultItem } from '@genetype/domain/contracts';
import { SEARCH_SUGGESTION_HEADER } from '@genetype/domain/contracts';
import { dialects } from './helpers/dialects.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const KOREAN = /[가-힣]/;

// Search reads the content, not the database; it still runs on both dialects, as every app does.
describe.each(dialects)('POST /main/search on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (payload: unknown, language = 'ko') =>
    t.app.inject({
      method: 'POST',
      url: '/main/search',
      payload: payload as object,
      headers: { 'accept-language': language },
    });

  it('answers a word with the matching pages, best first, without a session', async () => {
    const response = await search({ searchItem: '창의성' });
    expect(response.statusCode).toBe(200);
    const results = response.json<SearchResultItem[]>();
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({
      _id: 'gene-creative-behaviour',
      link: '/geneType',
      state: { section: 'creative-behaviour' },
      kind: 'geneType',
    });
    for (const result of results) {
      expect(Object.keys(result)).toEqual(
        expect.arrayContaining([
          '_id',
          'link',
          'name',
          'number',
          'headingType',
          'character',
          'type',
          'description',
        ]),
      );
    }
    expect(response.headers['server-timing']).toMatch(/^search;dur=\d+(\.\d+)?$/);
  });

  it('finds a type report by its code, in any letter case, with surrounding spaces', async () => {
    const response = await search({ searchItem: '  ii-a-44-ss ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SearchResultItem[]>()[0]).toMatchObject({
      _id: 'type-1',
      link: '/typeReport/1',
      number: 1,
      type: 'II-A-44-SS',
      kind: 'typeReport',
    });
  });

  it.each([
    ['a word with its particle', '끈기로', /끈기|지구력/],
    ['a sentence', '집중력이 약해요', /집중/],
    ['initial consonants', 'ㅊㅇㅅ', /창의성/],
    ['a related word (끈기 → 지구력)', '끈기', /지구력|끈기/],
  ])('finds what members type: %s', async (_case, searchItem, passage) => {
    const response = await search({ searchItem });
    expect(response.statusCode).toBe(200);
    const results = response.json<SearchResultItem[]>();
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.description).toMatch(passage);
  });

  it('finds the "함께하면 좋은 유형" section but quotes each card\'s own type', async () => {
    const response = await search({ searchItem: '거울' });
    const results = response.json<SearchResultItem[]>();
    expect(results.length).toBeGreaterThan(0);
    for (const result of results.filter((item) => item.kind === 'typeReport')) {
      // Another type named in the description ('40번 …') would read as that type's text.
      const others = [...result.description.matchAll(/(\d+)번/g)].map((m) => Number(m[1]));
      expect(others.filter((n) => n !== result.number)).toEqual([]);
    }
  });

  it.each([
    ['a code', 'II-A-44-SS 리포트', 'type-1'],
    ['a number', '4', 'type-4'],
    ['a number with its counter', '40번', 'type-40'],
  ])('ranks the type named by %s first', async (_case, searchItem, id) => {
    const response = await search({ searchItem });
    expect(response.json<SearchResultItem[]>()[0]?._id).toBe(id);
  });

  it('reads a word one jamo from a known one as that word, and says so in a header', async () => {
    const response = await search({ searchItem: '지구럭' });
    expect(response.json<SearchResultItem[]>()[0]?._id).toBe('gene-earth-power');
    expect(decodeURIComponent(String(response.headers[SEARCH_SUGGESTION_HEADER]))).toBe('지구력');
    const exact = await search({ searchItem: '지구력' });
    expect(exact.headers[SEARCH_SUGGESTION_HEADER]).toBeUndefined();
  });

  it("finds the other language's words, answering in the request's language", async () => {
    const korean = await search({ searchItem: '집중' }, 'en');
    const englishResults = korean.json<SearchResultItem[]>();
    expect(englishResults.length).toBeGreaterThan(0);
    expect(englishResults.every((item) => !/[가-힣]/.test(item.headingType))).toBe(true);
    const english = await search({ searchItem: 'stamina' });
    const koreanResults = english.json<SearchResultItem[]>();
    expect(koreanResults[0]?._id).toBe('gene-earth-power');
    expect(koreanResults[0]?.headingType).toBe('지구력 유전자');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search({ searchItem: '양자역학' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('accepts a word of exactly the longest length', async () => {
    const response = await search({ searchItem: '가'.repeat(SEARCH_MAX_LENGTH) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an empty word', { searchItem: '' }, SEARCH_MESSAGES.required],
    ['a blank word', { searchItem: '   ' }, SEARCH_MESSAGES.required],
    ['no word', {}, SEARCH_MESSAGES.required],
    ['a number', { searchItem: 42 }, SEARCH_MESSAGES.notText],
    ['a list', { searchItem: ['창의성'] }, SEARCH_MESSAGES.notText],
    ['an object', { searchItem: { $ne: '' } }, SEARCH_MESSAGES.notText],
    [
      'a word over the limit',
      { searchItem: '가'.repeat(SEARCH_MAX_LENGTH + 1) },
      SEARCH_MESSAGES.tooLong,
    ],
  ])('refuses %s with 400 and a Korean message', async (_case, payload, message) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(message).toMatch(KOREAN);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['"창의성"', '[]', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/main/search',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(KOREAN);
    }
  });

  it('is reachable from the web apps (CORS)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/main/search',
      headers: {
        origin: t.config.corsOrigins[0] as string,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(t.config.corsOrigins[0]);
  });

  describe('in English (Accept-Language: en)', () => {
    const searchIn = (searchItem: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/main/search',
        payload: { searchItem },
        headers: { 'accept-language': language },
      });

    it('answers from the English content, and says so (Content-Language, Vary)', async () => {
      const response = await searchIn('creativity', 'en-US,en;q=0.9');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('en');
      expect(String(response.headers.vary)).toMatch(/accept-language/i);
      const results = response.json<SearchResultItem[]>();
      expect(results[0]).toMatchObject({
        _id: 'gene-creative-behaviour',
        name: 'The creativity gene (DRD4)',
        link: '/geneType',
        state: { section: 'creative-behaviour' },
      });
      for (const result of results) expect(JSON.stringify(result)).not.toMatch(KOREAN);
    });

    it.each([
      ['a plural', 'friends', /friend|buddy/i],
      ['a type name', 'Seeker', /Seeker/],
      ['a type code', 'II-A-44-SS', /Careful Seeker/],
      ['two words', 'study plan', /plan/i],
      ['a related word', 'patience', /patience|stamina|persist|endurance|grit/i],
    ])('finds what members type: %s', async (_case, searchItem, text) => {
      const response = await searchIn(searchItem, 'en');
      const [first] = response.json<SearchResultItem[]>();
      expect(`${first?.name} ${first?.description}`).toMatch(text);
    });

    it('keeps Korean for a Korean page, a browser without a preference and a language it lacks', async () => {
      for (const language of ['ko', 'fr', '']) {
        const response = await searchIn('창의성', language);
        expect(response.headers['content-language']).toBe('ko');
        expect(response.json<SearchResultItem[]>()[0]?.name).toMatch(KOREAN);
      }
      // English words on a Korean page find what the Korean content says in Latin letters only.
      const codes = await searchIn('II-A-44-SS', 'ko');
      expect(codes.json<SearchResultItem[]>()[0]?.headingType).toMatch(/^1번 /);
    });

    it('refuses a bad word with an English message', async () => {
      const response = await searchIn('', 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toMatch(KOREAN);
    });
  });
});
