// The shell's page server: it answers page navigations with composed HTML (./page-composer.ts) —
// every path that is not a file of the shell's dist/ (the deep links the single-page app handles)
// and the home page — plus /sitemap.xml and /robots.txt. The browser's rollout identity (bucket id,
// a tester's pins) comes from its cookies, which the shell keeps equal to its localStorage
// (../src/federation/rollout-storage.ts); a first visit gets a new bucket id in a cookie here, which
// the browser then adopts, so the prerendered HTML is always that of the version the browser will run.
// Used in two places: inside the static server of `npm start` and the journeys
// (scripts/lib/serve.mjs), and as its own process behind nginx (./main.ts).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { robotsTxt, sitemapXml } from './crawlers.js';
import {
  canaryApps,
  createPageComposer,
  parsedManifest,
  type FetchLike,
  type VisitorIdentity,
} from './page-composer.js';
import type { FrameHtml } from './page-html.js';

/** The shell's frame in the languages other than Korean (build/frame-prerender-plugin.cjs). */
const FRAME_FILE = 'prerendered-frame.json';

/** The cookies the shell mirrors its rollout identity in (rollout-storage.ts). */
export const BUCKET_COOKIE = 'genetype_rollout_bucket';
export const PINS_COOKIE = 'genetype_mf_pins';
const PIN_PARAM = 'mf-pin';
const BUCKET_ID = /^[A-Za-z0-9_-]{1,80}$/;

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
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

/** The page's language, mirrored by the shell (@genetype/platform's language-store.ts). */
export const LANGUAGE_COOKIE = 'genetype_lang';
/** The address form of a language (hreflang alternates, the prerendered language link). */
export const LANGUAGE_PARAM = 'lang';
const LANGUAGES = ['ko', 'en'] as const;
export type PageLanguage = (typeof LANGUAGES)[number];
const isPageLanguage = (value: unknown): value is PageLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a page request is answered in — the rule the shell's start (language-store.ts) and
 * nginx's cache key (ops/nginx) follow too: `?lang=en|ko`, else the cookie `genetype_lang=en|ko`,
 * else the first of ko/en in Accept-Language by preference (q-values; q=0 refuses), else Korean.
 * Anything unknown or malformed counts as absent.
 */
export function pageLanguage({
  query,
  cookies,
  acceptLanguage,
}: {
  query?: URLSearchParams | string | undefined;
  cookies?: Record<string, string> | undefined;
  acceptLanguage?: string | string[] | undefined;
}): PageLanguage {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const asked = params?.get(LANGUAGE_PARAM);
  if (isPageLanguage(asked)) return asked;
  const chosen = cookies?.[LANGUAGE_COOKIE];
  if (isPageLanguage(chosen)) return chosen;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  const preferred = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      let q = 1;
      for (const param of params) {
        const value = /^\s*q\s*=(.*)$/i.exec(param)?.[1]?.trim();
        // A malformed weight refuses the range rather than promoting it.
        if (value !== undefined)
          q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
      }
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferred.map(({ base }) => base).find(isPageLanguage) ?? 'ko';
}

export interface RequestIdentity extends Required<VisitorIdentity> {
  pins: Record<string, string>;
  /** No usable bucket cookie came with the request: `bucketId` was made for it. */
  fresh: boolean;
}

/**
 * The browser's rollout identity from its request: the bucket id of its cookie (`fresh` when there
 * is none and one was made for it), its pins from the cookie and this address's `?mf-pin=` (which
 * the shell applies before it chooses, ../src/federation/rollout-identity.ts).
 */
export function rolloutIdentity(req: Pick<IncomingMessage, 'headers' | 'url'>): RequestIdentity {
  const cookies = parseCookies(req.headers.cookie);
  const stored = cookies[BUCKET_COOKIE];
  const fresh = !(stored && BUCKET_ID.test(stored));
  const bucketId = fresh || !stored ? randomUUID() : stored;
  let pins: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(cookies[PINS_COOKIE] ?? '{}');
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
  const language = pageLanguage({ query, cookies, acceptLanguage: req.headers['accept-language'] });
  return { bucketId, pins, fresh, language };
}

