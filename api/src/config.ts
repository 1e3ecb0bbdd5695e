import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDuration } from './lib/duration.js';
import type { MailConfig, RecoveryConfig } from './account-config.js';
import { ACCOUNT_VARIABLES, readAccount } from './account-config.js';
import type { ProvidersConfig } from './provider-config.js';
import { PROVIDER_VARIABLES, readProviders } from './provider-config.js';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; schema: string | null };

export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  database: DatabaseConfig;
  jwtSecret: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** A refresh token older than this is exchanged for a new one on the next authenticated call. */
  refreshRotateAfterMs: number;
  /** How long a superseded refresh token still works, for parallel tabs racing a rotation. */
  refreshReuseGraceMs: number;
  corsOrigins: string[];
  redisUrl: string | null;
  trustProxy: boolean | number;
  loginRateLimit: RateLimitConfig;
  signupRateLimit: RateLimitConfig;
  forgotPasswordRateLimit: RateLimitConfig;
  /** E-mail delivery: SMTP, or the file outbox in development. */
  mail: MailConfig;
  recovery: RecoveryConfig;
  /** Kakao, Google and the phone identity check (local stand-ins unless configured). */
  providers: ProvidersConfig;
  /** How often this instance runs the withdrawal purge; null when off (the default under test). */
  withdrawalPurgeIntervalMs: number | null;
}

/** Every variable the API reads, in the order the README documents them. */
export const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'NODE_ENV',
  'LOG_LEVEL',
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'SQLITE_PATH',
  'JWT_SECRET',
  'ACCESS_TOKEN_TTL',
  'REFRESH_TOKEN_TTL',
  'REFRESH_TOKEN_ROTATE_AFTER',
  'REFRESH_TOKEN_REUSE_GRACE',
  'CORS_ORIGINS',
  'REDIS_URL',
  'TRUST_PROXY',
  'LOGIN_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'WITHDRAWAL_PURGE_INTERVAL',
  ...ACCOUNT_VARIABLES,
  ...PROVIDER_VARIABLES,
] as const;

type Env = Partial<Record<string, string | undefined>>;

export class ConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

// api/src/config.ts and api/dist/config.js both sit two levels below the repository root.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_SQLITE_PATH = path.join(REPO_ROOT, 'data', 'genetype.sqlite');

const DEV_JWT_SECRET = 'genetype-development-secret-not-for-production-use';
const MIN_SECRET_LENGTH = 32;
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

/**
 * Reads and validates the configuration. Collects every problem before failing so an operator
 * fixes them in one pass; throws ConfigError (never a bare stack trace) when anything is wrong.
 */
