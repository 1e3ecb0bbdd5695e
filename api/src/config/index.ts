// The API's typed configuration: read once at start from the environment against the one schema
// (schema.ts, validated by env-schema), with the development defaults that let `npm start` run on
// nothing, and the rules production adds. buildApp hands it to every plugin; plugins/config.ts
// exposes it as `app.config`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { parseDuration } from '../lib/duration.js';
import { generateSecrets, loadDevSecrets } from './dev-secrets.js';
import type { DevSecrets } from './dev-secrets.js';
import type { RateLimitConfig } from './formats.js';
import { FORMATS, parseRateLimit, parseTrustProxy, splitList } from './formats.js';
import type { EnvName, EnvValues, LogLevel, NodeEnv, PasswordHashCost } from './schema.js';
import {
  CONFIG_VARIABLES,
  DEFAULT_MAIL_FROM,
  DEFAULT_POOL_SIZE,
  ENV_SCHEMA,
  MIN_SECRET_LENGTH,
  VARIABLE_KEYWORDS,
  variableOf,
} from './schema.js';

export type { RateLimitConfig } from './formats.js';
export type { LogLevel, NodeEnv, PasswordHashCost } from './schema.js';
export {
  CONFIG_VARIABLES,
  DEFAULT_APP_URL,
  DEFAULT_MAIL_FROM,
  DEFAULT_POOL_SIZE,
  MIN_SECRET_LENGTH,
  PASSWORD_HASH_COSTS,
} from './schema.js';

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  | {
      kind: 'postgres';
      url: string;
      schema: string | null;
      /** Connections this instance keeps to PostgreSQL (DATABASE_POOL_SIZE; DEFAULT_POOL_SIZE). */
      poolSize?: number;
    };

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

export type ProviderMode = 'local' | 'external';

export interface KakaoConfig {
  mode: ProviderMode;
  clientId: string;
  clientSecret: string | null;
  /** Where the browser is sent (full-page redirect). */
  authorizeUrl: string;
  tokenUrl: string;
  userUrl: string;
  /** The browser posts here on logout, with the member's Kakao access token (spec §7). */
  logoutUrl: string;
}

export interface GoogleConfig {
  mode: ProviderMode;
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** OIDC authorization endpoint opened in the sign-in popup (implicit `id_token` flow). */
  authorizeUrl: string;
}

export interface IdentityCheckConfig {
  mode: ProviderMode;
  /** The provider's form address (the popup's GET form with `m` and `EncodeData`). */
  requestUrl: string;
  siteCode: string;
  /** AES-256-GCM key shared with the provider (32 bytes). */
  key: Buffer;
  /** How long a verification request stays usable. */
  ttlMs: number;
}

/** Kakao, Google and the phone identity check: `local` (served under /local-idp) unless configured. */
export interface ProvidersConfig {
  /** The API's address as browsers reach it (local provider pages, the Google popup callback). */
  publicApiUrl: string;
  kakao: KakaoConfig;
  google: GoogleConfig;
  identityCheck: IdentityCheckConfig;
}

export interface MailConfig {
  /** `smtp://` / `smtps://` transport; null writes every message to the file outbox instead. */
  smtpUrl: string | null;
  /** The From header, e.g. `진타입 <no-reply@genetype.kr>`. */
  from: string;
  /** Folder of the file outbox (one .eml and one .json per message). */
  outboxDir: string;
}

export interface RecoveryConfig {
  /** The web address links in e-mails point to (the shell's origin). */
  appUrl: string;
  /** Lifetime of a reset link. */
  resetTokenTtlMs: number;
  /** Reset e-mails per account per hour beyond which requests are silently not mailed. */
  resetMailsPerAccountPerHour: number;
}

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

export type Env = Partial<Record<string, string | undefined>>;

/** Bad configuration: one sentence per variable, printed at start instead of a stack trace. */
export class ConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

// api/src/config/index.ts and api/dist/config/index.js both sit three levels below the repository root.
export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);
export const DEFAULT_SQLITE_PATH = path.join(REPO_ROOT, 'data', 'genetype.sqlite');
/** Where development keeps its generated secrets (git-ignored). */
export const DEFAULT_SECRETS_DIR = path.join(REPO_ROOT, 'data');

/** The constant development secret of earlier versions: public, so refused in production. */
const PUBLISHED_DEV_SECRET = 'genetype-development-secret-not-for-production-use';
const APP_PORTS = [3000, 3001, 3002, 3003, 3004];
export const DEFAULT_CORS_ORIGINS = APP_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const LOCAL_KAKAO_CLIENT_ID = 'local-kakao-client';
export const LOCAL_KAKAO_CLIENT_SECRET = 'local-kakao-secret';
export const LOCAL_GOOGLE_CLIENT_ID = 'local-google-client.apps.genetype.local';
export const LOCAL_IDENTITY_SITE_CODE = 'LOCAL01';
const IDENTITY_CHECK_TTL_MS = 10 * 60_000;

