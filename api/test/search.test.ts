import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from '@genetype/shared/validation';
import type { SearchResultItem } from '@genetype/shared/contracts';
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

  const search = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/main/search', payload: payload as object });

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
});