const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether the bucket cookie is `Secure` (issue 36): when this request came over https (nginx says
 * so in X-Forwarded-Proto), when the site is https, and in production unless the site is this
 * machine's http://localhost (`npm run start:prod`). Never in development over http://localhost,
 * where a browser may drop a Secure cookie.
 */
export function secureBucketCookie(
  req: Pick<IncomingMessage, 'headers'>,
  { siteUrl, production = false }: Pick<PageServerConfig, 'siteUrl' | 'production'>,
): boolean {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  if (forwarded === 'https' || siteUrl.startsWith('https:')) return true;
  return production && !LOCAL_HTTP.test(siteUrl);
}

function bucketCookie(bucketId: string, secureCookie: boolean): string {
  const secure = secureCookie ? '; Secure' : '';
  // Read by the shell's code (not HttpOnly): it is the browser's own rollout bucket, not a secret.
  return `${BUCKET_COOKIE}=${bucketId}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// sirv's own rule for "a file, not a route": a last segment with an extension.
const FILE_LIKE = /[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/;

/** The template, read again when the build replaces it. */
function templateReader(file: string): () => string {
  let cached: { key: string; html: string } | null = null;
  return () => {
    const stats = fs.statSync(file);
    const key = `${stats.mtimeMs}:${stats.size}`;
    if (cached?.key !== key) cached = { key, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * A JSON file read on every request (a rollout rewrites remotes.json under a running server), parsed
 * again only when its text changed, so that an unchanged file is the same object to the composer.
 */
function jsonReader(file: string | undefined): () => unknown {
  let cached: { text: string; value: unknown } | null = null;
  return () => {
    if (!file) return undefined;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    if (cached?.text !== text) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      cached = { text, value };
    }
    return cached.value;
  };
}

/** Whether a request is a page navigation the composer answers. */
export function isPageRequest(req: Pick<IncomingMessage, 'method' | 'url'>, dir: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent((req.url ?? '/').split(/[?#]/, 1)[0] ?? '/');
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

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  type = 'text/html; charset=utf-8',
  { language, personal = false }: { language?: string; personal?: boolean } = {},
): void {
  let body = Buffer.from(text);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Content-Type', type);
  // The page names the module versions of this moment: always revalidated. `private`: only this
  // visitor's (page-composer.ts ComposedPage.private), which the edge's cache never keeps.
  res.setHeader('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
  // The language the page was composed in: the edge keeps a page only under its own language.
  if (language) res.setHeader('Content-Language', language);
  // The prerendered HTML is that of the version the browser's bucket (its cookie) gets, in the
  // language of `?lang=` (the address), else its cookie, else Accept-Language (pageLanguage).
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

export interface PageServerConfig {
  /** The shell's built folder: index.html (the template) and its remotes.json. */
  dir: string;
  /** The deployed rollout manifest, served instead of the dist's one when it exists. */
  manifestFile?: string | undefined;
  /** The site's public origin (og:url, canonical, absolute image URLs), without a trailing slash. */
  siteUrl: string;
  /** The API's address, for shared profiles. */
  apiUrl: string;
  /** NODE_ENV=production: the bucket cookie is Secure unless the site is a local http one. */
  production?: boolean;
  /** Where the edge's canary markers go (GENETYPE_EDGE_DIR; see edgeCanaryMarkers). */
  edgeDir?: string | undefined;
}

const MARKER_PREFIX = 'canary-';

/**
 * The modules with a canary under way, as empty files `<edgeDir>/canary-<module>` that nginx checks
 * (`-f`) before it looks in its page cache (ops/nginx/genetype.conf): those modules' Korean pages
 * are each visitor's own then, and must be composed per request. Written again whenever remotes.json
 * changes — checked every second, so a rollout or rollback reaches the edge's choice within about a
 * second, even while every page is answered from the cache and no request reaches the composer.
 */
export function edgeCanaryMarkers(
  edgeDir: string,
  manifest: () => unknown,
  siteUrl: string,
): { sync: () => void; stop: () => void } {
  // The manifest object last written out (jsonReader gives the same one while the text is the same).
  let synced: unknown = Symbol('never');
  const sync = () => {
    const raw = manifest();
    if (raw === synced) return;
    const apps = canaryApps(parsedManifest(raw, siteUrl));
    try {
      fs.mkdirSync(edgeDir, { recursive: true });
      const wanted = new Set(apps.map((app) => `${MARKER_PREFIX}${app}`));
      for (const name of fs.readdirSync(edgeDir))
        if (name.startsWith(MARKER_PREFIX) && !wanted.has(name))
          fs.rmSync(path.join(edgeDir, name), { force: true });
      for (const name of wanted) fs.writeFileSync(path.join(edgeDir, name), '');
      synced = raw;
    } catch (error) {
      // Tried again on the next tick; meanwhile the composer marks such pages private anyway.
      console.error(`edge markers: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  sync();
  const timer = setInterval(sync, 1000);
  timer.unref();
  return { sync, stop: () => clearInterval(timer) };
}

