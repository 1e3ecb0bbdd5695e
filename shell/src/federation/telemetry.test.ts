import { webcrypto } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { SETTLE_MS } from '../app/page-settle';
import { afterPageSettles, createTelemetry, hashBucket } from './telemetry';

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

describe('telemetry reports', () => {
  // Sent as soon as they are made (the page's schedule is tested below).
  const apiTelemetry = createTelemetry((flush) => flush());

  it('reports a load with the hashed bucket, never the bucket id', async () => {
    const fetchMock = mockFetch();
    apiTelemetry.loaded({
      module: 'mf-content',
      version: '1.0.0-aaaaaaa',
      stage: 'canary',
      bucketId: 'member:gene01',
    });
    // The hash is computed off the main thread: wait for the report, not for a fixed time.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:4000/telemetry/remote-failures');
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({
      reason: 'unreachable',
      detail: 'x'.repeat(500),
    });
  });
});

describe('afterPageSettles', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it('sends once the page has loaded and settled, or as soon as the page is left', () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const flush = jest.fn();
    afterPageSettles(flush);
    jest.advanceTimersByTime(SETTLE_MS * 2);
    expect(flush).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(flush).toHaveBeenCalledTimes(1);

    const early = jest.fn();
    afterPageSettles(early);
    window.dispatchEvent(new Event('pagehide'));
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('queues the reports of a page and sends them together', () => {
    const fetchMock = mockFetch();
    let flush: () => void = () => {};
    const telemetry = createTelemetry((run) => {
      flush = run;
    });
    telemetry.failed({
      module: 'mf-content',
      version: '1.0.0',
      stage: 'canary',
      reason: 'unreachable',
    });
    telemetry.failed({
      module: 'mf-search',
      version: '1.0.0',
      stage: 'pinned',
      reason: 'incompatible',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
