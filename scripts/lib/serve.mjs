// The production site on this machine: every app's dist/ from its own origin, as a CDN
// would serve it, plus the API. `npm start`, the e2e harness, the budget check and the
// benchmark all start the site through this one module.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { VERSION_PATTERN, deployPaths } from './deploy/paths.mjs';
import { createPinoFormatter, green, prefix, red } from './log.mjs';
import { assertPortFree, assertPortsFree } from './ports.mjs';
import { start } from './proc.mjs';
import { waitForUrl } from './wait-url.mjs';
import { APPS, API_PORT, API_URL, PORTS, ROOT, SITE_URL, distDir } from './workspace.mjs';

const require = createRequire(import.meta.url);
// The one definition of the security headers (the dev servers, the API and the runbook use it too).
const { documentHeaders, originsOf, remoteOriginsFromManifest, sdkOriginsFor } = require(
  path.join(ROOT, 'packages', 'tooling', 'build', 'security-headers.cjs'),
);

// Small pointer files must be revalidated on every load: they are what a rollout repoints.
// Everything carrying a content hash in its name never changes, so it is cached for a year.
const HASHED = /[.-][0-9a-f]{8,32}\.(?:js|css|woff2?|png|svg|jpe?g|webp|gif|ico)(?:\.map)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

// The builds write `.br` and `.gz` beside every text file (packages/tooling/build/webpack-app.cjs); sirv
// sends the best one the browser accepts (Content-Encoding, Vary: Accept-Encoding), and the file
// itself to a client that accepts neither.
const STATIC_OPTIONS = {
  etag: true,
  dev: false,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    // sirv's type table has no .ico: the favicon would go out without a Content-Type.
    if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
  },
};

// Releases (docs/runbook.md): each remote's server also serves its published versions,
// deploy/<app>/<version>/ at /releases/<version>/, and the shell's server answers /remotes.json
// with deploy/remotes.json once something was released (before that, with the one in its dist).
// The deploy root is read on every request (GENETYPE_DEPLOY_ROOT: the e2e harness uses a temporary one).
const RELEASE_PATH = /^\/releases\/([^/]+)(\/.*)$/;
const releaseHandlers = new Map();

function releaseHandler(dir) {
  // A published folder never changes, so its file index can be kept.
  let handler = releaseHandlers.get(dir);
  if (!handler) {
    handler = sirv(dir, { ...STATIC_OPTIONS, single: false });
    releaseHandlers.set(dir, handler);
  }
  return handler;
}

