// The edge's own answers (ops/nginx/genetype.conf, issue 36): the repo's configuration rendered and
// run by Debian's nginx in front of a stand-in API that reports what reached it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { NGINX_PATH, ensureNginx, renderNginx } from './nginx.mjs';

let edge;
let api;
let base;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * A stand-in API instance: answers what reached it (echoing the request id as the real API does),
 * or, `frozen`, reads requests and never answers, as a stopped process.
 */
function startApi({ name = 'api', frozen = false } = {}) {
  const server = http.createServer((request, response) => {
    request.resume();
    server.received += 1;
    if (frozen) return;
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-request-id', request.headers['x-request-id'] ?? 'none');
      response.end(
        JSON.stringify({
          name,
          url: request.url,
          forwardedFor: request.headers['x-forwarded-for'],
          start: request.headers['x-request-start'] ?? null,
          timeout: request.headers['x-request-timeout'] ?? null,
        }),
      );
    });
  });
  server.received = 0;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The repo's configuration in a prefix of its own, run by nginx in front of `apis`. */
async function startEdge(apis) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-nginx-test-'));
  const shellDir = path.join(prefix, 'shell');
  const runtimeDir = path.join(prefix, 'runtime');
  fs.mkdirSync(path.join(runtimeDir, 'modules', 'mf-content', '1.0.0'), { recursive: true });
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1);');
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js.map'), '{}');
  fs.writeFileSync(path.join(runtimeDir, 'modules', 'mf-content', '1.0.0', 'a.js.map'), '{}');
  for (const dir of [prefix, shellDir, runtimeDir]) fs.chmodSync(dir, 0o755);
  const listen = await freePort();
  renderNginx({
    prefix,
    listen,
    apiPorts: apis.map((api) => api.address().port),
    pagesPort: await freePort(),
    runtimeDir,
    shellDir,
    headerEnv: {},
  });
  const child = spawn(
    NGINX_PATH,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${listen}`;
  await waitForNginx(`${base}/index.html`);
  return {
    base,
    prefix,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Closes a stand-in, its held connections included. */
function closeApi(server) {
  return new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
}

async function waitForNginx(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

beforeAll(async () => {
  await ensureNginx();
  api = await startApi();
  edge = await startEdge([api]);
  base = edge.base;
}, 120_000);

afterAll(async () => {
  await edge?.stop();
  if (api) await closeApi(api);
});

/** The API's header policy: what every JSON answer under /api/ carries. */
function expectApiHeaders(response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
}

describe('the edge in front of the API', () => {
  it('sends the connection address, never the one a client wrote', async () => {
    const response = await fetch(`${base}/api/health`, {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).forwardedFor).toBe('127.0.0.1');
  });

  it('stamps a write with when it handed it over and how long it waits; a read, no', async () => {
    const before = Date.now() / 1000;
    const write = await (await fetch(`${base}/api/reviews`, { method: 'POST', body: '{}' })).json();
    expect(write.url).toBe('/reviews');
    expect(write.timeout).toBe('30');
    expect(Number(write.start)).toBeGreaterThanOrEqual(Math.floor(before));
    expect(Number(write.start)).toBeLessThanOrEqual(Date.now() / 1000);
    const read = await (await fetch(`${base}/api/user/getUser?x=1`)).json();
    expect(read).toMatchObject({ url: '/user/getUser?x=1', start: null, timeout: null });
  });

  it('leaves an instance out after three failures in 2 s, and keeps never-failing backups', () => {
    // One 503 or slow answer of the live instance while the other is frozen must not send the
    // retries of what the frozen one held to the backup list, where the frozen one is again
    // (docs/operations.md, "Fail-over").
    const upstream = /upstream genetype_api \{([^}]*)\}/.exec(
      fs.readFileSync(path.join(edge.prefix, 'nginx.conf'), 'utf8'),
    )[1];
    const port = api.address().port;
    expect(upstream).toContain(`server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`);
    expect(upstream).toContain(`server 127.0.0.1:${port} backup max_fails=0;`);
  });

  it('answers with one request id, the one it gave the API', async () => {
    const response = await fetch(`${base}/api/health`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toContain(',');
  });

  it('refuses a body over 1 MB as JSON in the member language, with the API headers', async () => {
    const body = 'x'.repeat(1024 * 1024 + 1);
    const korean = await fetch(`${base}/api/reviews`, { method: 'POST', body });
    expect(korean.status).toBe(413);
    expectApiHeaders(korean);
    expect((await korean.json()).message).toBe(
      '보낸 내용이 너무 커요. 1MB 이하로 줄여서 다시 보내 주세요.',
    );
    const english = await fetch(`${base}/api/reviews`, {
      method: 'POST',
      body,
      headers: { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' },
    });
    expect(english.status).toBe(413);
    expect((await english.json()).message).toBe(
      'The request is too large. Please send no more than 1 MB.',
    );
  });

  it('answers headers too large with 431 JSON', async () => {
    const response = await fetch(`${base}/api/health`, {
      headers: { cookie: `a=${'x'.repeat(40 * 1024)}` },
    });
    expect(response.status).toBe(431);
    expectApiHeaders(response);
    expect((await response.json()).message).toMatch(/요청 헤더가 너무 커요/);
  });

  it('serves no source map, of the shell or of a module release', async () => {
    expect((await fetch(`${base}/main.0123abcd.js`)).status).toBe(200);
    expect((await fetch(`${base}/main.0123abcd.js.map`)).status).toBe(404);
    expect((await fetch(`${base}/modules/mf-content/1.0.0/a.js.map`)).status).toBe(404);
  });
});

describe('the edge with no API instance answering', () => {
  beforeAll(async () => {
    await closeApi(api);
    api = null;
  });

  it('answers 503 JSON with the API headers and a retry hint', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    expectApiHeaders(response);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await response.json()).message).toBe(
      '서버에 잠시 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
    );
  });
});

describe('the edge with a frozen API instance beside a live one', () => {
  let frozen;
  let live;
  let pair;

  // A fresh edge for each: once the frozen one failed, nginx leaves it out for a while.
  beforeEach(async () => {
    frozen = await startApi({ name: 'frozen', frozen: true });
    live = await startApi({ name: 'live' });
    pair = await startEdge([frozen, live]);
  }, 60_000);
  afterEach(async () => {
    await pair?.stop();
    await Promise.all([frozen, live].filter(Boolean).map(closeApi));
  });

  it('answers every read from the live one', async () => {
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${pair.base}/api/user/getUser`);
      expect(response.status).toBe(200);
      expect((await response.json()).name).toBe('live');
    }
  }, 30_000);

  it('keeps a write the frozen one holds there, never sending it to the other', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) {
      try {
        const response = await fetch(`${pair.base}/api/reviews`, {
          method: 'POST',
          body: '{}',
          signal: AbortSignal.timeout(4000),
        });
        expect((await response.json()).name).toBe('live');
        outcomes.push('live');
      } catch (error) {
        expect(error.name).toBe('TimeoutError');
        outcomes.push('held');
      }
    }
    // Round robin hands the frozen one its share, and past a read's 2 s it stays there.
    expect(outcomes).toContain('held');
    expect(outcomes).toContain('live');
    // Each write reached one instance: the live one saw exactly the ones it answered.
    expect(live.received).toBe(outcomes.filter((outcome) => outcome === 'live').length);
    expect(frozen.received + live.received).toBe(outcomes.length);
  }, 30_000);
});
