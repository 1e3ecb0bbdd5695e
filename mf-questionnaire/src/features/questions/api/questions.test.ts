import { STORAGE_KEYS, apiClient, storage } from '@genetype/platform';
import { getDemoQuestions, getQuestionsFor, saveAnswersOnLeave } from './questions';

describe('saveAnswersOnLeave (issue 17)', () => {
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
    saveAnswersOnLeave([{ _id: 'A-01', answer: 'yes' }], 'r 1');
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
    saveAnswersOnLeave([], null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the question lists in a named language (issue 18)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the named language', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { questions: [] } } as Awaited<ReturnType<typeof apiClient.get>>);
    await getDemoQuestions('en');
    await getQuestionsFor('r-1', 'ko');
    expect(get.mock.calls).toEqual([
      ['/questions/getQuestions', { headers: { 'Accept-Language': 'en' } }],
      ['/questions', { params: { resultId: 'r-1' }, headers: { 'Accept-Language': 'ko' } }],
    ]);
  });
});
