import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCTION_ENV } from '../../test/helpers/production-env.js';
import {
  CONFIG_VARIABLES,
  DEFAULT_POOL_SIZE,
  ConfigError,
  DEFAULT_CORS_ORIGINS,
  REPO_ROOT,
  loadConfig,
} from './index.js';
import { variableOf } from './schema.js';
import { DEV_SECRETS_FILE } from './dev-secrets.js';
import { issuesOf } from '../../test/helpers/config-issues.js';

describe('loadConfig', () => {
  it('runs on defaults alone, with SQLite under <repo>/data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      accessTokenTtlMs: 15 * 60_000,
      refreshTokenTtlMs: 30 * 86_400_000,
      refreshRotateAfterMs: 86_400_000,
      refreshReuseGraceMs: 30_000,
      redisUrl: null,
      trustProxy: false,
      loginRateLimit: { max: 10, windowMs: 60_000 },
      loginAddressRateLimit: { max: 50, windowMs: 600_000 },
      loginAccountRateLimit: { max: 30, windowMs: 600_000 },
      loginDeviceRateLimit: { max: 10, windowMs: 600_000 },
      http: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 40_000,
        keepAliveTimeoutMs: 72_000,
        idleTimeoutMs: 75_000,
      },
      passwordHashCost: 'owasp',
    });
    expect(config.database).toEqual({
      kind: 'sqlite',
      path: path.resolve(__dirname, '..', '..', '..', 'data', 'genetype.sqlite'),
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('allows every app origin on localhost and 127.0.0.1 by default', () => {
    const { corsOrigins } = loadConfig({});
    expect(corsOrigins).toEqual(DEFAULT_CORS_ORIGINS);
    for (const port of [3000, 3001, 3002, 3003, 3004]) {
      expect(corsOrigins).toContain(`http://localhost:${port}`);
      expect(corsOrigins).toContain(`http://127.0.0.1:${port}`);
    }
  });

  it('reads explicit values', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      PORT: '8080',
      HOST: '0.0.0.0',
      JWT_SECRET: 's'.repeat(40),
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/genetype',
      DATABASE_SCHEMA: 'genetype',
      ACCESS_TOKEN_TTL: '5m',
      REFRESH_TOKEN_TTL: '14d',
      CORS_ORIGINS: 'https://genetype.kr, https://www.genetype.kr',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT: '5/30s',
      LOGIN_ADDRESS_RATE_LIMIT: '20/5m',
      LOGIN_ACCOUNT_RATE_LIMIT: '15/1h',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'production',
      jwtSecret: 's'.repeat(40),
      database: {
        kind: 'postgres',
        url: 'postgres://app:pw@db.internal:5432/genetype',
        schema: 'genetype',
        poolSize: 20,
      },
      accessTokenTtlMs: 300_000,
      refreshTokenTtlMs: 14 * 86_400_000,
      corsOrigins: ['https://genetype.kr', 'https://www.genetype.kr'],
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      trustProxy: 1,
      loginRateLimit: { max: 5, windowMs: 30_000 },
      loginAddressRateLimit: { max: 20, windowMs: 300_000 },
      loginAccountRateLimit: { max: 15, windowMs: 3_600_000 },
    });
  });

  it('reads the slow-client deadlines, refusing a headers one over the request one and an idle one under the keep-alive one', () => {
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT: '5s',
        HTTP_REQUEST_TIMEOUT: '1m',
        HTTP_KEEP_ALIVE_TIMEOUT: '65s',
        HTTP_IDLE_TIMEOUT: '2m',
        LOGIN_DEVICE_RATE_LIMIT: '5/1m',
      }),
    ).toMatchObject({
      http: {
        headersTimeoutMs: 5000,
        requestTimeoutMs: 60_000,
        keepAliveTimeoutMs: 65_000,
        idleTimeoutMs: 120_000,
      },
      loginDeviceRateLimit: { max: 5, windowMs: 60_000 },
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT: '1m', HTTP_REQUEST_TIMEOUT: '30s' })).toThrow(
      /HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT/,
    );
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT: '10s' })).toThrow(
      /HTTP_IDLE_TIMEOUT: must not be shorter than HTTP_KEEP_ALIVE_TIMEOUT/,
    );
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT: 'soon' })).toThrow(/HTTP_REQUEST_TIMEOUT/);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (default DEFAULT_POOL_SIZE)', () => {
    const url = 'postgres://app@db/genetype';
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({
      poolSize: DEFAULT_POOL_SIZE,
    });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }).database).toMatchObject({
      poolSize: 40,
    });
  });

  it('is silent under NODE_ENV=test unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('resolves a relative SQLITE_PATH against the working directory', () => {
    expect(loadConfig({ SQLITE_PATH: 'tmp/x.sqlite' }).database).toEqual({
      kind: 'sqlite',
      path: path.resolve('tmp/x.sqlite'),
    });
  });

  it('takes a hop count or proxy addresses for TRUST_PROXY, never "trust anyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const value of ['true', '10.0.0.0/33', 'proxy.internal', '1.2.3']) {
      expect(issuesOf({ TRUST_PROXY: value })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: .*true is refused/),
      ]);
    }
  });

  it('never echoes a secret in an error', () => {
    const [issue] = issuesOf({ JWT_SECRET: 'hunter2-is-my-secret' });
    expect(issue).toBe(
      'JWT_SECRET: must be at least 32 characters (openssl rand -base64 48) (got 20 characters)',
    );
    expect(issuesOf({ DATABASE_URL: 'mysql://root:pw@db/x' })[0]).not.toContain('pw');
  });

  it('collects every problem into one readable list', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        HOST: 'my host',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://localhost/db',
        ACCESS_TOKEN_TTL: 'soon',
        CORS_ORIGINS: 'localhost:3000',
        REDIS_URL: 'http://cache',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        LOGIN_RATE_LIMIT: 'lots',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { issues, message } = error as ConfigError;
    const names = issues.map((issue) => issue.split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'ACCESS_TOKEN_TTL',
        'CORS_ORIGINS',
        'DATABASE_URL',
        'HOST',
        'LOGIN_RATE_LIMIT',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'REDIS_URL',
        'TRUST_PROXY',
      ].sort(),
    );
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    expect(message).toContain('  - PORT: must be an integer from 1 to 65535 (got "eighty")');
  });

  it.each([
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ACCESS_TOKEN_TTL: '40d' }, 'REFRESH_TOKEN_TTL'],
    [{ REFRESH_TOKEN_ROTATE_AFTER: '60d' }, 'REFRESH_TOKEN_ROTATE_AFTER'],
    [{ DATABASE_SCHEMA: 'x' }, 'DATABASE_SCHEMA'],
    [{ DATABASE_URL: 'postgres://h/db', DATABASE_SCHEMA: 'Bad-Name' }, 'DATABASE_SCHEMA'],
    [{ DATABASE_URL: 'postgres://h/db', DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_URL: 'postgres://h/db', DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '20' }, 'DATABASE_POOL_SIZE'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ PASSWORD_HASH_COST: 'cheap' }, 'PASSWORD_HASH_COST'],
    [{ CORS_ORIGINS: 'https://genetype.kr/path' }, 'CORS_ORIGINS'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ WITHDRAWAL_PURGE_INTERVAL: 'sometimes' }, 'WITHDRAWAL_PURGE_INTERVAL'],
    [{ LOGIN_ADDRESS_RATE_LIMIT: '0/1m' }, 'LOGIN_ADDRESS_RATE_LIMIT'],
    [{ LOGIN_ACCOUNT_RATE_LIMIT: 'ten' }, 'LOGIN_ACCOUNT_RATE_LIMIT'],
  ])('refuses %j', (env, variable) => {
    expect(issuesOf(env)).toEqual([expect.stringMatching(new RegExp(`^${variable}: `))]);
  });
});

