import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from './config.js';

const issuesOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

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
    });
    expect(config.database).toEqual({
      kind: 'sqlite',
      path: path.resolve(__dirname, '..', '..', 'data', 'genetype.sqlite'),
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
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
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
      },
      accessTokenTtlMs: 300_000,
      refreshTokenTtlMs: 14 * 86_400_000,
      corsOrigins: ['https://genetype.kr', 'https://www.genetype.kr'],
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      trustProxy: 1,
      loginRateLimit: { max: 5, windowMs: 30_000 },
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

  it('requires a real JWT_SECRET in production', () => {
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: required when NODE_ENV=production/),
    ]);
    expect(issuesOf({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET: must be at least 32 characters (got 5)',
    ]);
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
    [{ CORS_ORIGINS: 'https://genetype.kr/path' }, 'CORS_ORIGINS'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
  ])('refuses %j', (env, variable) => {
    expect(issuesOf(env)).toEqual([expect.stringMatching(new RegExp(`^${variable}: `))]);
  });
});
