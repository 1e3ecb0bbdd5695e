// The API's one configuration schema: every environment variable it reads, in sections, as TypeBox
// (JSON Schema that env-schema validates with Ajv). Each variable carries its default for the
// embedded development setup (`npm start` with nothing set), the sentence an operator reads when a
// value does not fit (`expected`), and whether it is a secret (never echoed, only its length).
// README's "Configuration" table documents exactly these variables (config.test.ts checks it).
import type { SchemaOptions, Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';

/** What every variable's schema says beyond JSON Schema (Ajv is told these keywords). */
export interface VariableOptions extends SchemaOptions {
  /** Completes "NAME …" when a value is refused: `must be an integer from 1 to 65535`. */
  expected: string;
  /** Never echoed in an error (passwords in URLs, keys): only its length is. */
  secret?: boolean;
}
export const VARIABLE_KEYWORDS = ['expected', 'secret'] as const;

export type NodeEnv = 'development' | 'production' | 'test';
/** The work of a new password hash (modules/auth/password-hasher.ts); verifying reads it from the hash. */
export type PasswordHashCost = 'owasp' | 'fast';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
export const PASSWORD_HASH_COSTS: readonly PasswordHashCost[] = ['owasp', 'fast'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export const MIN_SECRET_LENGTH = 32;
/**
 * PostgreSQL connections per API instance. Measured at 64 concurrent members on 2 cores
 * (docs/benchmarks.md, "Pool size"): see the runbook's "Capacity and pool size".
 */
export const DEFAULT_POOL_SIZE = 20;
export const DEFAULT_MAIL_FROM = '진타입 <no-reply@genetype.local>';
export const DEFAULT_APP_URL = 'http://localhost:3000';

const text = (options: VariableOptions) => Type.String(options);
const optionalText = (options: VariableOptions) => Type.Optional(Type.String(options));
const oneOf = <T extends string>(values: readonly T[], options: Partial<VariableOptions> = {}) =>
  Type.Unsafe<T>({
    type: 'string',
    enum: values,
    expected: `must be one of ${values.join(', ')}`,
    ...options,
  });
const duration = (fallback: string) =>
  text({
    format: 'duration',
    default: fallback,
    expected: 'must be a positive duration such as 30s, 15m, 12h or 30d',
  });
const rateLimit = (fallback: string, what = 'attempts') =>
  text({
    format: 'rate-limit',
    default: fallback,
    expected: `must look like ${fallback} (${what} per window)`,
  });
const url = (expected = 'must be an http(s) URL', fallback?: string) =>
  fallback === undefined
    ? optionalText({ format: 'http-url', expected })
    : text({ format: 'http-url', default: fallback, expected });

/** The process: where it listens, how it logs. */
export const SERVER = {
  PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 4000,
    expected: 'must be an integer from 1 to 65535',
  }),
  HOST: text({
    pattern: '^[A-Za-z0-9.:_-]+$',
    default: '127.0.0.1',
    expected: 'must be a host name or an IP address such as 127.0.0.1 or 0.0.0.0',
  }),
  NODE_ENV: oneOf(NODE_ENVS, { default: 'development' }),
  // Default info, silent under NODE_ENV=test (index.ts).
  LOG_LEVEL: Type.Optional(oneOf(LOG_LEVELS)),
};

/** SQLite unless DATABASE_URL names a PostgreSQL database. */
export const DATABASE = {
  DATABASE_URL: optionalText({
    pattern: '^postgres(ql)?://\\S+$',
    expected: 'must be a postgres:// URL (leave it unset to use SQLite)',
    secret: true,
  }),
  DATABASE_SCHEMA: optionalText({
    pattern: '^[a-z_][a-z0-9_]{0,62}$',
    expected: 'must be a lower-case SQL identifier such as genetype',
  }),
  // No schema default: set with SQLite it is refused (a misunderstanding worth saying).
  DATABASE_POOL_SIZE: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 500,
      expected: `must be an integer from 1 to 500 (PostgreSQL connections per API instance; default ${DEFAULT_POOL_SIZE})`,
    }),
  ),
  SQLITE_PATH: optionalText({ expected: 'must be a file path' }),
};

/** Sessions and passwords. */
export const SESSIONS = {
  // Unset outside production: random, kept in data/dev-secrets.json (dev-secrets.ts).
  JWT_SECRET: optionalText({
    minLength: MIN_SECRET_LENGTH,
    expected: `must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 48)`,
    secret: true,
  }),
  PASSWORD_HASH_COST: oneOf(PASSWORD_HASH_COSTS, { default: 'owasp' }),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  REFRESH_TOKEN_ROTATE_AFTER: duration('1d'),
  REFRESH_TOKEN_REUSE_GRACE: duration('30s'),
};

/** Who may call, from where, how often, how slowly. */
export const HTTP = {
  // Default: the five local app origins (index.ts).
  CORS_ORIGINS: optionalText({
    format: 'origin-list',
    expected: 'must be a comma-separated list of origins such as https://genetype.kr',
  }),
  REDIS_URL: optionalText({
    pattern: '^rediss?://\\S+$',
    expected: 'must be a redis:// or rediss:// URL',
    secret: true,
  }),
  TRUST_PROXY: text({
    format: 'trust-proxy',
    default: 'false',
    expected:
      "must be false, the number of proxy hops in front of the API (e.g. 1) or the proxies' addresses/CIDRs, comma-separated (true is refused: it would believe any client-sent X-Forwarded-For)",
  }),
  LOGIN_RATE_LIMIT: rateLimit('10/1m'),
  LOGIN_ADDRESS_RATE_LIMIT: rateLimit('50/10m'),
  LOGIN_ACCOUNT_RATE_LIMIT: rateLimit('30/10m'),
  LOGIN_DEVICE_RATE_LIMIT: rateLimit('10/10m'),
  SIGNUP_RATE_LIMIT: rateLimit('30/10m', 'sign-ups'),
  HTTP_HEADERS_TIMEOUT: duration('10s'),
  HTTP_REQUEST_TIMEOUT: duration('40s'),
  HTTP_KEEP_ALIVE_TIMEOUT: duration('72s'),
  HTTP_IDLE_TIMEOUT: duration('75s'),
};

