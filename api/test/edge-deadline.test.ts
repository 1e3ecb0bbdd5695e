// The edge's deadline (lib/edge-deadline.ts): a request nginx stopped waiting for is refused
// without being applied, so a frozen instance that wakes up cannot land an older write.
import { REQUEST_START_HEADER, REQUEST_TIMEOUT_HEADER, lateBy } from '../src/lib/edge-deadline.js';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const stamped = (receivedMsAgo: number, timeoutS = '2') => ({
  [REQUEST_START_HEADER]: ((Date.now() - receivedMsAgo) / 1000).toFixed(3),
  [REQUEST_TIMEOUT_HEADER]: timeoutS,
});

describe('lateBy', () => {
  const now = 1_700_000_010_000;
  it('is the age of a request past its timeout, else null', () => {
    const headers = (start: string, timeout = '2') => ({
      [REQUEST_START_HEADER]: start,
      [REQUEST_TIMEOUT_HEADER]: timeout,
    });
    expect(lateBy(headers('1700000007.500'), now)).toBe(2500);
    expect(lateBy(headers('1700000008.500'), now)).toBeNull();
    // No edge, a disabled or unreadable timeout, a clock far ahead: served as usual.
    expect(lateBy({}, now)).toBeNull();
    expect(lateBy(headers('1700000000.000', '0'), now)).toBeNull();
    expect(lateBy(headers('yesterday'), now)).toBeNull();
    expect(lateBy(headers('1700000000.000', '-1'), now)).toBeNull();
    expect(lateBy(headers('1700000020.000'), now)).toBeNull();
  });
});

describe.each(dialects)('requests the edge gave up on, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNUP_RATE_LIMIT: '100/1m' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signupRequest = (member: { userId: string; email: string }, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/user/signup',
      headers,
      payload: {
        ...member,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consents: ADULT_CONSENTS,
      },
    });

  it('refuses a late write with 503 and applies nothing', async () => {
    const member = uniqueMember('late');
    const late = await signupRequest(member, stamped(5000));
    expect(late.statusCode).toBe(503);
    expect(late.json()).toEqual({ message: '요청이 너무 오래 기다렸어요. 다시 시도해 주세요.' });
    // Nothing was written: the same member signs up now.
    const again = await signupRequest(member, stamped(10));
    expect(again.statusCode).toBe(201);
  });

  it('says so in English to an English request, and serves a late read', async () => {
    const late = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { ...stamped(3000), 'accept-language': 'en' },
      payload: { login: 'nobody', password: PASSWORD },
    });
    expect(late.statusCode).toBe(503);
    expect(late.json().message).toBe(
      'The request waited too long to be handled. Please try again.',
    );
    const read = await t.app.inject({ method: 'GET', url: '/health', headers: stamped(3000) });
    expect(read.statusCode).toBe(200);
  });
});
