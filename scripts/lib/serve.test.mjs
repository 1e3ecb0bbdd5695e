import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cacheControlFor, staticHandler } from './serve.mjs';

const SCRIPT = 'console.log("main");'.repeat(200);
const PAGE = '<!doctype html><html><body><main id="app-main"></main></body></html>';
const INLINE_HASH = "'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/AbCdE='";

let dir;
let server;
let base;

/** A dist as the builds write it: each text file with its .br and .gz beside it. */
function writeWithVariants(name, body) {
  fs.writeFileSync(path.join(dir, name), body);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
}

function get(pathname, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decode(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString();
  return response.body.toString();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-serve-test-'));
  writeWithVariants('index.html', PAGE);
  writeWithVariants('main.0123abcd.js', SCRIPT);
  writeWithVariants('remoteEntry.js', SCRIPT);
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
  fs.writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  fs.writeFileSync(
    path.join(dir, 'csp-hashes.json'),
    JSON.stringify({ script: [INLINE_HASH], style: [] }),
  );
  // The shell's page server (shell/server, its own suites) stands here as one composed address.
  const pages = (req, res) => {
    if (!req.url.startsWith('/composed')) return false;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<title>composed</title>');
    return true;
  };
  server = http.createServer(staticHandler('shell', { dir, pages }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('static server compression', () => {
  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/main.0123abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 5);
    expect(decode(br)).toBe(SCRIPT);

    const gz = await get('/main.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding, and always says it varies', async () => {
    const plain = await get('/main.0123abcd.js', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps the caching rules: hashed files immutable, pointer files and deep links revalidated', async () => {
    expect((await get('/main.0123abcd.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const pathname of ['/', '/remoteEntry.js', '/remotes.json']) {
      expect((await get(pathname, 'br')).headers['cache-control']).toBe('no-cache');
    }
    const deepLink = await get('/typeReport/1', 'br');
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers['content-type']).toMatch(/text\/html/);
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(decode(deepLink)).toContain('<main id="app-main"></main>');
  });

  it('asks the page server first, with the security headers already set', async () => {
    const page = await get('/composed/page', 'br');
    expect(decode(page)).toBe('<title>composed</title>');
    expect(page.headers['content-security-policy']).toContain(INLINE_HASH);
    expect(decode(await get('/typeReport/1', 'br'))).not.toContain('composed');
  });

  it('answers an unchanged file with 304 for the encoding the browser holds', async () => {
    const first = await get('/main.0123abcd.js', 'br');
    const again = await new Promise((resolve, reject) => {
      http
        .get(
          `${base}/main.0123abcd.js`,
          { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        )
        .on('error', reject);
    });
    expect(again).toBe(304);
  });
});

describe('icons', () => {
  it('sends the favicon as an image', async () => {
    const favicon = await get('/favicon.ico', 'br');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/x-icon');
  });
});

describe('JSON pointer files', () => {
  const manifest = (version) =>
    JSON.stringify({
      version,
      exposes: Array.from({ length: 100 }, (_, i) => ({ path: `./expose-${i}` })),
    });

  it('are compressed when sent, revalidated, and read again after an edit in place', async () => {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifest('1'));
    const first = await get('/mf-manifest.json', 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(decode(first)).version).toBe('1');

    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifest('2'));
    const edited = await get('/mf-manifest.json', 'gzip');
    expect(edited.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(edited)).version).toBe('2');
    expect(edited.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends a small file as it is, and never a file outside the folder', async () => {
    const small = await get('/remotes.json', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{}');
    expect((await get('/%2e%2e/package.json', 'br')).status).not.toBe(200);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/fonts/PretendardVariable.subset.3.d07ddc91.woff2', 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/index.html', 'no-cache'],
  ])('%s → %s', (pathname, expected) => {
    expect(cacheControlFor(pathname)).toBe(expected);
  });
});

describe('security headers', () => {
  it.each(['/', '/typeReport/1', '/main.0123abcd.js', '/remotes.json', '/missing.css'])(
    '%s carries nosniff, the referrer policy, frame protection and the CSP with the build’s hashes',
    async (pathname) => {
      const { headers } = await get(pathname, 'br');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
      const csp = headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(new RegExp(`script-src [^;]*${INLINE_HASH.replace(/[+/]/g, '\\$&')}`));
      expect(csp).not.toContain("'unsafe-inline'");
      // Local http: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );
});

describe('run-time configuration (/config.json)', () => {
  it("names this environment's API address, revalidated on every load", async () => {
    const response = await get('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString())).toEqual({
      apiUrl: process.env.API_URL || 'http://localhost:4000',
      kakaoJsKey: process.env.KAKAO_JS_KEY || '',
    });
  });
});
