import http from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { waitForUrl } from './wait-url.mjs';

let server;

function listen(handler) {
  server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

afterEach(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  server = undefined;
});

describe('waitForUrl', () => {
  it('resolves once the address answers 2xx to a GET', async () => {
    let calls = 0;
    const url = await listen((req, res) => {
      calls += 1;
      res.writeHead(calls < 3 || req.method !== 'GET' ? 503 : 200).end();
    });
    await expect(
      waitForUrl(`${url}/health`, { timeoutMs: 10_000, intervalMs: 50 }),
    ).resolves.toEqual({ ok: true });
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it('gives up within a second once the process that should answer has died', async () => {
    const url = await listen((req, res) => res.writeHead(500).end());
    let dead = false;
    setTimeout(() => {
      dead = true;
    }, 150);
    const began = Date.now();
    await expect(
      waitForUrl(url, { timeoutMs: 30_000, intervalMs: 50, isDead: () => dead }),
    ).resolves.toEqual({ ok: false, reason: 'exited' });
    expect(Date.now() - began).toBeLessThan(5_000);
  });

  it('says how long it waited when nothing answers', async () => {
    const url = await listen((req, res) => res.writeHead(404).end());
    await expect(waitForUrl(url, { timeoutMs: 400, intervalMs: 50 })).resolves.toEqual({
      ok: false,
      reason: 'no answer within 0.4 s',
    });
  });
});
