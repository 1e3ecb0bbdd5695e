// nginx for the production topology: Debian's package (installed when missing and root, as
// chromium.mjs installs Chromium), and the repo's configuration (ops/nginx/genetype.conf) rendered
// into a prefix of its own: its pid, logs and temp files, never the system service's.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bold, yellow } from '../log.mjs';
import { run } from '../proc.mjs';
import { securityHeadersFor } from '../serve.mjs';
import { ROOT, distDir } from '../workspace.mjs';

const require = createRequire(import.meta.url);
const { apiHeaders, nginxAddHeaders } = require(
  path.join(ROOT, 'packages', 'tooling', 'build', 'security-headers.cjs'),
);

export const NGINX_PATH = '/usr/sbin/nginx';
export const NGINX_TEMPLATE = path.join(ROOT, 'ops', 'nginx', 'genetype.conf');
const API_PROXY_TEMPLATE = path.join(ROOT, 'ops', 'nginx', 'api-proxy.conf');
const PAGES_PROXY_TEMPLATE = path.join(ROOT, 'ops', 'nginx', 'pages-proxy.conf');
// The composer's rule for a Secure bucket cookie in production (shell/server/page-serve.ts
// secureBucketCookie): always, unless the site is this machine's http://localhost.
/** Where the page composer writes the canary markers nginx checks (its GENETYPE_EDGE_DIR). */
export const edgeDirOf = (prefix) => path.join(prefix, 'edge');

/** How long the edge keeps a public page: a rollout reaches every page within this + 5 s. */
export const PAGES_CACHE_SECONDS = 30;
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
// nginx itself is required; the brotli module is best effort (gzip_static alone still works).
const PACKAGES = [
  ['nginx', NGINX_PATH, true],
  ['libnginx-mod-http-brotli-static', BROTLI_MODULE, false],
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

async function aptInstall(names) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...names],
  ]) {
    const { code, output } = await run('apt-get', args, { env, capture: true, quiet: true });
    if (code !== 0)
      return `apt-get ${args.join(' ')} failed (exit ${code}):\n${output.trim().split('\n').slice(-10).join('\n')}`;
  }
  return null;
}

/** Makes sure nginx (and, when it can be had, its brotli_static module) is installed. */
export async function ensureNginx() {
  const missing = PACKAGES.filter(([, file]) => !fs.existsSync(file));
  if (missing.length === 0) return;
  const required = missing.filter(([, , needed]) => needed).map(([name]) => name);
  if (!isRoot()) {
    if (required.length > 0)
      throw new Error(
        `nginx is missing and this is not root, so it cannot be installed here.\n` +
          `Install Debian's package first: sudo apt-get install -y nginx libnginx-mod-http-brotli-static`,
      );
    return;
  }
  const names = missing.map(([name]) => name);
  console.log(bold(yellow(`Installing Debian's ${names.join(' and ')} with apt-get…`)));
  const failure = await aptInstall(names);
  if (failure && required.length > 0) throw new Error(failure);
  if (!fs.existsSync(NGINX_PATH))
    throw new Error(`apt-get installed nginx but ${NGINX_PATH} is missing.`);
  // Debian's package enables and starts the system service; this topology runs its own nginx.
  await run(
    'sh',
    [
      '-c',
      'command -v systemctl >/dev/null && systemctl disable --now nginx || service nginx stop || true',
    ],
    {
      capture: true,
      quiet: true,
    },
  );
}

export function brotliAvailable() {
  return fs.existsSync(BROTLI_MODULE);
}

/**
 * Renders the configuration into `prefix` (nginx.conf, security-headers.conf, logs/, tmp/).
 * `downPorts`: API instances being drained (`down`: nginx sends them nothing new).
 * `siteUrl`: the site's public origin (whether the rollout bucket cookie nginx gives is Secure).
 * `pagesCacheSeconds`: how long the edge keeps a public page (docs/operations.md, "Pages at the edge");
 * `pagesCache: false` keeps none (the bench's before: every page composed per request).
 * @param {{ prefix: string, listen: number|string, apiPorts: number[], downPorts?: number[], pagesPort: number,
 *   standInsPort?: number|null, runtimeDir: string, shellDir?: string, siteUrl?: string,
 *   pagesCacheSeconds?: number, pagesCache?: boolean,
 *   headerEnv?: Record<string,string|undefined> }} options
 */
