// Issue 18: every `{ message }` and every e-mail in the request's (or the member's) language,
// Korean by default. One case per module family, each asserting the exact Korean by default and
// the English for `Accept-Language: en`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@genetype/domain/contracts';
import {
  ACCESS_TOKEN_EXPIRED_MESSAGE,
  IDENTITY_CHECK_MESSAGES,
  LOGIN_FAILED_MESSAGE,
  PROFILE_MESSAGES,
  REVIEW_MESSAGES,
  SOCIAL_LINK_MESSAGES,
  WITHDRAWAL_MESSAGES,
} from '@genetype/domain/contracts';
import {
  CONSENT_MESSAGES,
  OTHER_PERSON_MESSAGES,
  SEARCH_MESSAGES,
  VALIDATION_MESSAGES,
} from '@genetype/domain/validation';
import { VALIDATION_CATALOGUE_EN, VALIDATION_MESSAGES_EN } from '@genetype/domain/validation/en';
import { CATALOGUES } from '../src/i18n/catalogues.js';
import {
  currentLanguage,
  koreanEntries,
  languageFromHeader,
  localizeMessage,
  t as translate,
  withLanguage,
} from '../src/i18n/i18n.js';
import { dialects } from './helpers/dialects.js';
import { PASSWORD, authHeaders, signup } from './helpers/fixtures.js';
import { verifiedMember } from './helpers/questionnaire.js';
import { resetTokenIn } from './helpers/smtp.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const HANGUL = /[\uAC00-\uD7A3]/;

