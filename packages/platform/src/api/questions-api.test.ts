import type { OtherResultsPage, ResultView } from '@genetype/domain/contracts';
import { apiClient } from './client.js';
import { questionsApi } from './questions-api.js';

describe('questionsApi.getQuestionsList in a named language (issue 18)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the named language, and leaves the header to the client otherwise', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { questions: [] } } as Awaited<ReturnType<typeof apiClient.get>>);
    await questionsApi.getQuestionsList('en');
    await questionsApi.getQuestionsList();
    expect(get.mock.calls).toEqual([
      ['/questions/getQuestionsList', { headers: { 'Accept-Language': 'en' } }],
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
