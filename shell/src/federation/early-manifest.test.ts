import { createManifestSource, earlyManifest, resetEarlyManifest } from './early-manifest';
import { parseRemotesManifest } from './remotes-manifest';

const remotes = {
  'mf-content': { entry: 'http://localhost:3001/remoteEntry.js', version: '0.1.0' },
  'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
  'mf-account': { entry: 'http://localhost:3003/remoteEntry.js', version: '0.1.0' },
  'mf-search': { entry: 'http://localhost:3004/remoteEntry.js', version: '0.1.0' },
};

// jsdom has no fetch Response; the manifest reader needs only these members.
const answer = (body: unknown, status = 200) =>
  ({ ok: status === 200, status, json: async () => body }) as Response;

beforeEach(() => {
  resetEarlyManifest();
  delete window.__GENETYPE_REMOTES__;
});

describe('earlyManifest', () => {
  it('is null when index.html made no early request', () => {
    expect(earlyManifest(window)).toBeNull();
  });

  it('parses the request index.html made, once, and takes it off the window', async () => {
    const json = jest.fn(async () => remotes);
    window.__GENETYPE_REMOTES__ = Promise.resolve({
      ok: true,
      status: 200,
      json,
    } as unknown as Response);
    const first = earlyManifest(window);
    expect(window.__GENETYPE_REMOTES__).toBeUndefined();
    expect(earlyManifest(window)).toBe(first);
    expect(Object.keys((await first)?.remotes ?? {})).toHaveLength(4);
    expect(json).toHaveBeenCalledTimes(1);
  });

  it('reports a failed early request to whoever uses it, with the usual message', async () => {
    window.__GENETYPE_REMOTES__ = Promise.resolve(answer('Not found', 404));
    await expect(earlyManifest(window)).rejects.toThrow(
      'remotes.json could not be fetched from /remotes.json: HTTP 404',
    );
  });
});

describe('createManifestSource', () => {
  const manifest = parseRemotesManifest(remotes);

  it('answers the first read with the early manifest and fetches every later one', async () => {
    const early = Promise.resolve(manifest);
    const fetchManifest = jest.fn(async () => manifest);
    const read = createManifestSource(() => early, fetchManifest);
    await expect(read()).resolves.toBe(manifest);
    expect(fetchManifest).not.toHaveBeenCalled();
    await read();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when the page made no early request', async () => {
    const fetchManifest = jest.fn(async () => manifest);
    await createManifestSource(() => null, fetchManifest)();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed early request (the loader retries)', async () => {
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => {});
    const fetchManifest = jest.fn(async () => manifest);
    const read = createManifestSource(() => failed, fetchManifest);
    await expect(read()).rejects.toThrow('offline');
    await expect(read()).resolves.toBe(manifest);
  });
});
