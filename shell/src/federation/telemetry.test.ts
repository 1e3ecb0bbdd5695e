import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { apiTelemetry, hashBucket } from './telemetry';

const realCrypto = globalThis.crypto;
beforeAll(() => {
  // jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser has.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
});
afterAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
});

function mockFetch() {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
  return fetchMock;
}
const bodyOf = (call: unknown[]) =>
  JSON.parse((call[1] as { body: string }).body) as Record<string, unknown>;

describe('hashBucket', () => {
  it('is the first 32 hex characters of SHA-256: the same id gives the same hash, nothing readable', async () => {
    const hash = await hashBucket('member:gene01');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toBe(await hashBucket('member:gene01'));
    expect(hash).not.toBe(await hashBucket('member:gene02'));
    expect(hash).not.toContain('gene01');
  });
});

describe('apiTelemetry', () => {
  it('reports a load with the hashed bucket, never the bucket id', async () => {
    const fetchMock = mockFetch();
    apiTelemetry.loaded({
      module: 'mf-content',
      version: '1.0.0-aaaaaaa',
      stage: 'canary',
      bucketId: 'member:gene01',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/telemetry/remote-loads');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      module: 'mf-content',
      version: '1.0.0-aaaaaaa',
      stage: 'canary',
      bucket: await hashBucket('member:gene01'),
    });
    expect(String(init.body)).not.toContain('gene01');
  });

  it('reports a failure with its detail cut to 500 characters, and never throws', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() =>
      apiTelemetry.failed({
        module: 'mf-search',
        version: '2.0.0',
        stage: 'pinned',
        reason: 'unreachable',
        detail: 'x'.repeat(900),
      }),
    ).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:4000/telemetry/remote-failures');
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({
      reason: 'unreachable',
      detail: 'x'.repeat(500),
    });
  });

  it('waits for the page to load before reporting, unless the page is left first', async () => {
    const fetchMock = mockFetch();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      apiTelemetry.failed({
        module: 'mf-content',
        version: '1.0.0',
        stage: 'canary',
        reason: 'unreachable',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchMock).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('pagehide'));
      expect(fetchMock).toHaveBeenCalledTimes(1);

      apiTelemetry.failed({
        module: 'mf-search',
        version: '1.0.0',
        stage: 'canary',
        reason: 'unreachable',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(bodyOf(fetchMock.mock.calls[1])).toMatchObject({ module: 'mf-search' });
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });
});
