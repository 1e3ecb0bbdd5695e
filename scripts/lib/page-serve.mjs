// The shell's server answers page navigations with composed HTML (./page-html.mjs): every path that
// is not a file of its dist/ (the deep links the single-page app handles) and the home page, plus
// /sitemap.xml and /robots.txt. The browser's rollout identity (bucket id, a tester's pins) comes
// from its cookies, which the shell keeps equal to its localStorage (rollout-storage.ts); a first
// visit gets a new bucket id in a cookie here, which the browser then adopts, so the prerendered
// HTML is always that of the version the browser will run.
// Kept apart from serve.mjs so that its only change is one call.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { deployPaths } from './deploy/paths.mjs';
import { createPageComposer, robotsTxt, sitemapXml } from './page-html.mjs';
import { API_URL, ROOT, SITE_URL } from './workspace.mjs';

/** The cookies the shell mirrors its rollout identity in (shell/src/federation/rollout-storage.ts). */
export const BUCKET_COOKIE = 'genetype_rollout_bucket';
export const PINS_COOKIE = 'genetype_mf_pins';
/** The page's language, mirrored by the shell's language store (shared/src/stores/language-store.ts). */
export const LANGUAGE_COOKIE = 'genetype_language';
const LANGUAGES = ['ko', 'en'];
const PIN_PARAM = 'mf-pin';
const BUCKET_ID = /^[A-Za-z0-9_-]{1,80}$/;

export function parseCookies(header) {
  const cookies = {};
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // a malformed value is no value
    }
  }
  return cookies;
}

/**
 * The browser's rollout identity from its request: the bucket id of its cookie (`fresh` when there
 * is none and one was made for it), its pins from the cookie and this address's `?mf-pin=` (which
 * the shell applies before it chooses, shell/src/federation/rollout-identity.ts).
 */
export function rolloutIdentity(req) {
  const cookies = parseCookies(req.headers.cookie);
  const stored = cookies[BUCKET_COOKIE];
  const fresh = !(stored && BUCKET_ID.test(stored));
  const bucketId = fresh ? randomUUID() : stored;
  let pins = {};
  try {
    const parsed = JSON.parse(cookies[PINS_COOKIE] ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [app, version] of Object.entries(parsed)) {
        if (typeof version === 'string' && version !== '') pins[app] = version;
      }
    }
  } catch {
    pins = {};
  }
  const query = new URLSearchParams((req.url ?? '').split('?')[1]?.split('#')[0] ?? '');
  for (const value of query.getAll(PIN_PARAM)) {
    if (value === 'clear') {
      pins = {};
      continue;
    }
    const at = value.indexOf('@');
    if (at < 1) continue;
    const version = value.slice(at + 1);
    if (version === '' || version === 'stable') delete pins[value.slice(0, at)];
    else pins[value.slice(0, at)] = version;
  }
  return { bucketId, pins, fresh, language: pageLanguage(cookies, req.headers['accept-language']) };
}

/**
 * The language the page will start in, as the browser decides it (language-store.ts): the chosen
 * one (its cookie), else the first supported one the browser prefers, else Korean.
 */
