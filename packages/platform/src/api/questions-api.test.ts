import type { OtherResultsPage, ResultView } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { apiClient } from './client.js';
import { questionsApi } from './questions-api.js';

describe('questionsApi.saveAnswersOnLeave (issue 17)', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    storage.set(STORAGE_KEYS.token, 'token-1');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    localStorage.clear();
  });

  it('sends the pending answers with keepalive and the session token', () => {
    questionsApi.saveAnswersOnLeave([{ _id: 'A-01', answer: 'yes' }], 'r 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const base = (apiClient.defaults.baseURL ?? '').replace(/\/+$/, '');
    expect(url).toBe(`${base}/questions/saveAnswers?resultId=r+1`);
    expect(init.keepalive).toBe(true);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      questions: JSON.stringify([{ _id: 'A-01', answer: 'yes' }]),
    });
  });

  it('sends nothing when nothing is pending', () => {
    questionsApi.saveAnswersOnLeave([], null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('questionsApi question lists in a named language (issue 18)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the named language, and leaves the header to the client otherwise', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { questions: [] } } as Awaited<ReturnType<typeof apiClient.get>>);
    await questionsApi.getDemoQuestions('en');
    await questionsApi.getQuestionsList('en');
    await questionsApi.getQuestionsFor('r-1', 'ko');
    await questionsApi.getQuestionsList();
    expect(get.mock.calls).toEqual([
      ['/questions/getQuestions', { headers: { 'Accept-Language': 'en' } }],
      ['/questions/getQuestionsList', { headers: { 'Accept-Language': 'en' } }],
      ['/questions', { params: { resultId: 'r-1' }, headers: { 'Accept-Language': 'ko' } }],
      ['/questions/getQuestionsList', {}],
    ]);
  });
});

describe('questionsApi.otherResults (issue 36: GET /results/others is paged)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('follows the cursor until the last page, in order', async () => {
    const person = (resultId: string) => ({ resultId }) as unknown as ResultView;
    const pages: Record<string, OtherResultsPage> = {
      first: { results: [person('a'), person('b')], nextCursor: 'c1' },
      c1: { results: [person('c')], nextCursor: null },
    };
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (_url, config) => {
      const cursor = (config?.params as { cursor?: string } | undefined)?.cursor ?? 'first';
      return { data: pages[cursor] } as Awaited<ReturnType<typeof apiClient.get>>;
    });
    const people = await questionsApi.otherResults();
    expect(people.map((entry) => entry.resultId)).toEqual(['a', 'b', 'c']);
    expect(get.mock.calls).toEqual([
      ['/results/others', {}],
      ['/results/others', { params: { cursor: 'c1' } }],
    ]);
  });
});
