// The edge's own answers (ops/nginx/genetype.conf, issue 36): the repo's configuration rendered and
// run by Debian's nginx in front of a stand-in API that reports what reached it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { NGINX_PATH, ensureNginx, renderNginx } from './nginx.mjs';
import { freePort } from '../ports.mjs';

let edge;
let api;
let base;

/**
 * A stand-in API instance: answers what reached it (echoing the request id as the real API does),
 * after `delayMs` (a slow one), or, `frozen`, reads requests and never answers, as a stopped process.
 */
function startApi({ name = 'api', frozen = false, delayMs = 0 } = {}) {
  const server = http.createServer((request, response) => {
    request.resume();
    server.received += 1;
    if (frozen) return;
    request.on('end', async () => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (response.destroyed) return;
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

/** The repo's configuration in a prefix of its own, run by nginx in front of `apis` (and `pages`). */
async function startEdge(apis, { pages = null, pagesCacheSeconds } = {}) {
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
    pagesPort: pages ? pages.address().port : await freePort(),
    runtimeDir,
    shellDir,
    pagesCacheSeconds,
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

  it('leaves an instance out after three failures in 2 s; the waiting stage never does', () => {
    // One 503 or slow answer of the live instance while the other is frozen must not leave the
    // frozen one as the only choice; no instance is listed twice in a stage, so a request that
    // timed out on one is never sent to it again there (docs/operations.md, "Fail-over").
    const conf = fs.readFileSync(path.join(edge.prefix, 'nginx.conf'), 'utf8');
    const first = /upstream genetype_api \{([^}]*)\}/.exec(conf)[1];
    const wait = /upstream genetype_api_wait \{([^}]*)\}/.exec(conf)[1];
    const port = api.address().port;
    expect(first).toContain(`server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`);
    expect(wait).toContain(`server 127.0.0.1:${port} max_fails=0;`);
    for (const stage of [first, wait]) {
      expect(stage).not.toContain('backup');
      expect(stage.match(new RegExp(`127\\.0\\.0\\.1:${port}\\b`, 'g'))).toHaveLength(1);
    }
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

  it('moves a keyed write the frozen one holds to the live one after 1.2 s', async () => {
    for (let i = 0; i < 4; i += 1) {
      const started = Date.now();
      const response = await fetch(`${pair.base}/api/reviews`, {
        method: 'POST',
        body: '{}',
        headers: { 'idempotency-key': `"edge-test-key-${i}-0123456789"` },
        signal: AbortSignal.timeout(4000),
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      // The API refuses it only once the edge cannot be waiting any more (both stages).
      expect(body).toMatchObject({ name: 'live', timeout: '34' });
      // At most one 1.2 s wait on the frozen one, then the live one's answer.
      expect(Date.now() - started).toBeLessThan(2500);
    }
    // Round robin gave the frozen one some of them first: each was sent again, to the live one.
    expect(frozen.received).toBeGreaterThan(0);
    expect(live.received).toBe(4);
  }, 30_000);
});

describe('the edge with one slow API instance', () => {
  let slow;
  let edgeOfSlow;
  beforeAll(async () => {
    slow = await startApi({ name: 'slow', delayMs: 2000 });
    edgeOfSlow = await startEdge([slow]);
  }, 60_000);
  afterAll(async () => {
    await edgeOfSlow?.stop();
    if (slow) await closeApi(slow);
  });

  it('waits for a keyed write no other instance can take, rather than failing it', async () => {
    const started = Date.now();
    const response = await fetch(`${edgeOfSlow.base}/api/reviews`, {
      method: 'POST',
      body: '{}',
      headers: { 'idempotency-key': '"edge-test-slow-0123456789"' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
    // Sent once in the first stage (cut at 1.2 s; no second entry of the same instance to send it
    // to again), then once in the waiting stage, and waited for.
    expect((await response.json()).timeout).toBe('30');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(slow.received).toBe(2);
  }, 30_000);
});

describe('the edge with two busy API instances', () => {
  let busy;
  let edgeOfBusy;
  beforeAll(async () => {
    busy = [
      await startApi({ name: 'busy-1', delayMs: 2500 }),
      await startApi({ name: 'busy-2', delayMs: 2500 }),
    ];
    edgeOfBusy = await startEdge(busy);
  }, 60_000);
  afterAll(async () => {
    await edgeOfBusy?.stop();
    await Promise.all(busy.map(closeApi));
  });

  it('answers a read both are slow to answer, each asked at most twice', async () => {
    const response = await fetch(`${edgeOfBusy.base}/api/user/getUser`, {
      signal: AbortSignal.timeout(15_000),
    });
    // Moved once after 2 s, then waited for in the second stage: not a 504 at 4 s.
    expect(response.status).toBe(200);
    expect(busy[0].received + busy[1].received).toBe(3);
  }, 30_000);
});

describe('the edge with one instance down and the other slow', () => {
  let slow;
  let gone;
  let edgeOfOne;
  beforeAll(async () => {
    slow = await startApi({ name: 'slow', delayMs: 2300 });
    // An instance that was killed: its port refuses connections.
    gone = await startApi({ name: 'gone' });
    edgeOfOne = await startEdge([slow, gone]);
    await closeApi(gone);
  }, 60_000);
  afterAll(async () => {
    await edgeOfOne?.stop();
    if (slow) await closeApi(slow);
  });

  it('answers every read once both are marked failed, rather than "no live upstreams"', async () => {
    // Together they time out on the slow one and are refused by the other: both marked failed.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${edgeOfOne.base}/api/user/getUser`, { signal: AbortSignal.timeout(15_000) }),
      ),
    );
    const late = await fetch(`${edgeOfOne.base}/api/user/getUser`, {
      signal: AbortSignal.timeout(15_000),
    });
    expect([...answers, late].map((response) => response.status)).toEqual(Array(7).fill(200));
  }, 60_000);
});

/**
 * A stand-in page composer: a page naming what reached it (its count, the manifest revision of the
 * moment, the language by the composer's rule, the bucket of its cookie, the encoding asked for),
 * `private` for the paths in `privatePaths` and a Set-Cookie for those in `cookiePaths`.
 */
function startPages() {
  const state = { revision: 'r1', privatePaths: new Set(), cookiePaths: new Set(), count: 0 };
  const server = http.createServer((request, response) => {
    state.count += 1;
    const url = new URL(request.url, 'http://pages');
    const cookies = Object.fromEntries(
      String(request.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .filter(([name]) => name),
    );
    // The composer's rule with q-values weighed (shell/server/page-serve.ts pageLanguage).
    const accepted = String(request.headers['accept-language'] ?? '')
      .split(',')
      .map((part, index) => {
        const [tag, q] = part.trim().split(/;\s*q=/);
        return { base: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
      })
      .filter(({ q, base }) => q > 0 && ['ko', 'en'].includes(base))
      .sort((a, b) => b.q - a.q || a.index - b.index);
    const language = ['ko', 'en'].includes(url.searchParams.get('lang'))
      ? url.searchParams.get('lang')
      : (['ko', 'en'].find((lang) => cookies.genetype_lang === lang) ?? accepted[0]?.base ?? 'ko');
    const body = {
      n: state.count,
      revision: state.revision,
      path: url.pathname,
      language,
      bucket: cookies.genetype_rollout_bucket ?? null,
      encoding: request.headers['accept-encoding'] ?? '',
    };
    const status = url.pathname === '/typeReport/55' ? 404 : url.pathname === '/boom' ? 500 : 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-language', language);
    response.setHeader('etag', `W/"${state.count}"`);
    response.setHeader(
      'cache-control',
      state.privatePaths.has(url.pathname) ? 'private, no-cache' : 'no-cache',
    );
    if (state.cookiePaths.has(url.pathname)) response.setHeader('set-cookie', 'x=1; Path=/');
    response.writeHead(status).end(JSON.stringify(body));
  });
  server.state = state;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('public pages at the edge (docs/decisions.md, "Pages at the edge")', () => {
  const TTL = 2;
  let pages;
  let instance;
  let site;

  beforeAll(async () => {
    pages = await startPages();
    instance = await startApi();
    site = await startEdge([instance], { pages, pagesCacheSeconds: TTL });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await Promise.all([pages, instance].filter(Boolean).map(closeApi));
  });

  const page = async (address, headers = {}) => {
    const response = await fetch(`${site.base}${address}`, { headers });
    return {
      response,
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      body: JSON.parse(await response.text()),
    };
  };

  it('answers the second request from the cache, with the site’s headers', async () => {
    const first = await page('/typeReport/1', { cookie: 'genetype_rollout_bucket=b1' });
    const second = await page('/typeReport/1', { cookie: 'genetype_rollout_bucket=b2' });
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
    for (const { response } of [first, second]) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    // A browser's revalidation is answered from the cache too.
    const revalidated = await fetch(`${site.base}/typeReport/1`, {
      headers: {
        cookie: 'genetype_rollout_bucket=b1',
        'if-none-match': second.response.headers.get('etag'),
      },
    });
    expect([revalidated.status, revalidated.headers.get('x-cache-status')]).toEqual([304, 'HIT']);
  });

  it('keeps one entry per language, by ?lang=, its cookie, then Accept-Language', async () => {
    const korean = await page('/geneType');
    const english = await page('/geneType', { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' });
    expect(english.cache).toBe('MISS');
    expect([korean.body.language, english.body.language]).toEqual(['ko', 'en']);
    expect((await page('/geneType?lang=en')).body).toEqual(english.body);
    expect((await page('/geneType', { cookie: 'genetype_lang=en' })).body).toEqual(english.body);
    const chosen = await page('/geneType?lang=ko', { cookie: 'genetype_lang=en' });
    expect(chosen.body).toEqual(korean.body);
  });

  it('never keeps a page composed in another language than the edge reckoned', async () => {
    // English named first but weighed below Korean: the edge says en, the composer ko.
    const headers = { 'accept-language': 'en;q=0.1, ko' };
    const answers = [await page('/contact', headers), await page('/contact', headers)];
    expect(answers.map(({ body }) => body.language)).toEqual(['ko', 'ko']);
    expect(answers.map(({ cache }) => cache)).toEqual(['MISS', 'MISS']);
  });

  it('keeps one entry per encoding and asks the composer for exactly that one', async () => {
    const br = await page('/privacyPolicy', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page('/privacyPolicy', { 'accept-encoding': 'gzip' });
    expect([br.body.encoding, gzip.body.encoding]).toEqual(['br', 'gzip']);
    expect(gzip.cache).toBe('MISS');
  });

  it('gives a new visitor a bucket of its own, also from the cache, and the composer that one', async () => {
    const first = await page('/learningGene');
    const second = await page('/learningGene');
    expect(second.cache).toBe('HIT');
    const ids = [first, second].map(({ response }) => {
      const cookie = response.headers.get('set-cookie');
      expect(cookie).toMatch(
        /^genetype_rollout_bucket=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
      );
      return /=([0-9a-f]+);/.exec(cookie)[1];
    });
    expect(ids[0]).not.toBe(ids[1]);
    expect(first.body.bucket).toBe(ids[0]);
    // A stored id that is not one (another site's junk) is replaced the same way.
    const junk = await page('/learningGene', { cookie: 'genetype_rollout_bucket=a%20b' });
    expect(junk.response.headers.get('set-cookie')).toMatch(
      /^genetype_rollout_bucket=[0-9a-f]{32};/,
    );
  });

  it('never serves from or keeps a page for a session, pins, a tester’s pin or a member’s page', async () => {
    await page('/typeReport/2');
    for (const [address, headers] of [
      ['/typeReport/2', { cookie: 'genetype_refresh=secret' }],
      ['/typeReport/2', { cookie: 'genetype_mf_pins={}' }],
      ['/typeReport/2?mf-pin=mf-content@1.0.0', {}],
    ]) {
      const answer = await page(address, headers);
      expect(answer.cache).toBe('BYPASS');
    }
    for (const address of ['/myPage', '/profiles', '/result', '/signup']) {
      const answers = [await page(address), await page(address)];
      expect(answers.map(({ cache }) => cache)).toEqual(['BYPASS', 'BYPASS']);
      expect(answers[1].body.n).toBeGreaterThan(answers[0].body.n);
    }
  });

  it('never keeps an answer that sets a cookie or is the visitor’s own (a canary)', async () => {
    pages.state.cookiePaths.add('/termAndCondition');
    pages.state.privatePaths.add('/typeReport/3');
    for (const address of ['/termAndCondition', '/typeReport/3']) {
      const answers = [await page(address), await page(address)];
      expect(answers.map(({ cache }) => cache)).toEqual(['MISS', 'MISS']);
    }
  });

  it('serves a changed manifest once a page’s time to live is over', async () => {
    const before = await page('/typeReport/4');
    expect((await page('/typeReport/4')).cache).toBe('HIT');
    pages.state.revision = 'r2';
    // nginx counts whole seconds: an entry lives up to a second past its time to live.
    await new Promise((resolve) => setTimeout(resolve, TTL * 1000 + 1200));
    // The request that finds it expired waits for the composer's new page; the next one is a hit.
    const after = [await page('/typeReport/4'), await page('/typeReport/4')];
    expect(before.body.revision).toBe('r1');
    expect(after.map(({ body }) => body.revision)).toEqual(['r2', 'r2']);
    expect(after.map(({ cache }) => cache)).toEqual(['EXPIRED', 'HIT']);
  }, 15_000);

  it('composes every Korean page of a module under a canary per visitor, from its marker on', async () => {
    await page('/typeReport/6');
    await page('/typeReport/6', { 'accept-language': 'en' });
    expect((await page('/typeReport/6')).cache).toBe('HIT');
    // What the composer writes while mf-content has a canary (page-serve.ts edgeCanaryMarkers).
    const marker = path.join(site.prefix, 'edge', 'canary-mf-content');
    fs.writeFileSync(marker, '');
    try {
      const during = [
        await page('/typeReport/6', { cookie: 'genetype_rollout_bucket=b1' }),
        await page('/typeReport/6', { cookie: 'genetype_rollout_bucket=b2' }),
      ];
      expect(during.map(({ cache }) => cache)).toEqual(['BYPASS', 'BYPASS']);
      expect(during.map(({ body }) => body.bucket)).toEqual(['b1', 'b2']);
      // English pages carry no prerendered HTML; another module's pages are not its.
      expect((await page('/typeReport/6', { 'accept-language': 'en' })).cache).toBe('HIT');
      await page('/questions');
      expect((await page('/questions')).cache).toBe('HIT');
    } finally {
      fs.rmSync(marker);
    }
    expect((await page('/typeReport/6')).cache).toBe('HIT');
  });

  it('keeps a missing page briefly, and no error', async () => {
    const missing = [await page('/typeReport/55'), await page('/typeReport/55')];
    expect(missing.map(({ status, cache }) => [status, cache])).toEqual([
      [404, 'MISS'],
      [404, 'HIT'],
    ]);
  });

  it('keeps robots.txt and sitemap.xml, whoever asks', async () => {
    const first = await page('/robots.txt', { cookie: 'genetype_lang=en' });
    const second = await page('/robots.txt');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.response.headers.get('set-cookie')).toBeNull();
  });

  it('never keeps an answer to a write', async () => {
    const response = await fetch(`${site.base}/typeReport/5`, { method: 'POST' });
    expect(response.headers.get('x-cache-status')).not.toBe('HIT');
    expect((await page('/typeReport/5')).cache).toBe('MISS');
  });
});
