import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAIL_FROM, ACCOUNT_ENV, readAccount } from './account-config.js';
import type { MailConfig, RecoveryConfig } from './account-config.js';
import { loadDevSecrets, generateSecrets } from './dev-secrets.js';
import type { DevSecrets } from './dev-secrets.js';
import type { Env, RateLimitConfig, Variables } from './env-validation.js';
import {
  ConfigError,
  describeValue,
  parseRateLimit,
  parseTrustProxy,
  splitList,
  validateEnv,
} from './env-validation.js';
import { parseDuration } from './lib/duration.js';
import type { ProvidersConfig } from './provider-config.js';
import { PROVIDER_ENV, localProviders, readProviders } from './provider-config.js';

export { ConfigError } from './env-validation.js';
export type { RateLimitConfig } from './env-validation.js';

export type NodeEnv = 'development' | 'production' | 'test';
/** The work of a new password hash (modules/auth/password-hasher.ts); verifying reads it from the hash. */
export type PasswordHashCost = 'owasp' | 'fast';
export const PASSWORD_HASH_COSTS: readonly PasswordHashCost[] = ['owasp', 'fast'];
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  | {
      kind: 'postgres';
      url: string;
      schema: string | null;
      /** Connections this instance keeps to PostgreSQL (DATABASE_POOL_SIZE; DEFAULT_POOL_SIZE). */
      poolSize?: number;
    };

/**
 * PostgreSQL connections per API instance. Measured at 64 concurrent members on 2 cores
 * (docs/benchmarks.md, "Pool size"): see the runbook's "Capacity and pool size".
 */
export const DEFAULT_POOL_SIZE = 20;

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  database: DatabaseConfig;
  jwtSecret: string;
  /** The work of a new password hash: OWASP's argon2id, or argon2's floor for tests (never production). */
  passwordHashCost: PasswordHashCost;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** A refresh token older than this is exchanged for a new one on the next authenticated call. */
  refreshRotateAfterMs: number;
  /** How long a superseded refresh token still works, for parallel tabs racing a rotation. */
  refreshReuseGraceMs: number;
  corsOrigins: string[];
  redisUrl: string | null;
  /**
   * Proxies whose X-Forwarded-For is believed: false (none), a hop count, or their addresses and
   * CIDRs. Never "any": a client could then pick its own address and reset every limit.
   */
  trustProxy: false | number | string[];
  /** Login attempts per address and identifier (one member's typos on a shared network). */
  loginRateLimit: RateLimitConfig;
  /** Login attempts per address, whatever the identifier (one password tried on many accounts). */
  loginAddressRateLimit: RateLimitConfig;
  /** Login attempts per account, whatever the address (one account guessed from many). */
  loginAccountRateLimit: RateLimitConfig;
  /**
   * Login attempts of a browser holding the account's device cookie (it signed in before): counted
   * per cookie instead of the three limits above, so the account's lockout does not reach it.
   */
  loginDeviceRateLimit: RateLimitConfig;
  signupRateLimit: RateLimitConfig;
  forgotPasswordRateLimit: RateLimitConfig;
  /** How long the HTTP server waits for a slow client (docs/security.md, "Slow clients"). */
  http: HttpTimeouts;
  /** E-mail delivery: SMTP, or the file outbox in development. */
  mail: MailConfig;
  recovery: RecoveryConfig;
  /** Kakao, Google and the phone identity check (local stand-ins unless configured). */
  providers: ProvidersConfig;
  /** How often this instance runs the withdrawal purge; null when off (the default under test). */
  withdrawalPurgeIntervalMs: number | null;
  /**
   * Production settings on one machine over plain http://localhost (`npm run start:prod`): the
   * site's and the API's addresses may then be local http ones. Nothing else is relaxed.
   */
  localRehearsal: boolean;
  /**
   * Who may read GET /metrics: with a token, only `Authorization: Bearer <token>`; without one,
   * anyone outside production and nobody in production (the route is not served).
   */
  metricsToken: string | null;
}