/**
 * The configuration from the environment, one rule for every server that composes:
 * SITE_URL (else APP_URL), API_URL, GENETYPE_DEPLOY_ROOT (its remotes.json). `defaults` says what
 * this machine falls back to.
 */
export function pageServerConfig(
  env: Record<string, string | undefined>,
  defaults: { dir: string; deployRoot: string; siteUrl: string; apiUrl: string },
): PageServerConfig {
  const deployRoot = env.GENETYPE_DEPLOY_ROOT
    ? path.resolve(env.GENETYPE_DEPLOY_ROOT)
    : defaults.deployRoot;
  return {
    dir: defaults.dir,
    manifestFile: path.join(deployRoot, 'remotes.json'),
    siteUrl: (env.SITE_URL || env.APP_URL || defaults.siteUrl).replace(/\/+$/, ''),
    apiUrl: (env.API_URL || defaults.apiUrl).replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    edgeDir: env.GENETYPE_EDGE_DIR ? path.resolve(env.GENETYPE_EDGE_DIR) : undefined,
  };
}

/** `(req, res) => boolean`: false when the request is not a page (the static files answer it). */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The page handler of the shell's server. */
export function pageDocumentHandler({
  dir,
  manifestFile,
  siteUrl,
  apiUrl,
  production = false,
  edgeDir,
  fetchImpl = fetch,
}: PageServerConfig & { fetchImpl?: FetchLike }): PageHandler {
  const template = templateReader(path.join(dir, 'index.html'));
  const deployed = jsonReader(manifestFile);
  const bundled = jsonReader(path.join(dir, 'remotes.json'));
  const frames = jsonReader(path.join(dir, FRAME_FILE));
  const manifest = () => deployed() ?? bundled();
  if (edgeDir) edgeCanaryMarkers(edgeDir, manifest, siteUrl);
  const compose = createPageComposer({
    template,
    manifest,
    siteUrl,
    apiUrl,
    fetchImpl,
    frame: (language) => {
      const all = frames();
      const frame: unknown =
        all && typeof all === 'object' ? (all as Record<string, unknown>)[language] : undefined;
      return frame && typeof frame === 'object' ? (frame as FrameHtml) : undefined;
    },
  });
  return (req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && pathname === '/robots.txt') {
      send(req, res, 200, robotsTxt({ siteUrl }), 'text/plain; charset=utf-8');
      return true;
    }
    if (read && pathname === '/sitemap.xml') {
      send(req, res, 200, sitemapXml({ siteUrl }), 'application/xml; charset=utf-8');
      return true;
    }
    if (!isPageRequest(req, dir)) return false;
    const identity = rolloutIdentity(req);
    if (identity.fresh)
      res.setHeader(
        'Set-Cookie',
        bucketCookie(identity.bucketId, secureBucketCookie(req, { siteUrl, production })),
      );
    compose(pathname === '/index.html' ? '/' : pathname, identity)
      .then(({ status, html, private: personal }) =>
        send(req, res, status, html, undefined, { language: identity.language, personal }),
      )
      .catch((error: unknown) => {
        // Never a broken page: the template as it is, as before the composer existed.
        console.error(`page composer: ${error instanceof Error ? error.message : String(error)}`);
        try {
          send(req, res, 200, template(), undefined, { personal: true });
        } catch {
          res.statusCode = 500;
          res.end();
        }
      });
    return true;
  };
}
