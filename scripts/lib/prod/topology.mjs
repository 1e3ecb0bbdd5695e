// The production topology on one machine (docs/operations.md): nginx on :8080 in front of the
// shell and the modules' releases, the page composer, two API instances (NODE_ENV=production,
// PostgreSQL, Redis) and the identity-provider stand-ins as their own process. Used by
// `npm run start:prod`, the fail-over bench and its short check in `npm test`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployPaths, REMOTE_APPS } from '../deploy/paths.mjs';
import { createPinoFormatter, prefix as label } from '../log.mjs';
import { start } from '../proc.mjs';
import { waitForUrl } from '../wait-url.mjs';
import { ROOT, distDir } from '../workspace.mjs';
import { NGINX_PATH, edgeDirOf, renderNginx } from './nginx.mjs';
import { PROMETHEUS_PATH, prometheusArgs, renderPrometheus } from './prometheus.mjs';

export const PROD_PORTS = {
  nginx: 8080,
  api: [4011, 4012],
  pages: 4020,
  standIns: 4100,
  smtp: 4125,
  // Prometheus' own web address (docs/runbook.md, "Prometheus"): it scrapes both API instances.
  prometheus: 9090,
};
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/genetype';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const SECRETS_FILE = path.join(ROOT, 'data', 'prod-secrets.env');

// What the stand-ins and the API agree on (the stand-ins play the registered providers).
const STAND_IN_CLIENTS = {
  KAKAO_CLIENT_ID: 'local-kakao-client',
  GOOGLE_CLIENT_ID: 'local-google-client.apps.genetype.local',
  IDENTITY_CHECK_SITE_CODE: 'LOCAL01',
};

/** KEY=value lines (comments and blanks ignored). */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim();
  }
  return values;
}

/**
 * The production secrets of this machine: made once with real randomness into a git-ignored
 * file (mode 0600), then reused so sessions survive restarts. Values already in the environment win.
 */
