import { INVALID_BODY_MESSAGE } from '../src/lib/validate.js';
import { INVALID_SINCE_MESSAGE } from '../src/modules/telemetry/index.js';
import { dialects } from './helpers/dialects.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const KOREAN = /[가-힣]/;
const bucket = (n: number) => n.toString(16).padStart(32, '0');

describe.each(dialects)('remote telemetry on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const summary = async (since?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/telemetry/remote-summary${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{
      since: string;
      versions: {
        module: string;
        version: string;
        members: number;
        share: number;
        loads: number;
        failures: number;
        lastFailure: string | null;
      }[];
    }>();
  };

  it('counts members per module and version: a repeat visit is one member, two loads', async () => {
    for (const [n, version, stage] of [
      [1, '0.1.0-aaaaaaa', 'stable'],
      [1, '0.1.0-aaaaaaa', 'stable'],
      [2, '0.1.0-aaaaaaa', 'stable'],
      [3, '0.1.0-aaaaaaa', 'stable'],
      [4, '0.2.0-bbbbbbb', 'canary'],
    ] as const) {
      const response = await post('/telemetry/remote-loads', {
        module: 'mf-content',
        version,
        stage,
        bucket: bucket(n),
      });
      expect(response.statusCode).toBe(204);
    }
    const { versions } = await summary();
    expect(versions.filter((row) => row.module === 'mf-content')).toEqual([
      {
        module: 'mf-content',
        version: '0.1.0-aaaaaaa',
        members: 3,
        share: 75,
        loads: 4,
        failures: 0,
        lastFailure: null,
      },
      {
        module: 'mf-content',
        version: '0.2.0-bbbbbbb',
        members: 1,
        share: 25,
        loads: 1,
        failures: 0,
        lastFailure: null,
      },
    ]);
  });

  it('stores failures and shows the latest reason beside the version', async () => {
    await post('/telemetry/remote-failures', {
      module: 'mf-search',
      version: '0.3.0-ccccccc',
      stage: 'canary',
      reason: 'unreachable',
      detail: 'RUNTIME-008',
    });
    t.clock.advance(1000);
    const response = await post('/telemetry/remote-failures', {
      module: 'mf-search',
      version: '0.3.0-ccccccc',
      stage: 'pinned',
      reason: 'incompatible',
      detail: 'react ^17.0.0 is required, the shell provides 19.3.1',
    });
    expect(response.statusCode).toBe(204);
    const row = (await summary()).versions.find((candidate) => candidate.module === 'mf-search');
    expect(row).toMatchObject({ version: '0.3.0-ccccccc', members: 0, failures: 2 });
    expect(row?.lastFailure).toMatch(/incompatible: react \^17.0.0 is required/);
    t.clock.reset();
  });

  it('reads only what happened since the given date', async () => {
    const { versions, since } = await summary(new Date(Date.now() + 3600_000).toISOString());
    expect(versions).toEqual([]);
    expect(since).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it.each([
    [
      'an unknown module',
      '/telemetry/remote-loads',
      { module: 'mf-nope', version: '1.0.0', stage: 'stable', bucket: bucket(1) },
    ],
    [
      'a bucket that is not a hash (personal data)',
      '/telemetry/remote-loads',
      { module: 'mf-content', version: '1.0.0', stage: 'stable', bucket: 'member:gene01' },
    ],
    [
      'a bad stage',
      '/telemetry/remote-loads',
      { module: 'mf-content', version: '1.0.0', stage: 'beta', bucket: bucket(1) },
    ],
    [
      'a version with a path in it',
      '/telemetry/remote-failures',
      { module: 'mf-content', version: '../1', stage: 'canary', reason: 'unreachable' },
    ],
    [
      'an unknown reason',
      '/telemetry/remote-failures',
      { module: 'mf-content', version: '1.0.0', stage: 'canary', reason: 'bored' },
    ],
    [
      'a detail over 500 characters',
      '/telemetry/remote-failures',
      {
        module: 'mf-content',
        version: '1.0.0',
        stage: 'canary',
        reason: 'unreachable',
        detail: 'x'.repeat(501),
      },
    ],
  ])('refuses %s with 400 and a Korean message', async (_label, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(KOREAN);
  });

  it('refuses a body that is not an object, and a since that is not a date', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/telemetry/remote-loads',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_BODY_MESSAGE });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/telemetry/remote-summary?since=yesterday',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: INVALID_SINCE_MESSAGE });
  });

  it('limits reports per address with a 429 in Korean', async () => {
    const payload = { module: 'mf-account', version: '1.0.0', stage: 'stable', bucket: bucket(9) };
    let last = 0;
    for (let index = 0; index < 601; index += 1)
      last = (await post('/telemetry/remote-loads', payload, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    expect((await post('/telemetry/remote-loads', payload, '10.9.9.10')).statusCode).toBe(204);
  });
});