/** Background jobs, the one-machine rehearsal, metrics. */
export const OPERATIONS = {
  // Default 1h, off under NODE_ENV=test (index.ts).
  WITHDRAWAL_PURGE_INTERVAL: optionalText({
    format: 'duration-or-off',
    expected: 'must be a positive duration such as 1h, or off',
  }),
  LOCAL_REHEARSAL: oneOf(['true', 'false'], {
    default: 'false',
    expected: 'must be true or false',
  }),
  METRICS_TOKEN: optionalText({
    minLength: 24,
    pattern: '^[A-Za-z0-9._~+/=-]+$',
    expected: 'must be at least 24 characters without spaces (openssl rand -hex 24)',
    secret: true,
  }),
};

/**
 * Identity providers (DESIGN §4): Kakao, Google and the phone identity check. Each is served by
 * the local stand-in under /local-idp unless its client ID (or URL) is set; the endpoint defaults
 * are the real providers', used only then.
 */
export const PROVIDERS = {
  // Default http://localhost:<PORT> (index.ts).
  PUBLIC_API_URL: url(
    "must be the API's address as browsers reach it, e.g. https://api.genetype.kr",
  ),
  KAKAO_CLIENT_ID: optionalText({ expected: 'must be the Kakao REST API key' }),
  KAKAO_CLIENT_SECRET: optionalText({ expected: 'must be the Kakao client secret', secret: true }),
  KAKAO_AUTHORIZE_URL: url(undefined, 'https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: url(undefined, 'https://kauth.kakao.com/oauth/token'),
  KAKAO_USER_URL: url(undefined, 'https://kapi.kakao.com/v2/user/me'),
  KAKAO_LOGOUT_URL: url(undefined, 'https://kapi.kakao.com/v1/user/logout'),
  GOOGLE_CLIENT_ID: optionalText({ expected: 'must be the Google OAuth client ID' }),
  GOOGLE_ISSUER: text({
    default: 'https://accounts.google.com',
    expected: 'must be the ID-token issuer',
  }),
  GOOGLE_JWKS_URL: url(undefined, 'https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_AUTHORIZE_URL: url(undefined, 'https://accounts.google.com/o/oauth2/v2/auth'),
  IDENTITY_CHECK_URL: url(),
  IDENTITY_CHECK_SITE_CODE: optionalText({ expected: 'is required with IDENTITY_CHECK_URL' }),
  // Unset outside production: the local stand-in's random key in data/dev-secrets.json.
  IDENTITY_CHECK_KEY: optionalText({
    format: 'base64-32-bytes',
    expected: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    secret: true,
  }),
};

/** Accounts: e-mail delivery (SMTP, or the file outbox in development) and password recovery. */
export const ACCOUNT = {
  SMTP_URL: optionalText({
    pattern: '^smtps?://\\S+$',
    expected: 'must be an smtp:// or smtps:// URL (leave it unset for the file outbox)',
    secret: true,
  }),
  MAIL_FROM: text({
    // A display name with an address in <>, or a bare address; no header injection.
    pattern: '^[^\\r\\n<>]*<[^\\s<>@]+@[^\\s<>@]+>$|^[^\\s<>@]+@[^\\s<>@]+$',
    default: DEFAULT_MAIL_FROM,
    expected: 'must be an address such as 진타입 <no-reply@genetype.kr>',
  }),
  // Default <repo>/data/outbox (index.ts).
  MAIL_OUTBOX_DIR: optionalText({ expected: 'must be a folder' }),
  APP_URL: url('must be the web address of the site, e.g. https://genetype.kr', DEFAULT_APP_URL),
  RESET_PASSWORD_TTL: text({
    format: 'duration',
    default: '30m',
    expected: 'must be a positive duration such as 30m',
  }),
  FORGOT_PASSWORD_RATE_LIMIT: text({
    format: 'rate-limit',
    default: '10/15m',
    expected: 'must look like 10/15m (requests per window)',
  }),
};

/** The schema, in the order README's table lists the variables (and errors are reported). */
export const ENV_SCHEMA = Type.Object({
  ...SERVER,
  ...DATABASE,
  ...SESSIONS,
  ...HTTP,
  ...OPERATIONS,
  ...PROVIDERS,
  ...ACCOUNT,
});

/** The validated environment: defaults applied, integers read, every name typed. */
export type EnvValues = Static<typeof ENV_SCHEMA>;
export type EnvName = keyof EnvValues & string;

/** Every variable the API reads, in the order the README documents them. */
export const CONFIG_VARIABLES = Object.keys(ENV_SCHEMA.properties) as EnvName[];

export function variableOf(name: string): (TSchema & Partial<VariableOptions>) | undefined {
  return (ENV_SCHEMA.properties as Record<string, TSchema & Partial<VariableOptions>>)[name];
}