export function loadConfig(env: Env = process.env): Config {
  const issues: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const fail = <T>(name: string, expected: string, fallback: T): T => {
    issues.push(`${name}: ${expected} (got ${JSON.stringify(env[name])})`);
    return fallback;
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  const nodeEnv = NODE_ENVS.includes(nodeEnvRaw as NodeEnv)
    ? (nodeEnvRaw as NodeEnv)
    : fail('NODE_ENV', `must be one of ${NODE_ENVS.join(', ')}`, 'development' as NodeEnv);
  const production = nodeEnv === 'production';

  const portRaw = read('PORT');
  let port = 4000;
  if (portRaw !== undefined) {
    const parsed = /^\d+$/.test(portRaw) ? Number(portRaw) : NaN;
    port =
      parsed >= 1 && parsed <= 65535
        ? parsed
        : fail('PORT', 'must be an integer from 1 to 65535', 4000);
  }

  const hostRaw = read('HOST') ?? '127.0.0.1';
  const host = /^[A-Za-z0-9.:_-]+$/.test(hostRaw)
    ? hostRaw
    : fail(
        'HOST',
        'must be a host name or an IP address such as 127.0.0.1 or 0.0.0.0',
        '127.0.0.1',
      );

  const logLevelRaw = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const logLevel = LOG_LEVELS.includes(logLevelRaw as LogLevel)
    ? (logLevelRaw as LogLevel)
    : fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, 'info' as LogLevel);

  const database = readDatabase(read, fail);

  const secretRaw = read('JWT_SECRET');
  let jwtSecret = DEV_JWT_SECRET;
  if (secretRaw === undefined) {
    if (production)
      issues.push(
        `JWT_SECRET: required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters)`,
      );
  } else if (secretRaw.length < MIN_SECRET_LENGTH) {
    issues.push(
      `JWT_SECRET: must be at least ${MIN_SECRET_LENGTH} characters (got ${secretRaw.length})`,
    );
  } else if (production && secretRaw === DEV_JWT_SECRET) {
    issues.push('JWT_SECRET: the development default cannot be used in production');
  } else {
    jwtSecret = secretRaw;
  }

  const duration = (name: string, fallback: string): number => {
    const raw = read(name) ?? fallback;
    const ms = parseDuration(raw);
    if (ms === null || ms <= 0) {
      return fail(
        name,
        'must be a positive duration such as 30s, 15m, 12h or 30d',
        parseDuration(fallback) ?? 1,
      );
    }
    return ms;
  };
  const accessTokenTtlMs = duration('ACCESS_TOKEN_TTL', '15m');
  const refreshTokenTtlMs = duration('REFRESH_TOKEN_TTL', '30d');
  const refreshRotateAfterMs = duration('REFRESH_TOKEN_ROTATE_AFTER', '1d');
  const refreshReuseGraceMs = duration('REFRESH_TOKEN_REUSE_GRACE', '30s');
  if (refreshTokenTtlMs <= accessTokenTtlMs) {
    issues.push('REFRESH_TOKEN_TTL: must be longer than ACCESS_TOKEN_TTL');
  }
  if (refreshRotateAfterMs >= refreshTokenTtlMs) {
    issues.push('REFRESH_TOKEN_ROTATE_AFTER: must be shorter than REFRESH_TOKEN_TTL');
  }

  const corsRaw = read('CORS_ORIGINS');
  let corsOrigins = DEFAULT_CORS_ORIGINS;
  if (corsRaw !== undefined) {
    const origins = corsRaw
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const invalid = origins.filter((origin) => !isOrigin(origin));
    if (origins.length === 0 || invalid.length > 0) {
      issues.push(
        `CORS_ORIGINS: must be a comma-separated list of origins such as https://genetype.kr (invalid: ${JSON.stringify(invalid.join(', ') || corsRaw)})`,
      );
    } else {
      corsOrigins = origins;
    }
  }

  const redisRaw = read('REDIS_URL');
  let redisUrl: string | null = null;
  if (redisRaw !== undefined) {
    redisUrl = /^rediss?:\/\/\S+$/.test(redisRaw)
      ? redisRaw
      : fail('REDIS_URL', 'must be a redis:// or rediss:// URL', null);
  }

  const trustProxyRaw = read('TRUST_PROXY') ?? 'false';
  let trustProxy: boolean | number = false;
  if (trustProxyRaw === 'true' || trustProxyRaw === 'false') trustProxy = trustProxyRaw === 'true';
  else if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
  else
    fail(
      'TRUST_PROXY',
      'must be true, false or the number of proxy hops in front of the API',
      false,
    );

  const rateLimit = (name: string, fallback: string): RateLimitConfig => {
    const raw = read(name) ?? fallback;
    const match = /^(\d+)\s*\/\s*(.+)$/.exec(raw);
    const max = match ? Number(match[1]) : NaN;
    const windowMs = match?.[2] ? parseDuration(match[2]) : null;
    if (!(max >= 1) || windowMs === null || windowMs <= 0) {
      const [fallbackMax, fallbackWindow] = fallback.split('/');
      return fail(name, 'must look like 10/1m (attempts per window)', {
        max: Number(fallbackMax),
        windowMs: parseDuration(fallbackWindow ?? '1m') ?? 60_000,
      });
    }
    return { max, windowMs };
  };
  const loginRateLimit = rateLimit('LOGIN_RATE_LIMIT', '10/1m');
  const signupRateLimit = rateLimit('SIGNUP_RATE_LIMIT', '30/10m');
  const forgotPasswordRateLimit = rateLimit('FORGOT_PASSWORD_RATE_LIMIT', '10/15m');
  const { mail, recovery } = readAccount(read, fail, REPO_ROOT);
  const providers = readProviders(read, fail, port, host);
  // 'off' (or 0) disables the job on this instance; tests trigger it themselves.
  const purgeRaw = read('WITHDRAWAL_PURGE_INTERVAL') ?? (nodeEnv === 'test' ? 'off' : '1h');
  const withdrawalPurgeIntervalMs =
    purgeRaw.trim() === 'off' || purgeRaw.trim() === '0'
      ? null
      : duration('WITHDRAWAL_PURGE_INTERVAL', '1h');

  if (issues.length > 0) throw new ConfigError(issues);

  return {
    port,
    host,
    nodeEnv,
    logLevel,
    database,
    jwtSecret,
    accessTokenTtlMs,
    refreshTokenTtlMs,
    refreshRotateAfterMs,
    refreshReuseGraceMs,
    corsOrigins,
    redisUrl,
    trustProxy,
    loginRateLimit,
    signupRateLimit,
    forgotPasswordRateLimit,
    mail,
    recovery,
    providers,
    withdrawalPurgeIntervalMs,
  };
}

function readDatabase(
  read: (name: string) => string | undefined,
  fail: <T>(name: string, expected: string, fallback: T) => T,
): DatabaseConfig {
  const url = read('DATABASE_URL');
  const schemaRaw = read('DATABASE_SCHEMA');
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\/\S+$/.test(url)) {
      fail('DATABASE_URL', 'must be a postgres:// URL (leave it unset to use SQLite)', null);
    }
    let schema: string | null = null;
    if (schemaRaw !== undefined) {
      schema = /^[a-z_][a-z0-9_]{0,62}$/.test(schemaRaw)
        ? schemaRaw
        : fail('DATABASE_SCHEMA', 'must be a lower-case SQL identifier such as genetype', null);
    }
    return { kind: 'postgres', url, schema };
  }
  if (schemaRaw !== undefined)
    fail('DATABASE_SCHEMA', 'only applies with a PostgreSQL DATABASE_URL', null);
  const sqlitePath = read('SQLITE_PATH');
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

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