/** The HTTP server's limits on slow clients, in ms (docs/security.md, "Slow clients"). */
export interface HttpTimeouts {
  /** From the connection (or the end of the previous answer) to the request's last header line. */
  headersTimeoutMs: number;
  /** From the connection to the request's last body byte: the whole upload. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** No byte either way on a connection for this long closes it. */
  idleTimeoutMs: number;
}

// api/src/config.ts and api/dist/config.js both sit two levels below the repository root.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_SQLITE_PATH = path.join(REPO_ROOT, 'data', 'genetype.sqlite');
/** Where development keeps its generated secrets (git-ignored). */
export const DEFAULT_SECRETS_DIR = path.join(REPO_ROOT, 'data');

export const MIN_SECRET_LENGTH = 32;
/** The constant development secret of earlier versions: public, so refused in production. */
const PUBLISHED_DEV_SECRET = 'genetype-development-secret-not-for-production-use';
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const APP_PORTS = [3000, 3001, 3002, 3003, 3004];
export const DEFAULT_CORS_ORIGINS = APP_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const duration = (fallback?: string) => ({
  schema: { type: 'string', format: 'duration', ...(fallback ? { default: fallback } : {}) },
  expected: 'must be a positive duration such as 30s, 15m, 12h or 30d',
});
const rateLimit = (fallback: string, what = 'attempts') => ({
  schema: { type: 'string', format: 'rate-limit', default: fallback },
  expected: `must look like ${fallback} (${what} per window)`,
});

/** Every variable the API reads, in the order the README documents them. */
const CORE_ENV: Variables = {
  PORT: {
    schema: { type: 'integer', minimum: 1, maximum: 65535, default: 4000 },
    expected: 'must be an integer from 1 to 65535',
  },
  HOST: {
    schema: { type: 'string', pattern: '^[A-Za-z0-9.:_-]+$', default: '127.0.0.1' },
    expected: 'must be a host name or an IP address such as 127.0.0.1 or 0.0.0.0',
  },
  NODE_ENV: {
    schema: { type: 'string', enum: NODE_ENVS, default: 'development' },
    expected: `must be one of ${NODE_ENVS.join(', ')}`,
  },
  LOG_LEVEL: {
    schema: { type: 'string', enum: LOG_LEVELS },
    expected: `must be one of ${LOG_LEVELS.join(', ')}`,
  },
  DATABASE_URL: {
    schema: { type: 'string', pattern: '^postgres(ql)?://\\S+$' },
    expected: 'must be a postgres:// URL (leave it unset to use SQLite)',
    secret: true,
  },
  DATABASE_SCHEMA: {
    schema: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,62}$' },
    expected: 'must be a lower-case SQL identifier such as genetype',
  },
  DATABASE_POOL_SIZE: {
    schema: { type: 'integer', minimum: 1, maximum: 500 },
    expected: `must be an integer from 1 to 500 (PostgreSQL connections per API instance; default ${DEFAULT_POOL_SIZE})`,
  },
  SQLITE_PATH: { schema: { type: 'string' }, expected: 'must be a file path' },
  JWT_SECRET: {
    schema: { type: 'string', minLength: MIN_SECRET_LENGTH },
    expected: `must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 48)`,
    secret: true,
  },
  PASSWORD_HASH_COST: {
    schema: { type: 'string', enum: PASSWORD_HASH_COSTS, default: 'owasp' },
    expected: `must be one of ${PASSWORD_HASH_COSTS.join(', ')}`,
  },
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  REFRESH_TOKEN_ROTATE_AFTER: duration('1d'),
  REFRESH_TOKEN_REUSE_GRACE: duration('30s'),
  CORS_ORIGINS: {
    schema: { type: 'string', format: 'origin-list' },
    expected: 'must be a comma-separated list of origins such as https://genetype.kr',
  },
  REDIS_URL: {
    schema: { type: 'string', pattern: '^rediss?://\\S+$' },
    expected: 'must be a redis:// or rediss:// URL',
    secret: true,
  },
  TRUST_PROXY: {
    schema: { type: 'string', format: 'trust-proxy', default: 'false' },
    expected:
      "must be false, the number of proxy hops in front of the API (e.g. 1) or the proxies' addresses/CIDRs, comma-separated (true is refused: it would believe any client-sent X-Forwarded-For)",
  },
  LOGIN_RATE_LIMIT: rateLimit('10/1m'),
  LOGIN_ADDRESS_RATE_LIMIT: rateLimit('50/10m'),
  LOGIN_ACCOUNT_RATE_LIMIT: rateLimit('30/10m'),
  LOGIN_DEVICE_RATE_LIMIT: rateLimit('10/10m'),
  SIGNUP_RATE_LIMIT: rateLimit('30/10m', 'sign-ups'),
  HTTP_HEADERS_TIMEOUT: duration('10s'),
  HTTP_REQUEST_TIMEOUT: duration('40s'),
  HTTP_KEEP_ALIVE_TIMEOUT: duration('72s'),
  HTTP_IDLE_TIMEOUT: duration('75s'),
  WITHDRAWAL_PURGE_INTERVAL: {
    schema: { type: 'string', format: 'duration-or-off' },
    expected: 'must be a positive duration such as 1h, or off',
  },
  LOCAL_REHEARSAL: {
    schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
    expected: 'must be true or false',
  },
  METRICS_TOKEN: {
    schema: { type: 'string', minLength: 24, pattern: '^[A-Za-z0-9._~+/=-]+$' },
    expected: 'must be at least 24 characters without spaces (openssl rand -hex 24)',
    secret: true,
  },
};

