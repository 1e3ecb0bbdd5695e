import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rolloutBucket } from '../src/federation/version-choice.js';
import {
  BUCKET_COOKIE,
  edgeCanaryMarkers,
  pageDocumentHandler,
  pageLanguage,
  pageServerConfig,
  secureBucketCookie,
  parseCookies,
} from './page-serve.js';
import {
  ENGLISH_FRAME,
  SITE,
  TEMPLATE,
  canaryManifest,
  fakeFetch,
  manifestFor,
  tag,
  title,
} from './test-fixtures.js';

describe('the language a page is answered in (the page-language rule)', () => {
  const rule = (query: string, cookie: string, acceptLanguage?: string | string[]) =>
    pageLanguage({ query, cookies: parseCookies(cookie), acceptLanguage });

  it('takes ?lang= first, over the cookie and the header', () => {
    expect(rule('lang=en', 'genetype_lang=ko', 'ko-KR')).toBe('en');
    expect(rule('lang=ko', 'genetype_lang=en', 'en-US')).toBe('ko');
    expect(rule('a=1&lang=en', '', undefined)).toBe('en');
    expect(pageLanguage({ query: new URLSearchParams('lang=en') })).toBe('en');
  });

  it('ignores an unknown or malformed ?lang= (fr, EN, empty) and goes on to the cookie', () => {
    expect(rule('lang=fr', 'genetype_lang=en', 'ko-KR')).toBe('en');
    expect(rule('lang=EN', '', 'ko-KR')).toBe('ko');
    expect(rule('lang=', '', 'en-US')).toBe('en');
    expect(rule('lang=%zz', '', undefined)).toBe('ko');
  });

  it('takes the cookie genetype_lang next, over Accept-Language', () => {
    expect(rule('', 'genetype_lang=en', 'ko-KR,ko;q=0.9')).toBe('en');
    expect(rule('', 'a=b; genetype_lang=ko', 'en-US,en;q=0.9')).toBe('ko');
  });

  it.each([
    ['genetype_lang=fr'],
    ['genetype_lang='],
    ['genetype_lang=%E0%A4%A'],
    ['genetype_lang'],
    ['genetype_language=en'],
    [';;=;'],
  ])('ignores a malformed or unknown cookie %j', (cookie) => {
    expect(rule('', cookie, 'en-US')).toBe('en');
    expect(rule('', cookie, undefined)).toBe('ko');
  });

  it.each([
    ['en-GB,en;q=0.8,ko;q=0.5', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,ko;q=0.9', 'ko'],
    ['ko;q=0.5, en;q=0.6', 'en'],
    ['ko;q=0,en;q=0.1', 'en'],
    ['en;q=0, ko;q=0', 'ko'],
    ['EN-us', 'en'],
    ['*', 'ko'],
    ['de-DE,fr', 'ko'],
    ['en;q=abc, ko;q=0.2', 'ko'],
    ['en;q=2, ko;q=0.2', 'ko'],
    ['en;q=0.5;x=1', 'en'],
    [',,;;q=,en', 'en'],
    ['', 'ko'],
  ])('Accept-Language %j → %s (by preference, q-values respected)', (header, language) => {
    expect(rule('', '', header)).toBe(language);
  });

  it('is Korean with nothing to go on, and reads a repeated header as one list', () => {
    expect(rule('', '', undefined)).toBe('ko');
    expect(pageLanguage({})).toBe('ko');
    expect(rule('', '', ['fr', 'en;q=0.5'])).toBe('en');
  });
});

describe('configuration from the environment', () => {
  const defaults = {
    dir: '/srv/shell/dist',
    deployRoot: '/srv/deploy',
    siteUrl: 'http://localhost:3000',
    apiUrl: 'http://localhost:4000',
  };

  it('takes SITE_URL, else APP_URL, else the default, without a trailing slash', () => {
    expect(
      pageServerConfig({ SITE_URL: 'https://a.example/', APP_URL: 'https://b.example' }, defaults)
        .siteUrl,
    ).toBe('https://a.example');
    expect(pageServerConfig({ APP_URL: 'https://b.example/' }, defaults).siteUrl).toBe(
      'https://b.example',
    );
    expect(pageServerConfig({}, defaults)).toEqual({
      dir: '/srv/shell/dist',
      manifestFile: '/srv/deploy/remotes.json',
      siteUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000',
      production: false,
    });
    expect(pageServerConfig({ NODE_ENV: 'production' }, defaults).production).toBe(true);
  });

  it('reads the manifest of GENETYPE_DEPLOY_ROOT when it is set', () => {
    const config = pageServerConfig(
      { GENETYPE_DEPLOY_ROOT: '/tmp/run', API_URL: 'http://api/' },
      defaults,
    );
    expect(config.manifestFile).toBe(path.resolve('/tmp/run', 'remotes.json'));
    expect(config.apiUrl).toBe('http://api');
  });
});

describe('the bucket cookie is Secure over https and in production (issue 36)', () => {
  const request = (proto?: string) => ({ headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('is Secure when the request came over https or the site is https', () => {
    expect(secureBucketCookie(request('https'), { siteUrl: 'http://localhost:8080' })).toBe(true);
    expect(secureBucketCookie(request(), { siteUrl: 'https://genetype.kr' })).toBe(true);
  });

  it('is Secure in production, unless the site is this machine over http', () => {
    const production = true;
    expect(secureBucketCookie(request(), { siteUrl: 'http://genetype.kr', production })).toBe(true);
    expect(
      secureBucketCookie(request('http'), { siteUrl: 'http://localhost:8080', production }),
    ).toBe(false);
  });

  it('is not Secure in development over http://localhost', () => {
    expect(secureBucketCookie(request(), { siteUrl: 'http://localhost:3000' })).toBe(false);
    expect(secureBucketCookie(request('http'), { siteUrl: 'http://127.0.0.1:3000' })).toBe(false);
  });
});

describe('the canary markers nginx checks before its page cache', () => {
  it('names each module with a canary under way, following the manifest', () => {
    const edgeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-edge-'));
    let manifest: unknown = canaryManifest(10);
    const markers = edgeCanaryMarkers(edgeDir, () => manifest, SITE);
    try {
      expect(fs.readdirSync(edgeDir)).toEqual(['canary-mf-content']);
      // Promoted (everyone on one version): no marker; the same object again changes nothing.
      manifest = canaryManifest(100);
      markers.sync();
      expect(fs.readdirSync(edgeDir)).toEqual([]);
      fs.writeFileSync(path.join(edgeDir, 'unrelated'), '');
      markers.sync();
      manifest = canaryManifest(50);
      markers.sync();
      expect(fs.readdirSync(edgeDir).sort()).toEqual(['canary-mf-content', 'unrelated']);
      manifest = manifestFor('1.1.0-b');
      markers.sync();
      expect(fs.readdirSync(edgeDir)).toEqual(['unrelated']);
    } finally {
      markers.stop();
      fs.rmSync(edgeDir, { recursive: true, force: true });
    }
  });
});

describe('the page server over HTTP', () => {
  let dir: string;
  let deployRoot: string;
  let server: http.Server;
  let base: string;

  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    text: string;
  }

  function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<Answer>((resolve, reject) => {
      http
        .request(`${base}${pathname}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text =
              encoding === 'br'
                ? zlib.brotliDecompressSync(body).toString()
                : encoding === 'gzip'
                  ? zlib.gunzipSync(body).toString()
                  : body.toString();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
          });
        })
        .on('error', reject)
        .end();
    });
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-pages-test-'));
    deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-pages-deploy-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dir, 'main.abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(manifestFor('1.0.0-a')));
    const pages = pageDocumentHandler({
      dir,
      manifestFile: path.join(deployRoot, 'remotes.json'),
      siteUrl: SITE,
      apiUrl: 'http://api.example',
      fetchImpl: fakeFetch(),
    });
    server = http.createServer((req, res) => {
      if (pages(req, res)) return;
      res.writeHead(404).end('not a page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(deployRoot, { recursive: true, force: true });
  });

  afterEach(() => fs.rmSync(path.join(deployRoot, 'remotes.json'), { force: true }));

  it('answers a deep link with the composed page, brotli, revalidated, varying by cookie', async () => {
    const page = await get('/typeReport/31', { 'Accept-Encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The edge keeps a page only under the language it was composed in.
    expect(page.headers['content-language']).toBe('ko');
    expect(
      (await get('/typeReport/31', { 'Accept-Language': 'en-US,en;q=0.9' })).headers[
        'content-language'
      ],
    ).toBe('en');
    expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(title(page.text)).toBe('31번 주의 깊은 탐험가 | 진타입');
    expect(page.text).toContain('data-prerender-build="build-1.0.0-a"');
    const gzip = await get('/typeReport/31', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(page.text);
  });

  it('answers in the page’s language: ?lang=, else the cookie, else Accept-Language', async () => {
    fs.writeFileSync(
      path.join(dir, 'prerendered-frame.json'),
      JSON.stringify({ en: ENGLISH_FRAME }),
    );
    try {
      const byHeader = await get('/typeReport/31', { 'Accept-Language': 'en-US,en;q=0.9' });
      expect(byHeader.headers['content-language']).toBe('en');
      expect(byHeader.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(byHeader.text).toContain('<html lang="en"');
      expect(title(byHeader.text)).toBe('Type 31: The Mindful Explorer | GeneType');
      expect(byHeader.text).toContain('<h1>Type report</h1>');
      expect(byHeader.text).toContain(ENGLISH_FRAME.header);
      const byCookie = await get('/typeReport/31', { Cookie: 'genetype_lang=en' });
      expect(byCookie.headers['content-language']).toBe('en');
      expect(byCookie.text).toBe(byHeader.text);
      const byAddress = await get('/typeReport/31?lang=en', {
        Cookie: 'genetype_lang=ko',
        'Accept-Language': 'ko-KR',
      });
      expect(byAddress.headers['content-language']).toBe('en');
      expect(title(byAddress.text)).toBe('Type 31: The Mindful Explorer | GeneType');
      const korean = await get('/typeReport/31?lang=fr', { 'Accept-Language': 'ko-KR' });
      expect(korean.headers['content-language']).toBe('ko');
      expect(korean.text).toContain('<html lang="ko"');
      expect(korean.text).toContain('<h1>유형 리포트</h1>');
      expect(korean.text).toContain('>로그인</button>');
    } finally {
      fs.rmSync(path.join(dir, 'prerendered-frame.json'), { force: true });
    }
  });

  it('answers an unchanged page with 304, and HEAD without a body', async () => {
    const cookie = `${BUCKET_COOKIE}=steady`;
    const first = await get('/typeReport/31', { Cookie: cookie });
    const again = await get('/typeReport/31', {
      Cookie: cookie,
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const head = await get('/typeReport/31', { Cookie: cookie }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('gives a first visit a bucket id in a cookie, and keeps a visitor’s own', async () => {
    const first = await get('/');
    expect(String(first.headers['set-cookie'])).toMatch(
      new RegExp(`^${BUCKET_COOKIE}=[\\w-]+; Path=/; Max-Age=31536000; SameSite=Lax; Secure$`),
    );
    const known = await get('/', { Cookie: `${BUCKET_COOKIE}=known-visitor` });
    expect(known.headers['set-cookie']).toBeUndefined();
  });

  it('serves the deployed manifest’s versions instead of the dist’s, per the bucket cookie', async () => {
    fs.writeFileSync(path.join(deployRoot, 'remotes.json'), JSON.stringify(canaryManifest(50)));
    const ids = Array.from({ length: 200 }, (_, i) => `id-${i}`);
    const low = ids.find((id) => rolloutBucket(id, 'mf-content') < 50) as string;
    const high = ids.find((id) => rolloutBucket(id, 'mf-content') >= 50) as string;
    const canary = await get('/typeReport/31', { Cookie: `${BUCKET_COOKIE}=${low}` });
    expect(canary.text).toContain('data-prerender-build="build-1.1.0-b"');
    const stable = await get('/typeReport/31', { Cookie: `${BUCKET_COOKIE}=${high}` });
    expect(stable.text).toContain('data-prerender-build="build-1.0.0-a"');
    // Each bucket's own page: a cache in front must keep neither for anyone else.
    expect(canary.headers['cache-control']).toBe('private, no-cache');
    expect(stable.headers['cache-control']).toBe('private, no-cache');
    // ?mf-pin= counts, as in the browser.
    const pinned = await get('/typeReport/31?mf-pin=mf-content@1.1.0-b', {
      Cookie: `${BUCKET_COOKIE}=${high}`,
    });
    expect(pinned.text).toContain('data-prerender-build="build-1.1.0-b"');
  });

  it('answers /index.html as the home page and leaves files to the static server', async () => {
    const index = await get('/index.html');
    expect(tag(index.text, 'name', 'description')).toBe('홈 1.0.0-a');
    expect((await get('/main.abc.js')).text).toBe('not a page');
    expect((await get('/missing.png')).text).toBe('not a page');
    expect((await get('/typeReport/31', {}, 'POST')).text).toBe('not a page');
  });

  it('answers robots.txt and sitemap.xml', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers.vary).toBe('Accept-Encoding');
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', { 'Accept-Encoding': 'br' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain(`<loc>${SITE}/typeReport/54</loc>`);
  });
});