describe('the API catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s: every Korean key has an English text (same placeholders, no Hangul) and vice versa',
    (_ns, { ko, en }) => {
      const koKeys = flatten(ko as Tree);
      const enKeys = flatten(en as Tree);
      expect([...enKeys.keys()].sort()).toEqual([...koKeys.keys()].sort());
      for (const [key, text] of koKeys) {
        const english = enKeys.get(key) ?? '';
        expect({ key, placeholders: placeholders(english) }).toEqual({
          key,
          placeholders: placeholders(text),
        });
        // The language control's own message names 한국어 in Korean, as the controls do.
        expect({ key, hangul: HANGUL.test(english.replace('한국어', '')) }).toEqual({
          key,
          hangul: false,
        });
        expect(english.trim()).not.toBe('');
      }
    },
  );

  it('reads a Korean text back to one English text, whichever key it was written under', () => {
    const english = new Map<string, Set<string>>();
    for (const [key, text] of koreanEntries()) {
      if (text.includes('{{')) continue;
      const set = english.get(text) ?? new Set<string>();
      set.add(translate(key, { lng: 'en' }));
      english.set(text, set);
    }
    const ambiguous = [...english].filter(([, set]) => set.size > 1);
    expect(ambiguous).toEqual([]);
  });

  it('translates texts fixed in Korean, including a filled-in template and its wait', () => {
    expect(localizeMessage(VALIDATION_MESSAGES.userIdFormat, 'en')).toBe(
      'Your ID must be 5–20 letters and numbers.',
    );
    expect(localizeMessage('로그인 시도가 너무 많아요. 5분 뒤에 다시 시도해 주세요.', 'en')).toBe(
      'Too many login attempts. Please try again in 5 minutes.',
    );
    expect(localizeMessage('가입 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.', 'en')).toBe(
      'Too many sign-up requests. Please try again in 1 hour.',
    );
    expect(localizeMessage('아직 번역되지 않은 메시지예요.', 'en')).toBe(
      '아직 번역되지 않은 메시지예요.',
    );
    expect(localizeMessage(VALIDATION_MESSAGES.userIdFormat, 'ko')).toBe(
      VALIDATION_MESSAGES.userIdFormat,
    );
    // The client matches this text to renew the session: it is a signal, never translated.
    expect(localizeMessage(ACCESS_TOKEN_EXPIRED_MESSAGE, 'en')).toBe(ACCESS_TOKEN_EXPIRED_MESSAGE);
  });

  it('answers a form rule in the words of the shared catalogue (the forms’), limits filled in', () => {
    // The Korean the rules throw, read back to the shared English: one source, no copy.
    const pairs: [string, string][] = [
      [VALIDATION_MESSAGES.nicknameTooShort, 'Your nickname needs at least 5 characters.'],
      [VALIDATION_MESSAGES.nicknameFormat, VALIDATION_CATALOGUE_EN.validation.nicknameFormat],
      [CONSENT_MESSAGES.tooYoung, 'You must be 11 or older to join GeneType.'],
      [
        CONSENT_MESSAGES.guardianConsentRequired,
        'Members under 14 need consent from a parent or legal guardian.',
      ],
      [CONSENT_MESSAGES.guardianNameFormat, VALIDATION_MESSAGES_EN.consent.guardianNameFormat],
      [
        OTHER_PERSON_MESSAGES.relationRequired,
        VALIDATION_CATALOGUE_EN.otherPerson.relationRequired,
      ],
      [SEARCH_MESSAGES.tooLong, VALIDATION_MESSAGES_EN.search.tooLong],
    ];
    for (const [korean, english] of pairs) {
      expect({ korean, english: localizeMessage(korean, 'en') }).toEqual({ korean, english });
      expect(english).not.toMatch(/\{\{/);
    }
    // The API's form-rule texts are exactly the shared catalogue's, in both languages.
    // A copy of the English in the API would drift again (it had: nicknameTooShort, nicknameFormat).
    const common = CATALOGUES.common as unknown as Record<'en', Record<string, unknown>>;
    for (const rule of ['validation', 'consent', 'otherPerson', 'search'] as const)
      expect(common.en[rule]).toEqual(VALIDATION_MESSAGES_EN[rule]);
  });

  it('answers in Korean outside a request, in the scope’s language inside one', async () => {
    expect(translate('auth:loggedOut')).toBe('로그아웃했어요.');
    // What a request's scope does: everything started inside it, awaited work included.
    const inScope = await withLanguage('en', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [currentLanguage(), translate('auth:loggedOut')];
    });
    expect(inScope).toEqual(['en', "You're logged out."]);
    expect(currentLanguage()).toBe('ko');
    expect(() => translate('auth:noSuchKey')).toThrow(/No message auth:noSuchKey/);
  });
});

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5', 'en'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['en;q=0.4, ko;q=0.8', 'ko'],
    ['de, fr', 'ko'],
    ['en;q=0', 'ko'],
  ] as const)('%s → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

interface Call {
  method?: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

describe.each(dialects)('messages by Accept-Language on %s', (dialect) => {
  let t: TestApp;
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'genetype-outbox-'));

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      LOGIN_RATE_LIMIT: '1000/1m',
      SIGNUP_RATE_LIMIT: '1000/1m',
      FORGOT_PASSWORD_RATE_LIMIT: '1000/1m',
      MAIL_OUTBOX_DIR: outboxDir,
    });
  });
  afterAll(() => t.close());

  const call = (request: Call, language?: string) =>
    t.app.inject({
      method: request.method ?? 'POST',
      url: request.url,
      headers: { ...request.headers, ...(language ? { 'accept-language': language } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });

  /** The call answers `status` with `korean` by default and `english` for an English request. */
  async function expectBoth(request: Call, status: number, korean: string, english: string) {
    const ko = await call(request);
    expect({ status: ko.statusCode, body: ko.json() as unknown }).toEqual({
      status,
      body: expect.objectContaining({ message: korean }),
    });
    expect(ko.headers['content-language']).toBe('ko');
    const en = await call(request, 'en-US,en;q=0.9,ko;q=0.8');
    expect({ status: en.statusCode, body: en.json() as unknown }).toEqual({
      status,
      body: expect.objectContaining({ message: english }),
    });
    expect(en.headers['content-language']).toBe('en');
  }

  it('common: unknown address, broken JSON, a schema refusal', async () => {
    await expectBoth(
      { method: 'GET', url: '/no/such/route' },
      404,
      '요청한 주소를 찾을 수 없어요.',
      "We couldn't find that address.",
    );
    await expectBoth(
      { url: '/user/login', payload: '{"login":', headers: { 'content-type': 'application/json' } },
      400,
      '요청 본문이 올바른 JSON 형식이 아니에요.',
      "The request body isn't valid JSON.",
    );
    await expectBoth(
      { url: '/user/login', payload: { login: 'someone', password: PASSWORD, extra: 1 } },
      400,
      '요청 내용이 올바르지 않아요.',
      'The request contains invalid data.',
    );
  });

  it('auth: login refused, a form rule, logout', async () => {
    const { userId, session } = await signup(t.app);
    await expectBoth(
      { url: '/user/login', payload: { login: userId, password: 'Wrong0000!' } },
      400,
      LOGIN_FAILED_MESSAGE,
      "That ID or password doesn't match our records.",
    );
    await expectBoth(
      { url: '/user/login', payload: { login: '', password: PASSWORD } },
      400,
      VALIDATION_MESSAGES.loginRequired,
      'Please enter your ID or email.',
    );
    // A language neither supported: Korean.
    expect(
      (await call({ url: '/user/login', payload: { login: '', password: PASSWORD } }, 'fr')).json(),
    ).toEqual({
      message: VALIDATION_MESSAGES.loginRequired,
    });
    const english = await call({ url: '/user/logout', headers: authHeaders(session.token) }, 'en');
    expect(english.json()).toEqual({ message: "You're logged out." });
    // A success keeps its shape.
    const ok = await call(
      { url: '/user/login', payload: { login: userId, password: PASSWORD } },
      'en',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('token');
  });

  it("settings: saves a member's language and answers in the caller's", async () => {
    const { session, email } = await signup(t.app);
    const headers = authHeaders(session.token);
    const getUser = async () =>
      (await call({ method: 'GET', url: '/user/getUser', headers })).json<User>();
    expect((await getUser()).language).toBeNull();

    const saved = await call(
      { url: '/user/updateLanguage', headers, payload: { language: 'en' } },
      'en',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Language saved.' });
    expect((await getUser()).language).toBe('en');

    await expectBoth(
      { url: '/user/updateLanguage', headers, payload: { language: 'fr' } },
      400,
      '한국어(ko) 또는 English(en) 중에서 골라 주세요.',
      'Please choose 한국어 (ko) or English (en).',
    );
    // A shared form rule, checked by the service: the forms' English.
    await expectBoth(
      { url: '/user/updateNickname', headers, payload: { nickname: 'abc' } },
      400,
      VALIDATION_MESSAGES.nicknameTooShort,
      'Your nickname needs at least 5 characters.',
    );
    await expectBoth(
      { url: '/user/updateEmailSendCode', headers, payload: { email } },
      400,
      '지금 쓰고 있는 이메일이에요. 바꿀 이메일을 입력해 주세요.',
      "That's the email you're already using. Please enter the one you want to switch to.",
    );
    expect(
      (await call({ url: '/user/updateLanguage', payload: { language: 'ko' } })).statusCode,
    ).toBe(401);
  });

  it('recovery: the forgot-password answer and a bad reset link', async () => {
    await expectBoth(
      { url: '/user/forgotPassword', payload: { email: 'nobody@example.com' } },
      200,
      '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보내 드렸어요. 메일함을 확인해 주세요.',
      "If an account uses that email, we've sent it a link to reset your password. Please check your inbox.",
    );
    await expectBoth(
      { method: 'GET', url: `/user/resetPassword/${'x'.repeat(43)}` },
      400,
      '비밀번호 재설정 링크가 올바르지 않아요. 메일의 링크를 다시 확인해 주세요.',
      VALIDATION_MESSAGES_EN.recovery.resetTokenInvalid,
    );
  });

  it('social, identity check, profiles, reviews, withdrawal, results, telemetry, outbox', async () => {
    const member = await verifiedMember(t);
    const headers = member.headers;
    await expectBoth(
      { url: '/user/disconnect', headers, payload: { email: 'x', socialLoginType: 'google' } },
      400,
      SOCIAL_LINK_MESSAGES.notLinked,
      'No account is connected.',
    );
    // The page the Google popup lands on for a moment.
    const callback = (language?: string) =>
      call({ method: 'GET', url: '/auth/google/callback' }, language).then((r) => r.body);
    expect(await callback()).toContain(
      '<html lang="ko"><head><meta charset="utf-8"><title>Google 로그인</title>',
    );
    const englishPage = await callback('en');
    expect(englishPage).toContain(
      '<html lang="en"><head><meta charset="utf-8"><title>Sign in with Google</title>',
    );
    expect(HANGUL.test(englishPage)).toBe(false);
    await expectBoth(
      { method: 'GET', url: '/user/getPhoneData?EncodeData=%00' },
      400,
      IDENTITY_CHECK_MESSAGES.failed,
      "We couldn't verify your identity. Please try again.",
    );
    await expectBoth(
      { method: 'GET', url: '/user/nobody12345', headers },
      404,
      PROFILE_MESSAGES.notFound,
      "We couldn't find a member with that nickname. Please check the nickname.",
    );
    const review = { url: '/reviews/post', headers, payload: { contents: 'Great test!' } };
    expect((await call(review, 'en')).json()).toMatchObject({
      message: 'Your review is posted. Thank you for sharing!',
    });
    await expectBoth(
      review,
      409,
      REVIEW_MESSAGES.alreadyPosted,
      "You've already written a review. Please edit it instead.",
    );
    await expectBoth(
      { url: '/user/withdrawAccount', headers, payload: { isWithdraw: '0' } },
      409,
      WITHDRAWAL_MESSAGES.notRequested,
      'There is no account deletion request in progress.',
    );
    await expectBoth(
      { method: 'GET', url: '/results/no-such-result', headers },
      404,
      '검사 결과를 찾을 수 없어요.',
      "We couldn't find that test result.",
    );
    await expectBoth(
      { method: 'GET', url: '/results/mine?type=E', headers },
      400,
      '결과 유형은 A, B, C, D 중 하나여야 해요.',
      'The result type must be A, B, C or D.',
    );
    await expectBoth(
      { method: 'GET', url: '/results/mine?type=B', headers },
      404,
      '아직 B 유형 검사 결과가 없어요. 검사를 먼저 마쳐 주세요.',
      "There's no result for type B yet. Please finish that part of the test first.",
    );
    await expectBoth(
      { method: 'GET', url: '/telemetry/remote-summary?since=yesterday' },
      400,
      'since는 ISO 8601 날짜여야 해요. 예: 2026-11-22T09:00:00Z',
      'since must be an ISO 8601 date, e.g. 2026-11-22T09:00:00Z',
    );
    await expectBoth(
      { method: 'GET', url: '/dev/outbox/1700000000000-deadbeef.eml' },
      404,
      '메일을 찾을 수 없어요.',
      "We couldn't find that email.",
    );
  });

  describe('e-mails in the member’s language', () => {
    interface Mail {
      to: string;
      subject: string;
      text: string;
      html?: string;
      language?: string;
      from: string;
    }
    const mailTo = async (to: string, count = 1): Promise<Mail[]> => {
      for (let i = 0; i < 100; i += 1) {
        const all = (await call({ method: 'GET', url: '/dev/outbox.json' })).json<Mail[]>();
        const mine = all.filter((mail) => mail.to === to);
        if (mine.length >= count) return mine;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      throw new Error(`no mail to ${to}`);
    };
    const setLanguage = (email: string, language: string | null) =>
      t.db.updateTable('users').set({ language }).where('email', '=', email).execute();

    it('password reset: the member’s language, else the request’s, else Korean', async () => {
      const korean = await signup(t.app);
      await call({ url: '/user/forgotPassword', payload: { email: korean.email } });
      const [ko] = await mailTo(korean.email);
      expect(ko).toMatchObject({
        subject: '[진타입] 비밀번호 재설정 안내',
        language: 'ko',
        from: '진타입 <no-reply@genetype.local>',
      });
      expect(ko?.text).toContain(`안녕하세요, ${korean.userId}님.`);
      expect(ko?.text).toContain('이 링크는 30분 동안 한 번만 쓸 수 있어요.');

      // Chose English in their account: English even when asking from a Korean page.
      const english = await signup(t.app);
      await setLanguage(english.email, 'en');
      await call({ url: '/user/forgotPassword', payload: { email: english.email } }, 'ko');
      const [en] = await mailTo(english.email);
      expect(en).toMatchObject({
        subject: '[GeneType] Reset your password',
        language: 'en',
        from: 'GeneType <no-reply@genetype.local>',
      });
      expect(en?.text).toContain(`Hi ${english.userId},`);
      expect(en?.text).toContain('This link works once and expires in 30 minutes.');
      expect(en?.html).toContain('>Reset my password</a>');
      expect(resetTokenIn(en?.text ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(HANGUL.test(`${en?.subject} ${en?.text} ${en?.html}`)).toBe(false);

      // No choice saved: the language they asked in.
      const asked = await signup(t.app);
      await call({ url: '/user/forgotPassword', payload: { email: asked.email } }, 'en');
      expect((await mailTo(asked.email))[0]).toMatchObject({
        subject: '[GeneType] Reset your password',
      });

      // Chose Korean: Korean even when asking in English.
      const chose = await signup(t.app);
      await setLanguage(chose.email, 'ko');
      await call({ url: '/user/forgotPassword', payload: { email: chose.email } }, 'en');
      expect((await mailTo(chose.email))[0]).toMatchObject({
        subject: '[진타입] 비밀번호 재설정 안내',
      });
    });

    it('e-mail change code: in the member’s language', async () => {
      const { session, email } = await signup(t.app);
      const headers = authHeaders(session.token);
      const korean = `ko-${email}`;
      const sent = await call({
        url: '/user/updateEmailSendCode',
        headers,
        payload: { email: korean },
      });
      expect(sent.json()).toEqual({
        message: '인증번호를 메일로 보냈어요. 10분 안에 입력해 주세요.',
      });
      const [ko] = await mailTo(korean);
      expect(ko?.subject).toMatch(/^\[진타입\] 이메일 변경 인증번호 \d{6}$/);
      expect(ko?.text).toContain('인증번호는 10분 동안 한 번만 쓸 수 있어요.');

      await setLanguage(email, 'en');
      const english = `en-${email}`;
      const again = await call(
        { url: '/user/updateEmailSendCode', headers, payload: { email: english } },
        'en',
      );
      expect(again.json()).toEqual({
        message: "We've emailed you a verification code. Please enter it within 10 minutes.",
      });
      const [en] = await mailTo(english);
      expect(en?.subject).toMatch(/^\[GeneType\] Your email change code: \d{6}$/);
      expect(en?.text).toContain('The code works once and expires in 10 minutes.');
      expect(en?.language).toBe('en');
      expect(HANGUL.test(`${en?.subject} ${en?.text} ${en?.html}`)).toBe(false);
    });
  });
});