function validateOnce(data: Record<string, string>): EnvValues {
  return envSchema<EnvValues>({
    schema: ENV_SCHEMA,
    data: { ...data },
    env: false,
    ajv: {
      customOptions(ajv) {
        for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, validate);
        ajv.addVocabulary([...VARIABLE_KEYWORDS]);
        return ajv;
      },
    },
  });
}

export function describeValue(name: string | null, raw: string | undefined): string {
  if (name !== null && variableOf(name)?.secret) return `${raw?.length ?? 0} characters`;
  return JSON.stringify(raw);
}

/**
 * Validates every variable of `env` (trimmed; empty counts as unset) against the schema. A value
 * that fails is reported and replaced by its default, so the checks that follow still run and the
 * operator gets one list of every problem.
 */
function validateEnv(env: Env): {
  values: EnvValues;
  raw: Partial<Record<EnvName, string>>;
  issues: Map<string, string>;
} {
  const raw: Partial<Record<EnvName, string>> = {};
  for (const name of CONFIG_VARIABLES) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  const issues = new Map<string, string>();
  try {
    return { values: validateOnce(raw), raw, issues };
  } catch (error) {
    // Ajv's error objects (env-schema attaches them to the error it throws).
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (!errors) throw error;
    for (const failure of errors) {
      const name = failure.instancePath.replace(/^\//, '') as EnvName;
      const variable = variableOf(name);
      if (!variable || issues.has(name)) continue;
      issues.set(name, `${name}: ${variable.expected} (got ${describeValue(name, raw[name])})`);
    }
    const rest = Object.fromEntries(Object.entries(raw).filter(([name]) => !issues.has(name)));
    return { values: validateOnce(rest), raw, issues };
  }
}

export interface LoadConfigOptions {
  /** Folder of the generated development secrets (default `<repo>/data`). */
  secretsDir?: string;
}

// Under NODE_ENV=test every loadConfig of one process shares one random secret (no file).
let testSecrets: DevSecrets | null = null;

/**
 * Reads and validates the configuration. Collects every problem before failing so an operator fixes
 * them in one pass; throws ConfigError (never a bare stack trace) when anything is wrong. In
 * production every development stand-in (secret, outbox, providers, origins) is refused.
 */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const { values, raw, issues } = validateEnv(env);
  const problem = (name: string, text: string): void => {
    if (!issues.has(name)) issues.set(name, `${name}: ${text}`);
  };

  const nodeEnv = values.NODE_ENV;
  const production = nodeEnv === 'production';
  const logLevel = values.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const database = readDatabase(values, problem);

  // A refused value was replaced by its default, so each of these parses.
  const ms = (text: string): number => parseDuration(text) ?? 1;
  const accessTokenTtlMs = ms(values.ACCESS_TOKEN_TTL);
  const refreshTokenTtlMs = ms(values.REFRESH_TOKEN_TTL);
  const refreshRotateAfterMs = ms(values.REFRESH_TOKEN_ROTATE_AFTER);
  const refreshReuseGraceMs = ms(values.REFRESH_TOKEN_REUSE_GRACE);
  if (refreshTokenTtlMs <= accessTokenTtlMs)
    problem('REFRESH_TOKEN_TTL', 'must be longer than ACCESS_TOKEN_TTL');
  if (refreshRotateAfterMs >= refreshTokenTtlMs)
    problem('REFRESH_TOKEN_ROTATE_AFTER', 'must be shorter than REFRESH_TOKEN_TTL');
  const http: HttpTimeouts = {
    headersTimeoutMs: ms(values.HTTP_HEADERS_TIMEOUT),
    requestTimeoutMs: ms(values.HTTP_REQUEST_TIMEOUT),
    keepAliveTimeoutMs: ms(values.HTTP_KEEP_ALIVE_TIMEOUT),
    idleTimeoutMs: ms(values.HTTP_IDLE_TIMEOUT),
  };
  // Node refuses a headers timeout longer than the request's; an idle timeout under the keep-alive
  // one would cut kept-alive connections before the proxy expects it.
  if (http.headersTimeoutMs > http.requestTimeoutMs)
    problem('HTTP_HEADERS_TIMEOUT', 'must not be longer than HTTP_REQUEST_TIMEOUT');
  if (http.idleTimeoutMs < http.keepAliveTimeoutMs)
    problem('HTTP_IDLE_TIMEOUT', 'must not be shorter than HTTP_KEEP_ALIVE_TIMEOUT');

  const limit = (text: string): RateLimitConfig =>
    parseRateLimit(text) ?? { max: 1, windowMs: 60_000 };
  // 'off' (or 0) disables the job on this instance; tests trigger it themselves.
  const purge = values.WITHDRAWAL_PURGE_INTERVAL ?? (nodeEnv === 'test' ? 'off' : '1h');

  // Development makes its secrets once (data/dev-secrets.json); tests keep them in memory.
  const secretsDir = options.secretsDir ?? DEFAULT_SECRETS_DIR;
  const generated = (): DevSecrets => {
    if (nodeEnv === 'test') return (testSecrets ??= generateSecrets());
    try {
      return loadDevSecrets(secretsDir);
    } catch (error) {
      problem(
        'JWT_SECRET',
        `unset, and the development secret could not be kept in ${secretsDir} (${error instanceof Error ? error.message : String(error)})`,
      );
      return generateSecrets();
    }
  };
  const needsGenerated =
    !production && (values.JWT_SECRET === undefined || values.IDENTITY_CHECK_URL === undefined);
  const devSecrets = needsGenerated ? generated() : null;
  const localKey = Buffer.from(devSecrets?.identityCheckKey ?? '', 'base64');

  const config: Config = {
    port: values.PORT,
    host: values.HOST,
    nodeEnv,
    logLevel,
    database,
    jwtSecret: values.JWT_SECRET ?? devSecrets?.jwtSecret ?? '',
    passwordHashCost: values.PASSWORD_HASH_COST,
    accessTokenTtlMs,
    refreshTokenTtlMs,
    refreshRotateAfterMs,
    refreshReuseGraceMs,
    corsOrigins:
      values.CORS_ORIGINS === undefined ? DEFAULT_CORS_ORIGINS : splitList(values.CORS_ORIGINS),
    redisUrl: values.REDIS_URL ?? null,
    trustProxy: parseTrustProxy(values.TRUST_PROXY) ?? false,
    loginRateLimit: limit(values.LOGIN_RATE_LIMIT),
    loginAddressRateLimit: limit(values.LOGIN_ADDRESS_RATE_LIMIT),
    loginAccountRateLimit: limit(values.LOGIN_ACCOUNT_RATE_LIMIT),
    loginDeviceRateLimit: limit(values.LOGIN_DEVICE_RATE_LIMIT),
    signupRateLimit: limit(values.SIGNUP_RATE_LIMIT),
    forgotPasswordRateLimit: limit(values.FORGOT_PASSWORD_RATE_LIMIT),
    http,
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM,
      outboxDir:
        values.MAIL_OUTBOX_DIR === undefined
          ? path.join(REPO_ROOT, 'data', 'outbox')
          : path.resolve(values.MAIL_OUTBOX_DIR),
    },
    recovery: {
      appUrl: withoutTrailingSlash(values.APP_URL),
      resetTokenTtlMs: parseDuration(values.RESET_PASSWORD_TTL) ?? 30 * 60_000,
      resetMailsPerAccountPerHour: 3,
    },
    providers: readProviders(values, localKey, problem),
    withdrawalPurgeIntervalMs: purge === 'off' || purge === '0' ? null : parseDuration(purge),
    localRehearsal: values.LOCAL_REHEARSAL === 'true',
    metricsToken: values.METRICS_TOKEN ?? null,
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

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readDatabase(
  values: EnvValues,
  problem: (name: string, text: string) => void,
): DatabaseConfig {
  const url = values.DATABASE_URL;
  const schema = values.DATABASE_SCHEMA ?? null;
  const poolSize = values.DATABASE_POOL_SIZE;
  if (url !== undefined)
    return { kind: 'postgres', url, schema, poolSize: poolSize ?? DEFAULT_POOL_SIZE };
  if (schema !== null) problem('DATABASE_SCHEMA', 'only applies with a PostgreSQL DATABASE_URL');
  // SQLite has one connection per process: a pool size there is a misunderstanding worth saying.
  if (poolSize !== undefined)
    problem('DATABASE_POOL_SIZE', 'only applies with a PostgreSQL DATABASE_URL');
  const sqlitePath = values.SQLITE_PATH;
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

/**
 * The providers section. A provider without its client ID (or URL) is the local stand-in, served by
 * this API; `localKey` is the stand-in identity check's key (random per working copy, never a
 * constant); `problem` collects required-but-absent values.
 */
function readProviders(
  values: EnvValues,
  localKey: Buffer,
  problem: (name: string, text: string) => void,
): ProvidersConfig {
  const { PORT: port, HOST: host } = values;
  const publicApiUrl = withoutTrailingSlash(values.PUBLIC_API_URL ?? `http://localhost:${port}`);
  const local = `${publicApiUrl}/local-idp`;
  // The API calls its own stand-in over loopback (what `localhost` resolves to may differ).
  const loopbackHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const internal = `http://${loopbackHost}:${port}/local-idp`;

  const kakao: KakaoConfig = values.KAKAO_CLIENT_ID
    ? {
        mode: 'external',
        clientId: values.KAKAO_CLIENT_ID,
        clientSecret: values.KAKAO_CLIENT_SECRET ?? null,
        authorizeUrl: withoutTrailingSlash(values.KAKAO_AUTHORIZE_URL),
        tokenUrl: withoutTrailingSlash(values.KAKAO_TOKEN_URL),
        userUrl: withoutTrailingSlash(values.KAKAO_USER_URL),
        logoutUrl: withoutTrailingSlash(values.KAKAO_LOGOUT_URL),
      }
    : {
        mode: 'local',
        clientId: LOCAL_KAKAO_CLIENT_ID,
        clientSecret: LOCAL_KAKAO_CLIENT_SECRET,
        authorizeUrl: `${local}/kakao/oauth/authorize`,
        tokenUrl: `${internal}/kakao/oauth/token`,
        userUrl: `${internal}/kakao/v2/user/me`,
        logoutUrl: `${local}/kakao/v1/user/logout`,
      };

  const google: GoogleConfig = values.GOOGLE_CLIENT_ID
    ? {
        mode: 'external',
        clientId: values.GOOGLE_CLIENT_ID,
        issuer: values.GOOGLE_ISSUER,
        jwksUrl: withoutTrailingSlash(values.GOOGLE_JWKS_URL),
        authorizeUrl: withoutTrailingSlash(values.GOOGLE_AUTHORIZE_URL),
      }
    : {
        mode: 'local',
        clientId: LOCAL_GOOGLE_CLIENT_ID,
        issuer: `${local}/google`,
        jwksUrl: `${local}/google/jwks`,
        authorizeUrl: `${local}/google/authorize`,
      };

  let identityCheck: IdentityCheckConfig;
  const identityUrl = values.IDENTITY_CHECK_URL;
  if (identityUrl) {
    const siteCode = values.IDENTITY_CHECK_SITE_CODE;
    const keyText = values.IDENTITY_CHECK_KEY;
    if (siteCode === undefined)
      problem('IDENTITY_CHECK_SITE_CODE', 'is required with IDENTITY_CHECK_URL');
    if (keyText === undefined)
      problem(
        'IDENTITY_CHECK_KEY',
        'is required with IDENTITY_CHECK_URL (openssl rand -base64 32)',
      );
    identityCheck = {
      mode: 'external',
      requestUrl: withoutTrailingSlash(identityUrl),
      siteCode: siteCode ?? '',
      key: keyText === undefined ? Buffer.alloc(32) : Buffer.from(keyText, 'base64'),
      ttlMs: IDENTITY_CHECK_TTL_MS,
    };
  } else {
    identityCheck = {
      mode: 'local',
      requestUrl: `${local}/checkplus/service`,
      siteCode: LOCAL_IDENTITY_SITE_CODE,
      key: localKey,
      ttlMs: IDENTITY_CHECK_TTL_MS,
    };
  }

  return { publicApiUrl, kakao, google, identityCheck };
}

/** Providers still served by the local stand-in; production must have none (loadConfig checks). */
export function localProviders(providers: ProvidersConfig): string[] {
  const names: string[] = [];
  if (providers.kakao.mode === 'local') names.push('KAKAO_CLIENT_ID (Kakao)');
  if (providers.google.mode === 'local') names.push('GOOGLE_CLIENT_ID (Google)');
  if (providers.identityCheck.mode === 'local') names.push('IDENTITY_CHECK_URL (identity check)');
  return names;
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
function productionProblems(
  config: Config,
  raw: Partial<Record<EnvName, string>>,
): [EnvName, string][] {
  const problems: [EnvName, string][] = [];
  const add = (name: EnvName, text: string): void => {
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
  for (const entry of localProviders(config.providers))
    add(
      (entry.split(' ')[0] ?? entry) as EnvName,
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
      `${REQUIRED} as the site's public https address (got ${describeValue(null, config.recovery.appUrl)})`,
    );
  if (
    !publicHttps(config.providers.publicApiUrl) &&
    !rehearsalLocal(config, config.providers.publicApiUrl)
  )
    add(
      'PUBLIC_API_URL',
      `${REQUIRED} as the API's public https address (got ${describeValue(null, config.providers.publicApiUrl)})`,
    );
  return problems;
}
