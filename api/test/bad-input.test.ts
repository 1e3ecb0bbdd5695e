// The four classes of 500s issue 14 measured, as fixed cases (the fuzz suite covers the rest).
import { nicknameFormSchema } from '@genetype/domain/validation';
import { validateBody } from '../src/lib/validate.js';
import { dialects } from './helpers/dialects.js';
import { authHeaders, signup } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const HANGUL = /[\uac00-\ud7a3]/;

/** Every JSON POST of the API (the local providers' stand-ins aside). */
const POSTS = [
  '/user/signup',
  '/user/login',
  '/user/logout',
  '/user/forgotPassword',
  '/user/resetPassword/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/user/updateNickname',
  '/user/updatePassword',
  '/user/updateEmailSendCode',
  '/user/updateEmailVerifyCode',
  '/user/updateEmail',
  '/user/withdrawAccount',
  '/user/kakaoLogin',
  '/user/kakaoLink',
  '/user/googleLogin',
  '/user/connect',
  '/user/disconnect',
  '/user/socialSignup',
  '/user/findEmail',
  '/questions/saveAnswers',
  '/questions/calculateResult',
  '/results/others',
  '/reviews/post',
  '/reviews/updatereview',
  '/main/search',
  '/telemetry/remote-loads',
  '/telemetry/remote-failures',
  '/telemetry/field',
];

const deepArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(dialects)('issue 14 regressions on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = authHeaders({ token: (await signup(t.app)).session.token.token });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });

  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    const { message } = response.json() as { message: string };
    expect(message).toMatch(HANGUL);
    expect(message).not.toMatch(/function|native code|undefined|\[object/);
    return message;
  };

  describe('1. a key named like an Object builtin', () => {
    it.each(POSTS)('%s refuses constructor, valueOf, hasOwnProperty and toString', async (url) => {
      for (const payload of [
        '{"constructor":1}',
        '{"valueOf":1}',
        '{"hasOwnProperty":"x"}',
        '{"toString":1}',
      ])
        expectRefused(await post(url, payload));
    });

    it('the settings calls never show a builtin as their message', async () => {
      for (const url of ['/user/updateNickname', '/user/updateEmail', '/user/updatePassword'])
        expect(expectRefused(await post(url, '{"toString":1}'))).not.toContain('toString');
    });

    it('validateBody alone ignores such keys instead of crashing yup', async () => {
      await expect(
        validateBody(nicknameFormSchema, JSON.parse('{"constructor":1,"nickname":"abcde1"}')),
      ).resolves.toEqual({ nickname: 'abcde1' });
    });
  });

  describe('2. an object whose toString is not a function where text goes', () => {
    it.each([
      ['/user/forgotPassword', 'email'],
      ['/user/updateEmail', 'email'],
      ['/user/updateEmailSendCode', 'email'],
      ['/user/login', 'login'],
      ['/user/signup', 'email'],
      ['/reviews/post', 'contents'],
      ['/main/search', 'searchItem'],
      ['/telemetry/remote-loads', 'module'],
    ])('%s { %s: { toString: 1 } }', async (url, field) => {
      expectRefused(await post(url, JSON.stringify({ [field]: { toString: 1 } })));
    });
  });

  describe('3. deep nesting in telemetry', () => {
    it.each([2_000, 2_500, 3_000])('an array %i deep is a short 400', async (depth) => {
      for (const url of ['/telemetry/remote-loads', '/telemetry/remote-failures']) {
        const payload = `{"module":${deepArray(depth)},"version":"1.0.0","stage":"stable"}`;
        const response = await post(url, payload);
        expectRefused(response);
        expect(response.rawPayload.length).toBeLessThan(200);
      }
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  });

  describe('4. a NUL character in text', () => {
    it('is refused in a body before it reaches the database', async () => {
      for (const [url, body] of [
        ['/reviews/post', { contents: 'a\u0000b' }],
        ['/user/updateNickname', { nickname: 'abc\u0000de' }],
        ['/user/signup', { userId: 'ab\u0000cdef' }],
        ['/results/others', { name: '김\u0000진타' }],
        ['/main/search', { searchItem: '유전\u0000자' }],
      ] as const)
        expectRefused(await post(url, JSON.stringify(body)));
    });

    it('is refused in a path and a query string', async () => {
      for (const url of [
        '/user/ab%00cd',
        '/results/ab%00cd',
        '/user/resetPassword/ab%00cd',
        '/results/mine?type=A%00',
        '/questions?resultId=ab%00cd',
        '/profiles/shared?token=ab%00cd',
        '/telemetry/remote-summary?since=2026%00',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expectRefused(response);
      }
    });
  });
});
