import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/index.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { decodeJwt, signJwt, signup } from './helpers/fixtures.js';
import { PRODUCTION_ENV } from './helpers/production-env.js';
import { createTestApp } from './helpers/test-app.js';

describe('production with proper values', () => {
  it('starts, answers /health and serves no development route', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    const db = createDatabase({ kind: 'sqlite', path: ':memory:' });
    await migrateToLatest(db, { kind: 'sqlite', path: ':memory:' });
    const app = await buildApp(config, { db });
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      for (const url of ['/dev/outbox', '/dev/outbox.json', '/local-idp/google/jwks'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const cors = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(cors.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('the development secret', () => {
  it('is no longer the published constant: a token forged with it is refused', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'genetype-dev-'));
    const t = await createTestApp('sqlite', {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    });
    try {
      const { session } = await signup(t.app);
      const now = Math.floor(Date.now() / 1000);
      const forged = signJwt('genetype-development-secret-not-for-production-use', {
        sub: decodeJwt(session.token.token).sub,
        iat: now,
        exp: now + 600,
      });
      const response = await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(response.statusCode).toBe(401);
      const genuine = await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: { authorization: `Bearer ${session.token.token}` },
      });
      expect(genuine.statusCode).toBe(200);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