/** The JSON file a path names inside `dir` (null for anything else, or a path that leaves it). */
function jsonFile(dir, pathname) {
  if (!pathname.endsWith('.json')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.join(dir, decoded);
  return file.startsWith(`${path.resolve(dir)}${path.sep}`) ? file : null;
}

/**
 * The small JSON pointer files (remotes.json, mf-manifest.json) are read from disk on every request
 * (a release, a rollout or a person rewrites them in place) and compressed on the fly: a few KB,
 * so no precompressed copy exists that could go stale. False when the file does not exist.
 */
function sendJson(req, res, file) {
  let stats;
  let body;
  try {
    stats = fs.statSync(file);
    if (!stats.isFile()) return false;
    body = fs.readFileSync(file);
  } catch {
    return false;
  }
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return true;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (body.length >= 1024 && /\bbr\b/.test(accepted)) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (body.length >= 1024 && /\bgzip\b/.test(accepted)) {
    body = zlib.gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** Serves /releases/<version>/… of a remote; false when the request is not for a release. */
function serveRelease(app, req, res, notFound) {
  const pathname = (req.url ?? '').split('?')[0];
  const match = RELEASE_PATH.exec(pathname);
  if (!match) return false;
  const [, version, rest] = match;
  const dir = VERSION_PATTERN.test(version) ? deployPaths(ROOT).releaseDir(app, version) : null;
  if (!dir || !fs.existsSync(dir)) {
    notFound();
    return true;
  }
  const json = jsonFile(dir, rest);
  if (json && sendJson(req, res, json)) return true;
  req.url = rest;
  releaseHandler(dir)(req, res, notFound);
  return true;
}

/** Answers /remotes.json from the deploy root when a release wrote one; false otherwise. */
function serveDeployedManifest(req, res) {
  if ((req.url ?? '').split('?')[0] !== '/remotes.json') return false;
  return sendJson(req, res, deployPaths(ROOT).manifest);
}

/**
 * The run-time configuration of the front end (packages/platform/src/api/runtime-config.ts), from the same
 * environment the security headers read: the API's address (API_URL) and Kakao's JavaScript key.
 */
export function runtimeConfigFor(env = process.env) {
  return {
    apiUrl: (env.API_URL || API_URL).replace(/\/+$/, ''),
    kakaoJsKey: env.KAKAO_JS_KEY || '',
  };
}

function serveRuntimeConfig(req, res) {
  if ((req.url ?? '').split('?')[0] !== '/config.json') return false;
  const body = Buffer.from(JSON.stringify(runtimeConfigFor()));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** The CSP hashes the build wrote beside index.html (packages/tooling/build/webpack-app.cjs). */
function readHashes(dir) {
  try {
    const { script = [], style = [] } = JSON.parse(
      fs.readFileSync(path.join(dir, 'csp-hashes.json'), 'utf8'),
    );
    return { script, style };
  } catch {
    return { script: [], style: [] };
  }
}

/**
 * The security headers of every response of one app's server, as an object. The remotes' origins
 * come from the manifest the shell serves (a release or rollout may name new ones: re-read when it
 * changes) and DEPLOY_PUBLIC_URL; the API's from API_URL, as /config.json names it.
 * `production` adds HSTS (only meaningful over HTTPS).
 * @param {{ dir: string, env?: Record<string,string|undefined> }} options
 */
export function securityHeadersFor({ dir, env = process.env }) {
  const hashes = readHashes(dir);
  const manifests = [deployPaths(ROOT, env).manifest, path.join(distDir('shell'), 'remotes.json')];
  let cachedKey = null;
  let cached = null;
  return () => {
    // The first manifest that exists is the one the shell's server answers with.
    let manifestFile = null;
    let key = 'none';
    for (const file of manifests) {
      try {
        const stats = fs.statSync(file);
        manifestFile = file;
        key = `${file}:${stats.mtimeMs}:${stats.size}`;
        break;
      } catch {
        // try the next one
      }
    }
    if (key === cachedKey) return cached;
    let manifestOrigins = [];
    try {
      if (manifestFile)
        manifestOrigins = remoteOriginsFromManifest(
          JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
        );
    } catch {
      // A manifest being rewritten: the other sources still apply; the next request re-reads it.
    }
    cachedKey = key;
    cached = documentHeaders({
      production: env.NODE_ENV === 'production',
      apiOrigin: originsOf([env.API_URL || API_URL])[0],
      remoteOrigins: [...manifestOrigins, ...originsOf([env.DEPLOY_PUBLIC_URL ?? ''])],
      formActionOrigins: originsOf([env.IDENTITY_CHECK_URL ?? '']),
      sdkOrigins: sdkOriginsFor(env),
      hashes,
    });
    return cached;
  };
}

/** The shell's page server, compiled by the shell's build (shell/server → shell/dist-server). */
export const PAGE_SERVER = path.join(ROOT, 'shell', 'dist-server', 'server', 'page-serve.js');

/**
 * The shell's page handler (composed HTML for every page navigation, robots.txt, sitemap.xml),
 * configured as the production process configures it (SITE_URL, API_URL, GENETYPE_DEPLOY_ROOT).
 * @param {string} dir the shell's dist
 */
export async function loadPageHandler(dir, env = process.env) {
  if (!fs.existsSync(PAGE_SERVER)) {
    throw new Error(
      `shell: ${path.relative(ROOT, PAGE_SERVER)} is missing — build the shell first (npm start builds what is stale).`,
    );
  }
  const { pageDocumentHandler, pageServerConfig } = await import(pathToFileURL(PAGE_SERVER).href);
  return pageDocumentHandler(
    pageServerConfig(env, {
      dir,
      deployRoot: deployPaths(ROOT, {}).root,
      siteUrl: SITE_URL,
      apiUrl: API_URL,
    }),
  );
}

/**
 * The request handler of one app's static server (exported for its tests, which give it a folder).
 * `pages`: the shell's page handler (loadPageHandler), asked before the static files; `(req, res)
 * => boolean`, false when the request is not a page.
 * @param {string} app
 * @param {{ dir?: string, pages?: ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | null }} [options]
 */
export function staticHandler(app, { dir = distDir(app), pages = null } = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `${app}: ${path.relative(ROOT, dir)}/index.html is missing — build it first (npm start builds what is stale).`,
    );
  }
  const isRemote = app !== 'shell';
  // sirv indexes the folder when created (dev: false), so a rebuilt dist needs a new handler.
  const serve = sirv(dir, { ...STATIC_OPTIONS, single: true });
  const securityHeaders = securityHeadersFor({ dir });
  return (req, res) => {
    // Every answer (documents, scripts, styles, JSON, fonts, images, 404s) carries them: the CSP
    // matters on documents (and SVG), nosniff on everything.
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    if (isRemote) {
      // Remotes are fetched cross-origin by the shell (script tags and manifest fetches).
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.writeHead(204).end();
        return;
      }
    }
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Cache-Control', REVALIDATE);
      res.end('Not found');
    };
    if (
      isRemote
        ? serveRelease(app, req, res, notFound)
        : serveDeployedManifest(req, res) || serveRuntimeConfig(req, res)
    )
      return;
    // Page navigations get the shell's index.html with each page's own tags (crawlers, link previews).
    if (pages?.(req, res)) return;
    const json = jsonFile(dir, (req.url ?? '').split('?')[0]);
    if (json && sendJson(req, res, json)) return;
    serve(req, res, notFound);
  };
}