describe("README's configuration table", () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('API (one schema'));
  const rows = table
    .slice(0, table.indexOf('\n\n', table.indexOf('| `')))
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => row.split('|').map((cell) => cell.trim()));
  const namesOf = (cell: string): string[] =>
    [...cell.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1] ?? '');

  it('documents every variable of the schema, and only those', () => {
    const documented = rows.flatMap((row) => namesOf(row[1] ?? ''));
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !(CONFIG_VARIABLES as string[]).includes(name))).toEqual([]);
  });

  it("gives each variable of its own row the schema's default", () => {
    const wrong = rows.flatMap(([, names = '', documented = '']) => {
      const [name, ...others] = namesOf(names);
      const fallback = name === undefined ? undefined : variableOf(name)?.default;
      if (others.length > 0 || fallback === undefined) return [];
      return documented.includes(`\`${String(fallback)}\``) ? [] : [`${name}: ${documented}`];
    });
    expect(wrong).toEqual([]);
  });
});

it("lists every variable in .env.example (the runbook's configuration file)", () => {
  const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
});

describe('production', () => {
  it('starts with real values for everything', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config).toMatchObject({
      nodeEnv: 'production',
      jwtSecret: PRODUCTION_ENV.JWT_SECRET,
      corsOrigins: ['https://genetype.kr', 'https://www.genetype.kr'],
      mail: { smtpUrl: PRODUCTION_ENV.SMTP_URL },
    });
  });

  it('lists every development value at once', () => {
    expect(issuesOf({ NODE_ENV: 'production' }).map((issue) => issue.split(':')[0])).toEqual([
      'JWT_SECRET',
      'CORS_ORIGINS',
      'PUBLIC_API_URL',
      'KAKAO_CLIENT_ID',
      'GOOGLE_CLIENT_ID',
      'IDENTITY_CHECK_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'APP_URL',
    ]);
  });

  it('takes PASSWORD_HASH_COST=owasp, and fast everywhere but production', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, PASSWORD_HASH_COST: 'owasp' }).passwordHashCost).toBe(
      'owasp',
    );
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'fast' }).passwordHashCost).toBe(
      'fast',
    );
    expect(loadConfig({ PASSWORD_HASH_COST: 'fast' }).passwordHashCost).toBe('fast');
  });

  it("LOCAL_REHEARSAL accepts this machine's http addresses, and only those", () => {
    const local = {
      ...PRODUCTION_ENV,
      LOCAL_REHEARSAL: 'true',
      CORS_ORIGINS: 'http://localhost:8080',
      APP_URL: 'http://localhost:8080',
      PUBLIC_API_URL: 'http://localhost:8080/api',
    };
    expect(loadConfig(local)).toMatchObject({ nodeEnv: 'production', localRehearsal: true });
    expect(
      issuesOf({ ...local, LOCAL_REHEARSAL: 'false' }).map((issue) => issue.split(':')[0]),
    ).toEqual(['CORS_ORIGINS', 'PUBLIC_API_URL', 'APP_URL']);
    expect(
      issuesOf({ ...local, CORS_ORIGINS: 'http://genetype.kr', APP_URL: 'http://genetype.kr' }).map(
        (issue) => issue.split(':')[0],
      ),
    ).toEqual(['CORS_ORIGINS', 'APP_URL']);
    // Secrets and providers are never relaxed.
    expect(issuesOf({ ...local, JWT_SECRET: undefined as unknown as string })).toEqual([
      expect.stringMatching(/^JWT_SECRET: required/),
    ]);
  });

  const without = (name: string): Record<string, string> => {
    const env = { ...PRODUCTION_ENV };
    delete env[name];
    return env;
  };
  it.each<[string, Record<string, string>, RegExp]>([
    ['no JWT_SECRET', without('JWT_SECRET'), /^JWT_SECRET: required when NODE_ENV=production/],
    [
      'the published development secret',
      { ...PRODUCTION_ENV, JWT_SECRET: 'genetype-development-secret-not-for-production-use' },
      /^JWT_SECRET: the published development secret/,
    ],
    [
      'a short secret',
      { ...PRODUCTION_ENV, JWT_SECRET: 'short' },
      /^JWT_SECRET: must be at least 32 characters/,
    ],
    [
      'a short identity-check key',
      { ...PRODUCTION_ENV, IDENTITY_CHECK_KEY: 'c2hvcnQ=' },
      /^IDENTITY_CHECK_KEY: must be 32 bytes/,
    ],
    [
      'the fast password hash of the tests',
      { ...PRODUCTION_ENV, PASSWORD_HASH_COST: 'fast' },
      /^PASSWORD_HASH_COST: fast is for tests and development only: production hashes passwords with owasp/,
    ],
    ['no SMTP_URL (file outbox, /dev/outbox)', without('SMTP_URL'), /^SMTP_URL: required/],
    ['the local Kakao', without('KAKAO_CLIENT_ID'), /^KAKAO_CLIENT_ID: required/],
    ['the local Google', without('GOOGLE_CLIENT_ID'), /^GOOGLE_CLIENT_ID: required/],
    ['the local identity check', without('IDENTITY_CHECK_URL'), /^IDENTITY_CHECK_URL: required/],
    ['the default CORS origins', without('CORS_ORIGINS'), /^CORS_ORIGINS: required/],
    [
      'a localhost origin',
      { ...PRODUCTION_ENV, CORS_ORIGINS: 'https://genetype.kr,https://localhost:3000' },
      /^CORS_ORIGINS: production allows only public https origins \(got "https:\/\/localhost:3000"\)/,
    ],
    [
      'an http origin',
      { ...PRODUCTION_ENV, CORS_ORIGINS: 'http://genetype.kr' },
      /^CORS_ORIGINS: production allows only public https origins/,
    ],
    ['a * origin', { ...PRODUCTION_ENV, CORS_ORIGINS: '*' }, /^CORS_ORIGINS: must be a comma/],
    ['the default sender', without('MAIL_FROM'), /^MAIL_FROM: required/],
    ['the localhost APP_URL', without('APP_URL'), /^APP_URL: required/],
    [
      'an http PUBLIC_API_URL',
      { ...PRODUCTION_ENV, PUBLIC_API_URL: 'http://api.genetype.kr' },
      /^PUBLIC_API_URL: required/,
    ],
  ])('refuses %s', (_what, env, issue) => {
    expect(issuesOf(env)).toEqual([expect.stringMatching(issue)]);
  });
});