const ENV: Variables = { ...CORE_ENV, ...PROVIDER_ENV, ...ACCOUNT_ENV };

/** Every variable the API reads, in the order the README documents them. */
export const CONFIG_VARIABLES = Object.keys(ENV);

export interface LoadConfigOptions {
  /** Folder of the generated development secrets (default `<repo>/data`). */
  secretsDir?: string;
}

// Under NODE_ENV=test every loadConfig of one process shares one random secret (no file).
let testSecrets: DevSecrets | null = null;

/**
 * Reads and validates the configuration (env-schema). Collects every problem before failing so an
 * operator fixes them in one pass; throws ConfigError (never a bare stack trace) when anything is
 * wrong. In production every development stand-in (secret, outbox, providers, origins) is refused.
 */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const { values, raw, issues } = validateEnv(ENV, env);
  const problem = (name: string, text: string): void => {
    if (!issues.has(name)) issues.set(name, `${name}: ${text}`);
  };

  const nodeEnv = values.NODE_ENV as NodeEnv;
  const production = nodeEnv === 'production';
  const port = values.PORT as number;
  const host = values.HOST as string;
  const logLevel =
    (values.LOG_LEVEL as LogLevel | undefined) ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const database = readDatabase(values, problem);

  const ms = (name: string): number => parseDuration(values[name] as string) ?? 1;
  const accessTokenTtlMs = ms('ACCESS_TOKEN_TTL');
  const refreshTokenTtlMs = ms('REFRESH_TOKEN_TTL');
  const refreshRotateAfterMs = ms('REFRESH_TOKEN_ROTATE_AFTER');
  const refreshReuseGraceMs = ms('REFRESH_TOKEN_REUSE_GRACE');
  if (refreshTokenTtlMs <= accessTokenTtlMs)
    problem('REFRESH_TOKEN_TTL', 'must be longer than ACCESS_TOKEN_TTL');
  if (refreshRotateAfterMs >= refreshTokenTtlMs)
    problem('REFRESH_TOKEN_ROTATE_AFTER', 'must be shorter than REFRESH_TOKEN_TTL');
  const http: HttpTimeouts = {
    headersTimeoutMs: ms('HTTP_HEADERS_TIMEOUT'),
    requestTimeoutMs: ms('HTTP_REQUEST_TIMEOUT'),
    keepAliveTimeoutMs: ms('HTTP_KEEP_ALIVE_TIMEOUT'),
    idleTimeoutMs: ms('HTTP_IDLE_TIMEOUT'),
  };
  // Node refuses a headers timeout longer than the request's; an idle timeout under the keep-alive
  // one would cut kept-alive connections before the proxy expects it.
  if (http.headersTimeoutMs > http.requestTimeoutMs)
    problem('HTTP_HEADERS_TIMEOUT', 'must not be longer than HTTP_REQUEST_TIMEOUT');
  if (http.idleTimeoutMs < http.keepAliveTimeoutMs)
    problem('HTTP_IDLE_TIMEOUT', 'must not be shorter than HTTP_KEEP_ALIVE_TIMEOUT');

  const corsOrigins =
    values.CORS_ORIGINS === undefined
      ? DEFAULT_CORS_ORIGINS
      : splitList(values.CORS_ORIGINS as string);
  const limit = (name: string): RateLimitConfig =>
    parseRateLimit(values[name] as string) ?? { max: 1, windowMs: 60_000 };
  // 'off' (or 0) disables the job on this instance; tests trigger it themselves.
  const purge =
    (values.WITHDRAWAL_PURGE_INTERVAL as string | undefined) ?? (nodeEnv === 'test' ? 'off' : '1h');

  // Development makes its secrets once (data/dev-secrets.json); tests keep them in memory.
  const generated = (): DevSecrets => {
    if (nodeEnv === 'test') return (testSecrets ??= generateSecrets());
    try {
      return loadDevSecrets(options.secretsDir ?? DEFAULT_SECRETS_DIR);
    } catch (error) {
      problem(
        'JWT_SECRET',
        `unset, and the development secret could not be kept in ${options.secretsDir ?? DEFAULT_SECRETS_DIR} (${error instanceof Error ? error.message : String(error)})`,
      );
      return generateSecrets();
    }
  };
  const needsGenerated =
    !production && (values.JWT_SECRET === undefined || values.IDENTITY_CHECK_URL === undefined);
  const devSecrets = needsGenerated ? generated() : null;
  const jwtSecret = (values.JWT_SECRET as string | undefined) ?? devSecrets?.jwtSecret ?? '';

  const { mail, recovery } = readAccount(values, REPO_ROOT);
  const providers = readProviders(
    values,
    port,
    host,
    Buffer.from(devSecrets?.identityCheckKey ?? '', 'base64'),
    problem,
  );

  const config: Config = {
    port,
    host,
    nodeEnv,
    logLevel,
    database,
    jwtSecret,
    passwordHashCost: values.PASSWORD_HASH_COST as PasswordHashCost,
    accessTokenTtlMs,
    refreshTokenTtlMs,
    refreshRotateAfterMs,
    refreshReuseGraceMs,
    corsOrigins,
    redisUrl: (values.REDIS_URL as string | undefined) ?? null,
    trustProxy: parseTrustProxy(values.TRUST_PROXY as string) ?? false,
    loginRateLimit: limit('LOGIN_RATE_LIMIT'),
    loginAddressRateLimit: limit('LOGIN_ADDRESS_RATE_LIMIT'),
    loginAccountRateLimit: limit('LOGIN_ACCOUNT_RATE_LIMIT'),
    loginDeviceRateLimit: limit('LOGIN_DEVICE_RATE_LIMIT'),
    signupRateLimit: limit('SIGNUP_RATE_LIMIT'),
    forgotPasswordRateLimit: limit('FORGOT_PASSWORD_RATE_LIMIT'),
    http,
    mail,
    recovery,
    providers,
    withdrawalPurgeIntervalMs: purge === 'off' || purge === '0' ? null : parseDuration(purge),
    localRehearsal: values.LOCAL_REHEARSAL === 'true',
    metricsToken: (values.METRICS_TOKEN as string | undefined) ?? null,
  };

  if (production) {
    for (const [name, text] of productionProblems(config, raw)) problem(name, text);
  }
  if (issues.size > 0) {
    // In the README's order, so the list reads like the table an operator fixes it from.
    throw new ConfigError(
      CONFIG_VARIABLES.flatMap((name) => {
        const issue = issues.get(name);
        return issue ? [issue] : [];
      }),
    );
  }
  return config;
}