export function pageLanguage(cookies, acceptLanguage) {
  const chosen = cookies[LANGUAGE_COOKIE];
  if (LANGUAGES.includes(chosen)) return chosen;
  const preferred = String(acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferred.find(({ base }) => LANGUAGES.includes(base))?.base ?? 'ko';
}

function bucketCookie(bucketId, siteUrl) {
  const secure = siteUrl.startsWith('https:') ? '; Secure' : '';
  // Read by the shell's code (not HttpOnly): it is the browser's own rollout bucket, not a secret.
  return `${BUCKET_COOKIE}=${bucketId}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// sirv's own rule for "a file, not a route": a last segment with an extension.
const FILE_LIKE = /[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/;

/** The site's public origin (og:url, canonical, absolute image URLs): SITE_URL, else APP_URL. */
export function siteUrlFrom(env = process.env) {
  return (env.SITE_URL || env.APP_URL || SITE_URL).replace(/\/+$/, '');
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The template, read again when the build replaces it. */
function templateReader(file) {
  let cached = null;
  return () => {
    const stats = fs.statSync(file);
    const key = `${stats.mtimeMs}:${stats.size}`;
    if (cached?.key !== key) cached = { key, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/** Whether a request is a page navigation the composer answers. */
export function isPageRequest(req, dir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname;
  try {
    pathname = decodeURIComponent((req.url ?? '/').split(/[?#]/, 1)[0]);
  } catch {
    return false;
  }
  if (pathname === '/' || pathname === '/index.html') return true;
  if (FILE_LIKE.test(pathname)) return false;
  const file = path.join(dir, pathname);
  if (!file.startsWith(`${path.resolve(dir)}${path.sep}`)) return false;
  try {
    return !fs.statSync(file).isFile();
  } catch {
    return true;
  }
}

function send(req, res, status, html, type = 'text/html; charset=utf-8') {
  let body = Buffer.from(html);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Content-Type', type);
  // The page names the module versions of this moment: always revalidated.
  res.setHeader('Cache-Control', 'no-cache');
  // The prerendered HTML is that of the version the browser's bucket (its cookie) gets.
  res.setHeader(
    'Vary',
    type.startsWith('text/html') ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
  );
  res.setHeader('ETag', etag);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = zlib.gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page handler of the shell's server: `(req, res) => boolean` (false: not a page, let the
 * static files answer). The rollout manifest is the one the shell serves (deploy/remotes.json,
 * else the one in its dist); the shared domain (route table, titles) is shared/dist.
 * @param {{ dir: string, env?: Record<string,string|undefined>, fetchImpl?: typeof fetch }} options
 */
export function pageDocumentHandler({ dir, env = process.env, fetchImpl = fetch }) {
  const template = templateReader(path.join(dir, 'index.html'));
  let composer = null;
  const load = async () => {
    if (composer) return composer;
    let domain;
    try {
      domain = await import('@genetype/domain');
    } catch (error) {
      throw new Error(
        `The page composer needs shared/dist — build it (npm run build -w @genetype/shared). ${error.message}`,
      );
    }
    composer = createPageComposer({
      template,
      manifest: () =>
        readJson(deployPaths(ROOT, env).manifest) ?? readJson(path.join(dir, 'remotes.json')),
      domain,
      siteUrl,
      apiUrl: (env.API_URL || API_URL).replace(/\/+$/, ''),
      fetchImpl,
    });
    return composer;
  };
  const siteUrl = siteUrlFrom(env);
  return (req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname === '/robots.txt') {
      send(req, res, 200, robotsTxt({ siteUrl }), 'text/plain; charset=utf-8');
      return true;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname === '/sitemap.xml') {
      import('@genetype/domain')
        .then((domain) =>
          send(req, res, 200, sitemapXml({ domain, siteUrl }), 'application/xml; charset=utf-8'),
        )
        .catch((error) => {
          console.error(`sitemap: ${error.message}`);
          res.statusCode = 500;
          res.end();
        });
      return true;
    }
    if (!isPageRequest(req, dir)) return false;
    const identity = rolloutIdentity(req);
    if (identity.fresh) res.setHeader('Set-Cookie', bucketCookie(identity.bucketId, siteUrl));
    load()
      .then((compose) => compose(pathname === '/index.html' ? '/' : pathname, identity))
      .then(({ status, html }) => send(req, res, status, html))
      .catch((error) => {
        // Never a broken page: the template as it is, as before the composer existed.
        console.error(`page composer: ${error.message}`);
        try {
          send(req, res, 200, template());
        } catch {
          res.statusCode = 500;
          res.end();
        }
      });
    return true;
  };
}
