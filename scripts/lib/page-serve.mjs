// The shell's server answers page navigations with composed HTML (./page-html.mjs): every path that
// is not a file of its dist/ (the deep links the single-page app handles) and the home page.
// Kept apart from serve.mjs so that its only change is one call.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { deployPaths } from './deploy/paths.mjs';
import { createPageComposer } from './page-html.mjs';
import { API_URL, ROOT, SITE_URL } from './workspace.mjs';

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

function send(req, res, status, html) {
  let body = Buffer.from(html);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The page names the module versions of this moment: always revalidated.
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
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
      domain = await import('@genetype/shared/domain');
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
      siteUrl: siteUrlFrom(env),
      apiUrl: (env.API_URL || API_URL).replace(/\/+$/, ''),
      fetchImpl,
    });
    return composer;
  };
  return (req, res) => {
    if (!isPageRequest(req, dir)) return false;
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    load()
      .then((compose) => compose(pathname === '/index.html' ? '/' : pathname))
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
