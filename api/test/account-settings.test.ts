import type { SessionResponse, User } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { INVALID_BODY_MESSAGE } from '../src/lib/validate.js';
import { SETTINGS_MESSAGES as M } from '../src/modules/account-settings/messages.js';
import { dialects } from './helpers/dialects.js';
import {
  PASSWORD,
  authHeaders,
  refresh,
  refreshCookieOf,
  signup,
  uniqueMember,
} from './helpers/fixtures.js';
import { decodedText, startSmtpServer } from './helpers/smtp.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const NEW_PASSWORD = 'N3wSecret!';

/** The code of the English code mail ("Verification code: 123456"). */
function codeInEnglish(raw: string): string {
  const match = /Verification code: (\d{6})/.exec(decodedText(raw));
  if (!match?.[1]) throw new Error('no code in the message');
  return match[1];
}

function codeIn(raw: string): string {
  const match = /인증번호: (\d{6})/.exec(decodedText(raw));
  if (!match?.[1]) throw new Error('no code in the message');
  return match[1];
}

describe.each(dialects)('account settings on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      LOGIN_RATE_LIMIT: '1000/1m',
      SIGNUP_RATE_LIMIT: '1000/1m',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => t.clock.reset());

  const post = (url: string, session: SessionResponse | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: session ? authHeaders(session.token) : {},
      payload: payload as object,
    });
  const getUser = async (session: SessionResponse) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: authHeaders(session.token),
      })
    ).json<User>();
  const login = (loginId: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/user/login', payload: { login: loginId, password } });
  const userRow = (email: string) =>
    t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('refuses every call without a session', async () => {
    for (const url of [
      '/user/updateNickname',
      '/user/updatePassword',
      '/user/updateEmailSendCode',
      '/user/updateEmailVerifyCode',
      '/user/updateEmail',
    ]) {
      const response = await post(url, null, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  describe('POST /user/updateNickname', () => {
    it('saves a valid nickname and getUser shows it', async () => {
      const { session } = await signup(t.app);
      const response = await post('/user/updateNickname', session, { nickname: ' Nick12345 ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.nicknameSaved });
      expect((await getUser(session)).nickname).toBe('Nick12345');
    });

    it.each([
      [{}, VALIDATION_MESSAGES.nicknameRequired],
      [{ nickname: 12345 }, VALIDATION_MESSAGES.nicknameFormat],
      [{ nickname: 'abcd' }, VALIDATION_MESSAGES.nicknameTooShort],
      [{ nickname: 'a'.repeat(31) }, VALIDATION_MESSAGES.nicknameFormat],
      [{ nickname: '닉네임입니다요' }, VALIDATION_MESSAGES.nicknameFormat],
      [{ nickname: 'nick_name' }, VALIDATION_MESSAGES.nicknameFormat],
      [[], INVALID_BODY_MESSAGE],
    ])('refuses %j with 400 and changes nothing', async (payload, message) => {
      const member = await signup(t.app);
      const before = `Before${member.userId.slice(-8)}`;
      await post('/user/updateNickname', member.session, { nickname: before });
      const response = await post('/user/updateNickname', member.session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect((await userRow(member.email))?.nickname).toBe(before);
    });

    it('refuses a nickname another member holds, in any case, with 409', async () => {
      const owner = await signup(t.app);
      const other = await signup(t.app);
      const taken = `Taken${Date.now() % 100000}`;
      expect(
        (await post('/user/updateNickname', owner.session, { nickname: taken })).statusCode,
      ).toBe(200);
      const mine = `Mine${other.userId.slice(-8)}`;
      await post('/user/updateNickname', other.session, { nickname: mine });
      const response = await post('/user/updateNickname', other.session, {
        nickname: taken.toUpperCase(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: M.nicknameTaken });
      expect((await userRow(other.email))?.nickname).toBe(mine);
      // The holder may change the case of their own nickname.
      const own = await post('/user/updateNickname', owner.session, {
        nickname: taken.toLowerCase(),
      });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('POST /user/updatePassword', () => {
    it('changes the password, keeps this session and ends the others (access tokens at once)', async () => {
      const member = await signup(t.app);
      const otherLogin = await login(member.userId, PASSWORD);
      const other = otherLogin.json<SessionResponse>();
      const otherRefresh = refreshCookieOf(otherLogin)!;
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/updatePassword',
        headers: authHeaders(member.session.token),
        payload: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.passwordChanged });

      expect((await login(member.userId, PASSWORD)).statusCode).toBe(400);
      expect((await login(member.userId, NEW_PASSWORD)).statusCode).toBe(200);
      const tokens = await t.db
        .selectFrom('refresh_tokens')
        .select(['token_hash', 'revoked_at', 'family_id'])
        .where('user_id', '=', (await userRow(member.email))!.id)
        .execute();
      const { sha256 } = await import('../src/lib/crypto.js');
      const mine = tokens.find((row) => row.token_hash === sha256(member.refreshToken));
      const theirs = tokens.find((row) => row.token_hash === sha256(otherRefresh));
      expect(mine?.revoked_at).toBeNull();
      expect(theirs?.revoked_at).not.toBeNull();
      // The other device's refresh token no longer renews its session, and its access token,
      // still within its lifetime, stops now rather than when it expires.
      expect((await refresh(t.app, { cookie: otherRefresh })).statusCode).toBe(401);
      const getUser = (token: string) =>
        t.app.inject({ method: 'GET', url: '/user/getUser', headers: authHeaders({ token }) });
      expect((await getUser(other.token.token)).statusCode).toBe(401);
      expect((await getUser(member.session.token.token)).statusCode).toBe(200);
      expect((await refresh(t.app, { cookie: member.refreshToken })).statusCode).toBe(204);
    });

    it.each([
      [{ newPassword: NEW_PASSWORD }, VALIDATION_MESSAGES.confirmPasswordRequired],
      [
        { currentPassword: PASSWORD, newPassword: 'short1!', confirmNewPassword: 'short1!' },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      [
        {
          currentPassword: PASSWORD,
          newPassword: `${NEW_PASSWORD}${'x'.repeat(20)}`,
          confirmNewPassword: `${NEW_PASSWORD}${'x'.repeat(20)}`,
        },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      [
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: 'Other123!' },
        VALIDATION_MESSAGES.passwordMismatch,
      ],
      [
        { currentPassword: ['x'], newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      [
        {
          currentPassword: 'Wrong123!',
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        },
        M.currentPasswordWrong,
      ],
      [
        { currentPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
        M.passwordUnchanged,
      ],
      [
        { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
        VALIDATION_MESSAGES.currentPasswordRequired,
      ],
    ])('refuses %j with 400 and keeps the old password', async (payload, message) => {
      const member = await signup(t.app);
      const before = (await userRow(member.email))?.password_hash;
      const response = await post('/user/updatePassword', member.session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect((await userRow(member.email))?.password_hash).toBe(before);
    });

    it('sets a first password on an account without one (the set shape)', async () => {
      const member = await signup(t.app);
      await t.db
        .updateTable('users')
        .set({ password_hash: null })
        .where('email', '=', member.email)
        .execute();
      expect((await getUser(member.session)).isPasswordSet).toBe(false);

      const bad = await post('/user/updatePassword', member.session, { newPassword: NEW_PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: VALIDATION_MESSAGES.confirmPasswordRequired });
      expect((await userRow(member.email))?.password_hash).toBeNull();

      const response = await post('/user/updatePassword', member.session, {
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.passwordSet });
      expect((await getUser(member.session)).isPasswordSet).toBe(true);
      expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  it('limits password attempts of one session (429, Korean), leaving the password as it was', async () => {
    const member = await signup(t.app);
    const before = (await userRow(member.email))?.password_hash;
    const wrong = {
      currentPassword: 'Wrong123!',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    };
    let last = await post('/user/updatePassword', member.session, wrong);
    for (let i = 0; i < 25 && last.statusCode === 400; i += 1) {
      last = await post('/user/updatePassword', member.session, wrong);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      message: '비밀번호 변경 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.',
    });
    expect((await userRow(member.email))?.password_hash).toBe(before);
    // Another member's session is not affected.
    const other = await signup(t.app);
    expect((await post('/user/updatePassword', other.session, wrong)).statusCode).toBe(400);
  });

  describe('e-mail change', () => {
    async function sentCode(session: SessionResponse, email: string): Promise<string> {
      const before = smtp.received.length;
      const response = await post('/user/updateEmailSendCode', session, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.emailCodeSent });
      await smtp.waitFor(email);
      expect(smtp.received.length).toBeGreaterThan(before);
      return codeIn(smtp.received.filter((m) => m.to.includes(email.toLowerCase())).at(-1)!.raw);
    }

    it('sends a code, verifies it trimmed, saves the new address; the code is single use', async () => {
      const member = await signup(t.app);
      const next = uniqueMember('moved').email;
      const code = await sentCode(member.session, next.toUpperCase());
      const rows = await t.db
        .selectFrom('email_change_codes')
        .selectAll()
        .where('email', '=', next)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).not.toContain(code);
      expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(10 * 60_000);

      // Saving before verifying is refused.
      const early = await post('/user/updateEmail', member.session, { email: next });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({ message: M.emailNotVerified });

      const verified = await post('/user/updateEmailVerifyCode', member.session, {
        confirmationCode: ` ${code} `,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: M.emailVerified });
      const replay = await post('/user/updateEmailVerifyCode', member.session, {
        confirmationCode: code,
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ message: M.emailCodeMissing });

      // Only the verified address can be saved.
      const other = await post('/user/updateEmail', member.session, {
        email: 'someone.else@example.com',
      });
      expect(other.statusCode).toBe(400);
      const saved = await post('/user/updateEmail', member.session, { email: next });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: M.emailSaved });
      expect((await getUser(member.session)).email).toBe(next);
      expect((await login(next, PASSWORD)).statusCode).toBe(200);

      const again = await post('/user/updateEmail', member.session, { email: next });
      expect(again.statusCode).toBe(400);
    });

    it.each([
      [{}, VALIDATION_MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, VALIDATION_MESSAGES.emailFormat],
      [{ email: 42 }, VALIDATION_MESSAGES.emailFormat],
      [{ email: `${'a'.repeat(250)}@example.com` }, VALIDATION_MESSAGES.emailFormat],
    ])('refuses to send a code for %j', async (payload, message) => {
      const member = await signup(t.app);
      const response = await post('/user/updateEmailSendCode', member.session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses the current address (400) and a taken one (409), sending nothing', async () => {
      const member = await signup(t.app);
      const taken = await signup(t.app);
      const before = smtp.received.length;
      const same = await post('/user/updateEmailSendCode', member.session, { email: member.email });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ message: M.emailSameAsCurrent });
      const conflict = await post('/user/updateEmailSendCode', member.session, {
        email: taken.email,
      });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ message: M.emailTaken });
      expect(smtp.received.length).toBe(before);
    });

    it('counts "taken" answers too: one session cannot probe addresses at will', async () => {
      const member = await signup(t.app);
      const taken = await signup(t.app);
      for (let i = 0; i < 10; i += 1) {
        const probe = await post('/user/updateEmailSendCode', member.session, {
          email: i % 2 === 0 ? taken.email : member.email,
        });
        expect(probe.statusCode).toBe(i % 2 === 0 ? 409 : 400);
      }
      const limited = await post('/user/updateEmailSendCode', member.session, {
        email: taken.email,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ message: string }>().message).toMatch(/^인증 코드 요청이 너무 많아요/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another member is not affected.
      const other = await signup(t.app);
      const answer = await post('/user/updateEmailSendCode', other.session, {
        email: taken.email,
      });
      expect(answer.statusCode).toBe(409);
    });

    it('refuses a wrong, malformed or expired code, and a code after too many wrong entries', async () => {
      const member = await signup(t.app);
      const next = uniqueMember('expire').email;
      const code = await sentCode(member.session, next);
      const wrong = code === '000000' ? '111111' : '000000';

      for (const [payload, message] of [
        [{}, VALIDATION_MESSAGES.codeRequired],
        [{ confirmationCode: '12' }, VALIDATION_MESSAGES.codeFormat],
        [{ confirmationCode: '1234567' }, VALIDATION_MESSAGES.codeFormat],
        [{ confirmationCode: 'abcdef' }, VALIDATION_MESSAGES.codeFormat],
      ] as const) {
        const response = await post('/user/updateEmailVerifyCode', member.session, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      const miss = await post('/user/updateEmailVerifyCode', member.session, {
        confirmationCode: wrong,
      });
      expect(miss.statusCode).toBe(400);
      expect(miss.json()).toEqual({ message: M.emailCodeWrong });

      t.clock.advance(10 * 60_000 + 1000);
      const expired = await post('/user/updateEmailVerifyCode', member.session, {
        confirmationCode: code,
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: M.emailCodeExpired });
      t.clock.reset();

      // A fresh code; five wrong entries spend it, after which even the right one fails.
      const fresh = await sentCode(member.session, next);
      const freshWrong = fresh === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) {
        const response = await post('/user/updateEmailVerifyCode', member.session, {
          confirmationCode: freshWrong,
        });
        expect(response.statusCode).toBe(400);
      }
      const fifth = await post('/user/updateEmailVerifyCode', member.session, {
        confirmationCode: freshWrong,
      });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({ message: M.emailCodeTooManyAttempts });
      const late = await post('/user/updateEmailVerifyCode', member.session, {
        confirmationCode: fresh,
      });
      expect(late.statusCode).toBe(400);
      expect((await userRow(member.email))?.email).toBe(member.email);
    });

    it('only the latest code works, and codes are limited to 5 an hour', async () => {
      const member = await signup(t.app);
      const next = uniqueMember('limit').email;
      const first = await sentCode(member.session, next);
      const second = await sentCode(member.session, next);
      if (first !== second) {
        const old = await post('/user/updateEmailVerifyCode', member.session, {
          confirmationCode: first,
        });
        expect(old.statusCode).toBe(400);
      }
      for (let i = 0; i < 3; i += 1) await sentCode(member.session, next);
      const limited = await post('/user/updateEmailSendCode', member.session, { email: next });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: M.emailCodeLimit });
      t.clock.advance(60 * 60_000 + 1000);
      expect(
        (await post('/user/updateEmailSendCode', member.session, { email: next })).statusCode,
      ).toBe(200);
    });

    it('refuses to save an address another member took after the code was verified', async () => {
      const member = await signup(t.app);
      const next = uniqueMember('race').email;
      const code = await sentCode(member.session, next);
      await post('/user/updateEmailVerifyCode', member.session, { confirmationCode: code });
      await signup(t.app, { userId: uniqueMember('racer').userId, email: next });
      const response = await post('/user/updateEmail', member.session, { email: next });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: M.emailTaken });
      expect((await userRow(member.email))?.email).toBe(member.email);
    });
  });

  // Issue 37: the member hears of a change to how they sign in, at the address it concerns.
  describe('account notices', () => {
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
    const MONTHS_LATE = ['September', 'October', 'November', 'December'];
    /** Moves the clock to 05:07 UTC of the next day (14:07 in Korea); its date as the mails say it. */
    const toNextDayAt0507 = () => {
      const now = new Date(t.clock.now());
      const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 5, 7);
      t.clock.advance(target - t.clock.now());
      const day = new Date(target);
      const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
      return {
        ko: `${y}년 ${m + 1}월 ${d}일 14:07`,
        en: `${[...MONTHS, ...MONTHS_LATE][m]} ${d}, ${y} at 2:07 PM`,
      };
    };
    const mailsTo = (email: string) =>
      smtp.received.filter((mail) => mail.to.includes(email.toLowerCase()));
    const changePassword = (session: SessionResponse) =>
      post('/user/updatePassword', session, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });

    it('mails the account after a password change: what, when, and how to recover', async () => {
      const member = await signup(t.app);
      const at = toNextDayAt0507();
      expect((await changePassword(member.session)).statusCode).toBe(200);
      const text = decodedText((await smtp.waitFor(member.email)).raw);
      expect(text).toContain('Content-Language: ko');
      expect(text).toContain(`안녕하세요, ${member.userId}님.`);
      expect(text).toContain('진타입 계정의 비밀번호가 변경되었어요.');
      expect(text).toContain(`변경 일시: ${at.ko} (한국 시간)`);
      expect(text).toContain('‘비밀번호 찾기’');
      expect(text).toContain('http://localhost:3000/contact');
      expect(text).toContain('help@genetype.kr');
      expect(mailsTo(member.email)).toHaveLength(1);
    });

    it('mails the old address, in the member’s language, when the e-mail changes; the new one gets only its code', async () => {
      const member = await signup(t.app);
      expect(
        (await post('/user/updateLanguage', member.session, { language: 'en' })).statusCode,
      ).toBe(200);
      const next = uniqueMember('newhome').email;
      // Before the code is sent: the code lives 10 minutes of this clock.
      const at = toNextDayAt0507();
      expect(
        (await post('/user/updateEmailSendCode', member.session, { email: next })).statusCode,
      ).toBe(200);
      const code = codeInEnglish((await smtp.waitFor(next)).raw);
      await post('/user/updateEmailVerifyCode', member.session, { confirmationCode: code });
      expect((await post('/user/updateEmail', member.session, { email: next })).statusCode).toBe(
        200,
      );

      const text = decodedText((await smtp.waitFor(member.email)).raw);
      expect(text).toContain('Content-Language: en');
      expect(text).toContain('The email on your GeneType account was changed to');
      // The new address, masked: its first third only.
      const local = next.split('@')[0]!;
      expect(text).toContain(`${local.slice(0, Math.floor(local.length / 3))}***`);
      expect(text).not.toContain(next);
      expect(text).toContain(`When: ${at.en} (Korea time)`);
      expect(text).toContain("If this wasn't you, someone else may have got into your account.");
      expect(text).toContain('http://localhost:3000/contact');
      expect(mailsTo(member.email)).toHaveLength(1);
      expect(mailsTo(next)).toHaveLength(1);
    });

    it('does not mail when the change is refused', async () => {
      const member = await signup(t.app);
      const wrong = await post('/user/updatePassword', member.session, {
        currentPassword: 'Wr0ng!pass',
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailsTo(member.email)).toHaveLength(0);
    });
  });
});