export function renderNginx({
  prefix,
  listen,
  apiPorts,
  downPorts = [],
  pagesPort,
  standInsPort = null,
  runtimeDir,
  shellDir = distDir('shell'),
  siteUrl = `http://localhost:${listen}`,
  pagesCacheSeconds = PAGES_CACHE_SECONDS,
  pagesCache = true,
  headerEnv = process.env,
}) {
  // cache/: nginx makes cache/pages itself, owned by its workers. edge/: the composer's canary
  // markers (GENETYPE_EDGE_DIR), which the workers only stat.
  for (const dir of ['logs', 'tmp', 'cache', 'edge'])
    fs.mkdirSync(path.join(prefix, dir), { recursive: true, mode: 0o755 });
  // The workers run as an unprivileged user: they must read what is rendered here.
  fs.chmodSync(prefix, 0o755);
  const brotli = brotliAvailable();
  const values = {
    LOAD_MODULES: brotli
      ? `load_module ${BROTLI_MODULE};`
      : '# (no brotli_static module installed)',
    PREFIX: prefix,
    LISTEN: String(listen),
    // The first stage (ops/nginx/genetype.conf): an instance that fails three times in 2 s is
    // skipped for 2 s (with 1, a live instance's single 503 or slow answer while the other was
    // frozen left the frozen one as the only choice). No backup entries: they listed each instance
    // a second time, so a request that timed out on an instance was sent to that same instance
    // again — under load, the busy survivor of a kill or restart got each slow request two or three
    // times (docs/operations.md, "Fail-over").
    API_SERVERS: apiPorts
      .map(
        (port) =>
          `        server 127.0.0.1:${port} max_fails=3 fail_timeout=2s${downPorts.includes(port) ? ' down' : ''};`,
      )
      .join('\n'),
    // The second stage: every instance, never skipped (max_fails=0); a drained one is `down` here too.
    API_WAIT_SERVERS: apiPorts
      .map(
        (port) =>
          `        server 127.0.0.1:${port} max_fails=0${downPorts.includes(port) ? ' down' : ''};`,
      )
      .join('\n'),
    PAGES_PORT: String(pagesPort),
    STAND_INS_UPSTREAM: standInsPort
      ? `\n    # Local identity providers (start:prod only; never on a real server).\n    upstream genetype_stand_ins {\n        server 127.0.0.1:${standInsPort};\n    }\n`
      : '',
    STAND_INS_LOCATION: standInsPort
      ? `\n        location ^~ /local-idp/ {\n            proxy_pass http://genetype_stand_ins;\n            proxy_set_header Host $host;\n            proxy_set_header X-Forwarded-Proto $scheme;\n            add_header X-Request-Id $request_id always;\n        }\n`
      : '',
    SHELL_DIR: shellDir,
    RUNTIME_DIR: runtimeDir,
    EDGE_DIR: edgeDirOf(prefix),
    PAGES_CACHE: pagesCache ? 'genetype_pages' : 'off',
    PAGES_CACHE_SECONDS: String(pagesCacheSeconds),
    PAGES_MISSING_CACHE_SECONDS: String(Math.max(1, Math.round(pagesCacheSeconds / 3))),
    BUCKET_COOKIE_SECURE: LOCAL_HTTP.test(siteUrl.replace(/\/+$/, '')) ? '' : '; Secure',
    BROTLI_STATIC: brotli
      ? '        brotli_static on;'
      : '        # brotli_static: module not installed',
  };
  const render = (file) =>
    fs.readFileSync(file, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
      if (!(name in values)) throw new Error(`${file}: unknown placeholder ${whole}`);
      return values[name];
    });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), render(NGINX_TEMPLATE));
  fs.writeFileSync(path.join(prefix, 'api-proxy.conf'), render(API_PROXY_TEMPLATE));
  fs.writeFileSync(path.join(prefix, 'pages-proxy.conf'), render(PAGES_PROXY_TEMPLATE));
  const headers = securityHeadersFor({
    dir: shellDir,
    env: { NODE_ENV: 'production', ...headerEnv },
  })();
  fs.writeFileSync(path.join(prefix, 'security-headers.conf'), `${nginxAddHeaders(headers)}\n`);
  // nginx's own answers under /api/ (413, 502, 504, …): the API's JSON contract and headers.
  fs.writeFileSync(
    path.join(prefix, 'api-error.conf'),
    [
      'default_type "application/json; charset=utf-8";',
      nginxAddHeaders({
        ...apiHeaders({ production: true }),
        'Cache-Control': 'no-store',
        'X-Request-Id': '$request_id',
      }),
      '',
    ].join('\n'),
  );
  return { conf: path.join(prefix, 'nginx.conf'), brotli };
}

/** `nginx -t` on a rendered configuration; resolves { ok, output }. */
export async function testNginx(prefix) {
  const { code, output } = await run(
    NGINX_PATH,
    ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { capture: true, quiet: true },
  );
  return { ok: code === 0, output };
}