/** Serves one app's dist on its port. Resolves once it listens. */
export async function startStatic(app, { port = PORTS[app] } = {}) {
  const pages = app === 'shell' ? await loadPageHandler(distDir(app)) : null;
  const handler = staticHandler(app, { pages });
  await assertPortFree(port, app);
  const server = http.createServer(handler);
  server.keepAliveTimeout = 5000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    app,
    port,
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections open; a stopped server must refuse the next request.
        server.closeAllConnections();
      }),
  };
}

/**
 * Starts the compiled API (`api/dist/server.js`) with its logs prefixed, and waits for
 * `GET /health`.
 * @param {{ env?: Record<string,string|undefined>, quiet?: boolean, timeoutMs?: number }} [options]
 */
export async function startApi({ env = {}, quiet = false, timeoutMs = 60000 } = {}) {
  const entry = path.join(ROOT, 'api', 'dist', 'server.js');
  if (!fs.existsSync(entry))
    throw new Error(
      'api/dist/server.js is missing — build the API first (npm start builds what is stale).',
    );
  await assertPortFree(API_PORT, 'api');
  const proc = start(process.execPath, [entry], {
    cwd: path.join(ROOT, 'api'),
    env: { PORT: String(API_PORT), ...env },
    label: prefix('api'),
    capture: true,
    quiet,
    format: createPinoFormatter(),
  });
  let exited = false;
  void proc.done.then(() => {
    exited = true;
  });
  const ready = await waitForUrl(`${API_URL}/health`, { timeoutMs, isDead: () => exited });
  if (!ready.ok) {
    const { output } = exited ? await proc.done : { output: '' };
    await proc.stop();
    const tail = output.trim().split('\n').slice(-20).join('\n');
    throw new Error(`The API did not start (${ready.reason}).${tail ? `\n${tail}` : ''}`);
  }
  return { url: API_URL, port: API_PORT, stop: () => proc.stop(), done: proc.done };
}

/**
 * Starts the production site.
 * @param {{ only?: string[], skip?: string[], api?: boolean, apiEnv?: Record<string,string|undefined>, quiet?: boolean }} [options]
 */
export async function startSite({ only, skip = [], api = true, apiEnv = {}, quiet = false } = {}) {
  const apps = (only ?? APPS).filter((app) => APPS.includes(app) && !skip.includes(app));
  // Check every port first, so the message names all conflicts and nothing half-starts.
  await assertPortsFree([
    ...apps.map((app) => [app, PORTS[app]]),
    ...(api ? [['api', API_PORT]] : []),
  ]);

  /** @type {Map<string, Awaited<ReturnType<typeof startStatic>>>} */
  const servers = new Map();
  let apiHandle = null;
  const say = (line) => {
    if (!quiet) console.log(line);
  };

  const site = {
    url: `http://localhost:${PORTS.shell}`,
    apiUrl: API_URL,
    running: () => [...servers.keys()],
    async startApp(app) {
      if (!APPS.includes(app)) throw new Error(`Unknown app: ${app}`);
      if (servers.has(app)) return;
      servers.set(app, await startStatic(app));
      say(
        `${prefix(app)} ${green(`serving ${path.relative(ROOT, distDir(app))}/ on http://localhost:${PORTS[app]}`)}`,
      );
    },
    async stopApp(app) {
      const server = servers.get(app);
      if (!server) return;
      servers.delete(app);
      await server.stop();
      say(`${prefix(app)} ${red('stopped')}`);
    },
    async stop() {
      await Promise.all([...servers.keys()].map((app) => site.stopApp(app)));
      if (apiHandle) {
        const handle = apiHandle;
        apiHandle = null;
        await handle.stop();
      }
    },
  };

  try {
    for (const app of apps) await site.startApp(app);
    if (api) apiHandle = await startApi({ env: apiEnv, quiet });
  } catch (error) {
    await site.stop();
    throw error;
  }
  site.api = apiHandle;
  return site;
}

/**
 * A tiny HTTP control plane on 127.0.0.1 so that test workers (other processes) can stop
 * and restart one app's server: `POST /apps/<name>/stop` and `POST /apps/<name>/start`.
 */
export async function startControlServer(site) {
  const server = http.createServer(async (req, res) => {
    const match = /^\/apps\/([a-z-]+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    const [, app, action] = match;
    try {
      if (action === 'stop') await site.stopApp(app);
      else await site.startApp(app);
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ running: site.running() }));
    } catch (error) {
      res
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: error.message }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