export function loadProdSecrets(file = SECRETS_FILE) {
  let values = {};
  if (fs.existsSync(file)) values = parseEnvFile(fs.readFileSync(file, 'utf8'));
  const wanted = {
    JWT_SECRET: () => randomBytes(48).toString('base64'),
    IDENTITY_CHECK_KEY: () => randomBytes(32).toString('base64'),
    KAKAO_CLIENT_SECRET: () => randomBytes(24).toString('base64url'),
    // Who may read the API's /metrics: Prometheus (served in production only with it).
    METRICS_TOKEN: () => randomBytes(32).toString('base64url'),
  };
  const missing = Object.keys(wanted).filter((name) => !values[name]);
  if (missing.length > 0) {
    for (const name of missing) values[name] = wanted[name]();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const lines = [
      '# Secrets of `npm run start:prod` on this machine (made once; git-ignored). Delete the file',
      '# to make new ones (everybody is signed out). Real servers take them from a secret store.',
      ...Object.entries(values).map(([name, value]) => `${name}=${value}`),
    ];
    fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return { values, created: missing.length > 0 };
}

/** A URL with its password masked (also for addresses `new URL` cannot parse). */
export function redactUrl(url) {
  return url.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

/** Creates the database of DATABASE_URL when it does not exist (PostgreSQL's own `postgres` db). */
export async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  // Not `new URL`: a socket address (postgres://user@/db?host=/var/run/postgresql) has no host.
  const match = /^(postgres(?:ql)?:\/\/[^/]*)\/([^?]*)(\?.*)?$/.exec(databaseUrl);
  if (!match) throw new Error('DATABASE_URL must look like postgres://user@host:5432/genetype.');
  const name = decodeURIComponent(match[2]);
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`DATABASE_URL names the database "${name}": use a plain SQL identifier.`);
  const admin = `${match[1]}/postgres${match[3] ?? ''}`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer (${redactUrl(admin)}): ${error.message}`);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The run-time folder nginx serves beside the shell: remotes.json (every listed version under
 * /modules/<app>/<version>/ of this origin), config.json, and /modules/ as links to the folders.
 * Releases (deploy/<app>/<version>/) keep their version; a module never released is its dist/.
 */
export function renderRuntime({ dir, siteUrl, config, env = process.env }) {
  const deploy = deployPaths(ROOT, env);
  const source = readJson(deploy.manifest) ?? readJson(deploy.seed) ?? {};
  const manifest = {};
  fs.rmSync(path.join(dir, 'modules'), { recursive: true, force: true });
  for (const app of REMOTE_APPS) {
    const entry = source[app];
    const versions =
      entry && typeof entry.entry === 'string'
        ? { [entry.version ?? 'dist']: entry.entry }
        : (entry?.versions ?? {});
    const stable = entry?.stable ?? entry?.version ?? Object.keys(versions)[0] ?? 'dist';
    const listed = {};
    for (const version of Object.keys(versions).length > 0 ? Object.keys(versions) : ['dist']) {
      const released = deploy.releaseDir(app, version);
      const folder = fs.existsSync(path.join(released, 'remoteEntry.js')) ? released : distDir(app);
      const link = path.join(dir, 'modules', app, version);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      fs.symlinkSync(folder, link);
      listed[version] = `${siteUrl}/modules/${app}/${version}/remoteEntry.js`;
    }
    manifest[app] = {
      stable: stable in listed ? stable : Object.keys(listed)[0],
      canary: entry?.canary && entry.canary.version in listed ? entry.canary : null,
      versions: listed,
    };
  }
  // The composer and the header generator read the manifest from a deploy root: this folder.
  fs.writeFileSync(path.join(dir, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return manifest;
}

// One /health check may take this long: an instance that is behind on its work (the fail-over
// bench's survivor, a restarted instance taking its share at once) answers late, and alive.
const HEALTH_ATTEMPT_MS = 5000;

/**
 * A supervised process: started again when it exits unexpectedly (backing off while it keeps
 * crashing), stopped for good by stop(). `events` hears 'exit' and 'ready' with timings.
 */
function supervise({ name, command, args, cwd, env, healthUrl, quiet, format, onEvent }) {
  let proc = null;
  let stopping = false;
  let backoffMs = 250;
  let startedAt = 0;
  const state = { name, restarts: 0, ready: false, pid: null };

  const launch = () => {
    startedAt = Date.now();
    state.ready = false;
    proc = start(command, args, {
      cwd,
      env,
      label: quiet ? undefined : label(name),
      capture: quiet,
      quiet,
      format,
    });
    state.pid = proc.child.pid;
    const current = proc;
    let exited = false;
    void current.done.then(({ code, output }) => {
      exited = true;
      if (stopping) return;
      const ranMs = Date.now() - startedAt;
      onEvent?.({
        type: 'exit',
        name,
        code,
        ranMs,
        at: Date.now(),
        output: quiet ? output.slice(-2000) : '',
      });
      // A process that ran a while restarts at once; one that keeps crashing waits longer.
      backoffMs = ranMs > 10_000 ? 250 : Math.min(backoffMs * 2, 10_000);
      state.restarts += 1;
      setTimeout(() => {
        if (!stopping) launch();
      }, backoffMs);
    });
    if (healthUrl)
      void waitForUrl(healthUrl, {
        timeoutMs: 120_000,
        intervalMs: 200,
        attemptMs: HEALTH_ATTEMPT_MS,
        isDead: () => exited || stopping,
      }).then(({ ok }) => {
        if (ok && !exited) {
          state.ready = true;
          onEvent?.({ type: 'ready', name, startMs: Date.now() - startedAt, at: Date.now() });
        }
      });
  };
  launch();
  return {
    state,
    get pid() {
      return proc?.child.pid ?? null;
    },
    /** Waits until the current process answers its health URL. */
    ready: (timeoutMs = 120_000) =>
      waitForUrl(healthUrl, {
        timeoutMs,
        intervalMs: 200,
        attemptMs: HEALTH_ATTEMPT_MS,
        isDead: () => state.restarts >= 3,
      }).then(({ ok }) => {
        if (!ok)
          throw new Error(
            state.restarts >= 3
              ? `${name} keeps exiting before it answers ${healthUrl} — see its output above.`
              : `${name} did not answer ${healthUrl} within ${timeoutMs / 1000} s.`,
          );
      }),
    /** SIGTERM, then waits until the process started in its place answers its health URL. */
    restart: async (timeoutMs = 90_000) => {
      const before = state.restarts;
      try {
        process.kill(proc.child.pid, 'SIGTERM');
      } catch {
        // already gone: the supervisor is starting it
      }
      const deadline = Date.now() + timeoutMs;
      while (state.restarts === before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const { ok } = await waitForUrl(healthUrl, {
        timeoutMs: Math.max(1000, deadline - Date.now()),
        intervalMs: 200,
        attemptMs: HEALTH_ATTEMPT_MS,
      });
      if (!ok) throw new Error(`${name} did not come back within ${timeoutMs / 1000} s.`);
    },
    /** What the running process has written so far (captured, `quiet`, processes only). */
    output: () => proc?.output() ?? '',
    /** Sends a signal to the running process (the supervisor restarts it after it exits). */
    signal: (signal) => {
      try {
        process.kill(proc.child.pid, signal);
      } catch {
        // already gone
      }
    },
    stop: async () => {
      stopping = true;
      await proc?.stop(12_000);
    },
  };
}

/**
 * Starts the whole topology. Resolves once nginx answers and both API instances are healthy.
 * @param {{ env?: Record<string,string|undefined>, quiet?: boolean, onEvent?: (e: object) => void,
 *   ports?: typeof PROD_PORTS, apiEnv?: Record<string,string>, pagesCache?: boolean,
 *   prometheus?: boolean, prometheusInterval?: string }} [options]
 * `pagesCache: false`: the edge keeps no page (scripts/bench/edge-pages.mjs --no-cache).
 * `prometheus`: also run Prometheus on ports.prometheus (start:prod; the benches need none);
 * `prometheusInterval` shortens its scrape and evaluation interval (scripts/check-prometheus.mjs).
 */
export async function startTopology({
  env = process.env,
  quiet = false,
  onEvent,
  ports = PROD_PORTS,
  apiEnv = {},
  pagesCache = true,
  prometheus: withPrometheus = false,
  prometheusInterval,
} = {}) {
  const siteUrl = (env.SITE_URL || `http://localhost:${ports.nginx}`).replace(/\/+$/, '');
  const publicApiUrl = `${siteUrl}/api`;
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const { values: secrets, created } = loadProdSecrets();
  const createdDb = await ensureDatabase(databaseUrl);

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-prod-'));
  const runtimeDir = path.join(prefix, 'site');
  fs.mkdirSync(runtimeDir, { recursive: true });
  const runtimeConfig = {
    apiUrl: publicApiUrl,
    kakaoJsKey: env.KAKAO_JS_KEY || '',
  };
  renderRuntime({ dir: runtimeDir, siteUrl, config: runtimeConfig, env });
  const identityCheckUrl = `${siteUrl}/local-idp/checkplus/service`;
  const render = (downPorts = []) =>
    renderNginx({
      prefix,
      listen: ports.nginx,
      apiPorts: ports.api,
      downPorts,
      pagesPort: ports.pages,
      standInsPort: ports.standIns,
      runtimeDir,
      siteUrl,
      pagesCache,
      headerEnv: {
        API_URL: publicApiUrl,
        GENETYPE_DEPLOY_ROOT: runtimeDir,
        IDENTITY_CHECK_URL: identityCheckUrl,
        KAKAO_JS_KEY: env.KAKAO_JS_KEY,
      },
    });
  const { brotli } = render();

  const internal = `http://127.0.0.1:${ports.standIns}/local-idp`;
  const local = `${siteUrl}/local-idp`;
  // Production settings; the providers are the stand-ins, reached like real ones.
  const apiBase = {
    NODE_ENV: 'production',
    LOCAL_REHEARSAL: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'loopback',
    CORS_ORIGINS: siteUrl,
    APP_URL: siteUrl,
    PUBLIC_API_URL: publicApiUrl,
    JWT_SECRET: secrets.JWT_SECRET,
    ...STAND_IN_CLIENTS,
    KAKAO_CLIENT_SECRET: secrets.KAKAO_CLIENT_SECRET,
    KAKAO_AUTHORIZE_URL: `${local}/kakao/oauth/authorize`,
    KAKAO_TOKEN_URL: `${internal}/kakao/oauth/token`,
    KAKAO_USER_URL: `${internal}/kakao/v2/user/me`,
    KAKAO_LOGOUT_URL: `${local}/kakao/v1/user/logout`,
    GOOGLE_ISSUER: `${local}/google`,
    GOOGLE_JWKS_URL: `${internal}/google/jwks`,
    GOOGLE_AUTHORIZE_URL: `${local}/google/authorize`,
    IDENTITY_CHECK_URL: identityCheckUrl,
    IDENTITY_CHECK_KEY: secrets.IDENTITY_CHECK_KEY,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: '진타입 <no-reply@genetype.kr>',
    METRICS_TOKEN: secrets.METRICS_TOKEN,
    ...apiEnv,
  };
  // The operator's environment wins for what it sets (rate limits, log level, pool size, …).
  for (const name of Object.keys(env))
    if (
      /^(LOG_LEVEL|DATABASE_POOL_SIZE|[A-Z_]*RATE_LIMIT|ACCESS_TOKEN_TTL|REFRESH_TOKEN_[A-Z_]+)$/.test(
        name,
      )
    )
      apiBase[name] = env[name];

  const children = [];
  const pino = () => (quiet ? undefined : createPinoFormatter());
  const standIns = supervise({
    name: 'stand-ins',
    command: process.execPath,
    args: ['dist/dev/stand-ins.js'],
    cwd: path.join(ROOT, 'api'),
    env: {
      STAND_INS_PORT: String(ports.standIns),
      STAND_INS_PUBLIC_URL: siteUrl,
      STAND_INS_ALLOWED_ORIGINS: siteUrl,
      ...STAND_IN_CLIENTS,
      KAKAO_CLIENT_SECRET: secrets.KAKAO_CLIENT_SECRET,
      IDENTITY_CHECK_KEY: secrets.IDENTITY_CHECK_KEY,
      SMTP_SINK_PORT: String(ports.smtp),
      LOG_LEVEL: 'warn',
    },
    healthUrl: `http://127.0.0.1:${ports.standIns}/health`,
    quiet,
    format: pino(),
    onEvent,
  });
  children.push(standIns);
  await standIns.ready();

  // One instance first: it applies the migrations; the second then finds the schema up to date.
  const apis = [];
  for (const [index, port] of ports.api.entries()) {
    const api = supervise({
      name: `api-${index + 1}`,
      command: process.execPath,
      args: ['dist/server.js'],
      cwd: path.join(ROOT, 'api'),
      env: {
        ...apiBase,
        PORT: String(port),
        WITHDRAWAL_PURGE_INTERVAL: index === 0 ? (env.WITHDRAWAL_PURGE_INTERVAL ?? '1h') : 'off',
      },
      healthUrl: `http://127.0.0.1:${port}/health`,
      quiet,
      format: pino(),
      onEvent,
    });
    children.push(api);
    apis.push(api);
    await api.ready();
  }

  const pages = supervise({
    name: 'pages',
    command: process.execPath,
    // The shell's page server, compiled by the shell's build (shell/server/main.ts).
    args: [path.join(ROOT, 'shell', 'dist-server', 'server', 'main.js')],
    cwd: ROOT,
    env: {
      PAGES_PORT: String(ports.pages),
      // Production: the rollout bucket cookie is Secure unless the site is http://localhost.
      NODE_ENV: 'production',
      SITE_URL: siteUrl,
      // Shared profiles are read through nginx, like any client of the API.
      API_URL: `http://127.0.0.1:${ports.nginx}/api`,
      GENETYPE_DEPLOY_ROOT: runtimeDir,
      // The canary markers nginx checks before its page cache (ops/nginx/genetype.conf).
      GENETYPE_EDGE_DIR: edgeDirOf(prefix),
    },
    healthUrl: `http://127.0.0.1:${ports.pages}/__health`,
    quiet,
    onEvent,
  });
  children.push(pages);

  const nginx = supervise({
    name: 'nginx',
    command: NGINX_PATH,
    args: ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    cwd: prefix,
    healthUrl: `http://127.0.0.1:${ports.nginx}/config.json`,
    quiet,
    onEvent,
  });
  children.push(nginx);

  // Prometheus, for start:prod (the fail-over bench and the prod journeys do without).
  let prometheus = null;
  if (withPrometheus) {
    const configFile = renderPrometheus({
      dir: path.join(prefix, 'prometheus'),
      apiPorts: ports.api,
      metricsToken: secrets.METRICS_TOKEN,
      interval: prometheusInterval,
    });
    prometheus = supervise({
      name: 'prometheus',
      command: PROMETHEUS_PATH,
      args: prometheusArgs({
        configFile,
        dataDir: path.join(prefix, 'prometheus', 'data'),
        port: ports.prometheus,
      }),
      cwd: prefix,
      healthUrl: `http://127.0.0.1:${ports.prometheus}/-/ready`,
      quiet,
      onEvent,
    });
    children.push(prometheus);
  }
  await Promise.all([pages.ready(), nginx.ready(), prometheus?.ready()]);

  let drained = [];
  const site = {
    prefix,
    ports,
    siteUrl,
    publicApiUrl,
    databaseUrl,
    redisUrl,
    brotli,
    secretsCreated: created,
    databaseCreated: createdDb,
    apis,
    nginx,
    pages,
    standIns,
    prometheus,
    prometheusUrl: prometheus ? `http://127.0.0.1:${ports.prometheus}` : null,
    accessLog: path.join(prefix, 'logs', 'access.log'),
    errorLog: path.join(prefix, 'logs', 'error.log'),
    /**
     * Drains API instance `index` (marks it `down` and reloads nginx: new requests go to the
     * others, its own finish) or, with `false`, puts it back. Resolves once the reload is done.
     */
    drain: async (index, down = true) => {
      const port = ports.api[index];
      drained = down ? [...new Set([...drained, port])] : drained.filter((p) => p !== port);
      render(drained);
      nginx.signal('SIGHUP');
      // The new workers take over within a moment; the old ones finish what they hold.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    /**
     * A planned restart of instance `index`: SIGTERM (it drains: refuses new connections, answers
     * 503 on kept-alive ones, finishes what it holds; nginx retries the rest elsewhere), wait until
     * healthy. With `reload`, it is first marked `down` in nginx (and put back after).
     */
    restartApi: async (index, { reload = false, timeoutMs = 90_000 } = {}) => {
      const started = Date.now();
      if (reload) await site.drain(index, true);
      await apis[index].restart(timeoutMs);
      const healthyMs = Date.now() - started;
      if (reload) await site.drain(index, false);
      return { healthyMs };
    },
    stop: async () => {
      // The edge first (no new requests), then the rest together.
      await nginx.stop();
      await Promise.all(children.filter((child) => child !== nginx).map((child) => child.stop()));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
  return site;
}