describe('development secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'genetype-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are random, made once into a 0600 file and reused after a restart', () => {
    const first = loadConfig({}, { secretsDir: dir });
    const file = path.join(dir, DEV_SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe('genetype-development-secret-not-for-production-use');

    const second = loadConfig({}, { secretsDir: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.providers.identityCheck.key.equals(first.providers.identityCheck.key)).toBe(true);

    const elsewhere = mkdtempSync(path.join(tmpdir(), 'genetype-secrets-'));
    try {
      expect(loadConfig({}, { secretsDir: elsewhere }).jwtSecret).not.toBe(first.jwtSecret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('replace an unreadable file and leave a given JWT_SECRET alone', () => {
    const explicit = 'e'.repeat(40);
    expect(loadConfig({ JWT_SECRET: explicit }, { secretsDir: dir }).jwtSecret).toBe(explicit);
    const file = path.join(dir, DEV_SECRETS_FILE);
    rmSync(file, { force: true });
    writeFileSync(file, '{ truncated');
    const config = loadConfig({}, { secretsDir: dir });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ jwtSecret: config.jwtSecret });
  });

  it('are never written under NODE_ENV=test', () => {
    loadConfig({ NODE_ENV: 'test' }, { secretsDir: dir });
    expect(() => statSync(path.join(dir, DEV_SECRETS_FILE))).toThrow();
  });
});