const REQUIRED = 'required when NODE_ENV=production';

function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    hostname.startsWith('127.') ||
    hostname === '0.0.0.0'
  );
}

/** A public https address, not the development default. */
function publicHttps(url: string): boolean {
  return url.startsWith('https://') && !isLocalOrigin(url);
}

/** What LOCAL_REHEARSAL accepts besides public https: this machine's own addresses only. */
function rehearsalLocal(config: Config, url: string): boolean {
  return config.localRehearsal && /^https?:\/\//.test(url) && isLocalOrigin(url);
}

/** Every development value production must not run with, as [variable, why]. */
function productionProblems(config: Config, raw: Record<string, string>): [string, string][] {
  const problems: [string, string][] = [];
  const add = (name: string, text: string): void => {
    problems.push([name, text]);
  };
  if (raw.JWT_SECRET === undefined)
    add(
      'JWT_SECRET',
      `${REQUIRED} (at least ${MIN_SECRET_LENGTH} random characters: openssl rand -base64 48)`,
    );
  else if (raw.JWT_SECRET === PUBLISHED_DEV_SECRET)
    add('JWT_SECRET', 'the published development secret cannot be used in production');
  if (config.passwordHashCost === 'fast')
    add(
      'PASSWORD_HASH_COST',
      'fast is for tests and development only: production hashes passwords with owasp (argon2id, 19 MiB, 2 passes)',
    );
  if (raw.CORS_ORIGINS === undefined)
    add('CORS_ORIGINS', `${REQUIRED} (the default allows the local development origins)`);
  else {
    const permissive = config.corsOrigins.filter(
      (origin) =>
        (!origin.startsWith('https://') || isLocalOrigin(origin)) &&
        !rehearsalLocal(config, origin),
    );
    if (permissive.length > 0)
      add(
        'CORS_ORIGINS',
        `production allows only public https origins (got ${JSON.stringify(permissive.join(', '))})`,
      );
  }
  for (const name of localProviders(config.providers).map((entry) => entry.split(' ')[0] ?? entry))
    add(
      name,
      `${REQUIRED} (the local stand-in under /local-idp is for development and tests only)`,
    );
  if (raw.SMTP_URL === undefined)
    add(
      'SMTP_URL',
      `${REQUIRED} (without it e-mail goes to the file outbox, readable at /dev/outbox)`,
    );
  if (raw.MAIL_FROM === undefined || config.mail.from === DEFAULT_MAIL_FROM)
    add('MAIL_FROM', `${REQUIRED} (the default sender's genetype.local is not a real domain)`);
  if (!publicHttps(config.recovery.appUrl) && !rehearsalLocal(config, config.recovery.appUrl))
    add(
      'APP_URL',
      `${REQUIRED} as the site's public https address (got ${describeValue(undefined, config.recovery.appUrl)})`,
    );
  if (
    !publicHttps(config.providers.publicApiUrl) &&
    !rehearsalLocal(config, config.providers.publicApiUrl)
  )
    add(
      'PUBLIC_API_URL',
      `${REQUIRED} as the API's public https address (got ${describeValue(undefined, config.providers.publicApiUrl)})`,
    );
  return problems;
}

function readDatabase(
  values: Record<string, unknown>,
  problem: (name: string, text: string) => void,
): DatabaseConfig {
  const url = values.DATABASE_URL as string | undefined;
  const schema = (values.DATABASE_SCHEMA as string | undefined) ?? null;
  const poolSize = values.DATABASE_POOL_SIZE as number | undefined;
  if (url !== undefined)
    return { kind: 'postgres', url, schema, poolSize: poolSize ?? DEFAULT_POOL_SIZE };
  if (schema !== null) problem('DATABASE_SCHEMA', 'only applies with a PostgreSQL DATABASE_URL');
  // SQLite has one connection per process: a pool size there is a misunderstanding worth saying.
  if (poolSize !== undefined)
    problem('DATABASE_POOL_SIZE', 'only applies with a PostgreSQL DATABASE_URL');
  const sqlitePath = values.SQLITE_PATH as string | undefined;
  return {
    kind: 'sqlite',
    path:
      sqlitePath === undefined
        ? DEFAULT_SQLITE_PATH
        : sqlitePath === ':memory:'
          ? sqlitePath
          : path.resolve(sqlitePath),
  };
}
