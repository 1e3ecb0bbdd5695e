import type { User } from '@genetype/domain/contracts';
import { WITHDRAWAL_MESSAGES } from '@genetype/domain/contracts';
import { ConfigError, loadConfig } from '../src/config/index.js';
import { WithdrawalPurger } from '../src/modules/withdrawal/withdrawal-purger.js';
import { WithdrawalRepository } from '../src/modules/withdrawal/withdrawal-repository.js';
import { dialects } from './helpers/dialects.js';
import { PASSWORD, authHeaders, decodeJwt, refresh, signup } from './helpers/fixtures.js';
import type { Member } from './helpers/questionnaire.js';
import { verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const DAY = 86_400_000;

describe.each(dialects)('withdrawal on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  afterEach(() => t.clock.reset());

  const withdraw = (member: Pick<Member, 'headers'>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/user/withdrawAccount',
      headers: member.headers,
      payload: payload as object,
    });
  const getUser = async (member: Member): Promise<User> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/getUser',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<User>();
  };
  /** A member signed up just now, with the refresh token of that session. */
  const signupWithTokens = async () => {
    const created = await signup(t.app);
    return {
      email: created.email,
      userId: created.userId,
      headers: authHeaders(created.session.token),
      refreshToken: created.refreshToken,
    };
  };
  const row = (member: Pick<Member, 'email'>) =>
    t.db.selectFrom('users').selectAll().where('email', '=', member.email).executeTakeFirst();

  it('requests with "1", shows 14 days left, and cancels with "0"', async () => {
    const member = await verifiedMember(t);
    const requested = await withdraw(member, { isWithdraw: '1', password: PASSWORD });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      message: WITHDRAWAL_MESSAGES.requested,
      isWithdraw: 1,
      remainingDays: 14,
    });
    expect(await getUser(member)).toMatchObject({ isWithdraw: 1, remainingDays: 14 });

    t.clock.advance(3 * DAY + 1000);
    expect((await getUser(member)).remainingDays).toBe(11);

    const cancelled = await withdraw(member, { isWithdraw: '0' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: WITHDRAWAL_MESSAGES.cancelled,
      isWithdraw: 0,
    });
    expect(await getUser(member)).toMatchObject({ isWithdraw: 0, remainingDays: null });
    expect((await row(member))?.withdraw_requested_at).toBeNull();
  });

  it('refuses a second request and a cancel with nothing pending, changing nothing', async () => {
    const member = await verifiedMember(t);
    const cancel = await withdraw(member, { isWithdraw: '0' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: WITHDRAWAL_MESSAGES.notRequested });

    await withdraw(member, { isWithdraw: '1', password: PASSWORD });
    const before = await row(member);
    t.clock.advance(DAY);
    const again = await withdraw(member, { isWithdraw: '1', password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: WITHDRAWAL_MESSAGES.alreadyRequested });
    expect((await row(member))?.withdraw_requested_at).toBe(before?.withdraw_requested_at);
  });

  it.each([[{}], [{ isWithdraw: '2' }], [{ isWithdraw: ['1'] }], [{ isWithdraw: null }], [['1']]])(
    'answers 400 { message } to %j and changes nothing',
    async (payload) => {
      const member = await verifiedMember(t);
      const response = await withdraw(member, payload);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
      expect((await row(member))?.is_withdraw).toBe(0);
    },
  );

  // Issue 37: an open session alone is not enough to ask for the account's deletion.
  describe('proof that it is the member', () => {
    it('asks a member with a password for it: missing and wrong are refused in their language', async () => {
      const member = await verifiedMember(t);
      const missing = await withdraw(member, { isWithdraw: '1' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: WITHDRAWAL_MESSAGES.passwordRequired });
      const wrong = await withdraw(member, { isWithdraw: '1', password: 'Wr0ng!pass' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: '비밀번호가 일치하지 않아요. 다시 확인해 주세요.' });
      const english = await t.app.inject({
        method: 'POST',
        url: '/user/withdrawAccount',
        headers: { ...member.headers, 'accept-language': 'en' },
        payload: { isWithdraw: '1', password: 'Wr0ng!pass' },
      });
      expect(english.json()).toEqual({
        message: "That password doesn't match. Please check it and try again.",
      });
      expect((await row(member))?.is_withdraw).toBe(0);

      const right = await withdraw(member, { isWithdraw: '1', password: PASSWORD });
      expect(right.statusCode).toBe(200);
      expect((await row(member))?.is_withdraw).toBe(1);
      // Cancelling asks for nothing: it only keeps the account.
      expect((await withdraw(member, { isWithdraw: '0' })).statusCode).toBe(200);
    });

    /** A social member: no password, their sessions begin with a provider sign-in. */
    async function socialMember() {
      const member = await signupWithTokens();
      await t.db
        .updateTable('users')
        .set({ password_hash: null })
        .where('email', '=', member.email)
        .execute();
      return member;
    }

    it('lets a member without a password withdraw only within 10 minutes of signing in', async () => {
      const member = await socialMember();
      t.clock.advance(10 * 60_000 + 1000);
      const stale = await withdraw(member, { isWithdraw: '1' });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({ message: WITHDRAWAL_MESSAGES.reauthRequired });
      // A renewed access token is still the old sign-in.
      const renewed = await refresh(t.app, { cookie: member.refreshToken });
      const renewedAuthorization = String(renewed.headers['x-amzn-remapped-authorization']);
      expect(renewedAuthorization).toMatch(/^Bearer /);
      const stillStale = await withdraw(
        { headers: { authorization: renewedAuthorization } },
        { isWithdraw: '1' },
      );
      expect(stillStale.statusCode).toBe(403);
      // A password sent by a member without one proves nothing either.
      expect((await withdraw(member, { isWithdraw: '1', password: PASSWORD })).statusCode).toBe(
        403,
      );
      expect((await row(member))?.is_withdraw).toBe(0);
    });

    it('accepts the request of a member without a password who just signed in', async () => {
      const member = await socialMember();
      t.clock.advance(9 * 60_000);
      const fresh = await withdraw(member, { isWithdraw: '1' });
      expect(fresh.statusCode).toBe(200);
      expect((await row(member))?.is_withdraw).toBe(1);
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/withdrawAccount',
      payload: { isWithdraw: '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a member with a pending withdrawal log in (to cancel it)', async () => {
    const member = await verifiedMember(t);
    await withdraw(member, { isWithdraw: '1', password: PASSWORD });
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { login: member.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  describe('the purge', () => {
    it('completes a withdrawal only after 14 days, deleting the member and all they left', async () => {
      const member = await verifiedMember(t);
      const keeper = await verifiedMember(t);
      await t.app.inject({
        method: 'POST',
        url: '/reviews/post',
        headers: member.headers,
        payload: { contents: '좋은 검사였어요' },
      });
      await withdraw(member, { isWithdraw: '1', password: PASSWORD });
      const id = (await row(member))!.id;
      const ended: string[] = [];
      const purger = new WithdrawalPurger(new WithdrawalRepository(t.db), t.clock.now, {
        revocations: { add: (families) => ended.push(...families) },
      });

      t.clock.advance(14 * DAY - 60_000);
      expect(await purger.runOnce()).toBe(0);
      expect(await row(member)).toBeDefined();

      t.clock.advance(120_000);
      expect(await purger.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await row(member)).toBeUndefined();
      for (const table of [
        'refresh_tokens',
        'user_consents',
        'social_identities',
        'reviews',
      ] as const) {
        const left = await t.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', id)
          .execute();
        expect(left).toHaveLength(0);
      }
      const results = await t.db
        .selectFrom('results')
        .select('id')
        .where('owner_id', '=', id)
        .execute();
      expect(results).toHaveLength(0);
      // The session is gone with the member.
      const after = await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: member.headers,
      });
      expect(after.statusCode).toBe(401);
      // Its session is listed as revoked (every instance stops its access tokens), and this
      // instance was told at once.
      const sid = String(decodeJwt(member.headers.authorization!.replace('Bearer ', '')).sid);
      const revoked = await t.db
        .selectFrom('revoked_sessions')
        .select('family_id')
        .where('family_id', '=', sid)
        .execute();
      expect(revoked).toHaveLength(1);
      expect(ended).toContain(sid);
      // Others are untouched.
      expect(await row(keeper)).toBeDefined();
    });

    it('leaves a cancelled withdrawal alone', async () => {
      const member = await verifiedMember(t);
      await withdraw(member, { isWithdraw: '1', password: PASSWORD });
      t.clock.advance(13 * DAY);
      await withdraw(member, { isWithdraw: '0' });
      t.clock.advance(2 * DAY);
      await new WithdrawalPurger(new WithdrawalRepository(t.db), t.clock.now).runOnce();
      expect(await row(member)).toBeDefined();
    });

    it('never double-processes when two purgers run at once', async () => {
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => verifiedMember(t)));
      for (const member of members) await withdraw(member, { isWithdraw: '1', password: PASSWORD });
      t.clock.advance(15 * DAY);
      const due = await t.db
        .selectFrom('users')
        .select('id')
        .where('is_withdraw', '=', 1)
        .execute();
      const first = new WithdrawalPurger(new WithdrawalRepository(t.db), t.clock.now);
      const second = new WithdrawalPurger(new WithdrawalRepository(t.db), t.clock.now);
      const counts = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce()]);
      // Members of earlier tests may be due too; ours were each purged exactly once.
      for (const member of members) expect(await row(member)).toBeUndefined();
      const total = counts.reduce((sum, n) => sum + n, 0);
      const remaining = await t.db
        .selectFrom('users')
        .select('id')
        .where('is_withdraw', '=', 1)
        .execute();
      expect(remaining).toHaveLength(0);
      // Each due member was counted by exactly one purger.
      expect(total).toBe(due.length);
    });

    it('skips a member another instance holds a live lease on', async () => {
      const member = await verifiedMember(t);
      await withdraw(member, { isWithdraw: '1', password: PASSWORD });
      t.clock.advance(15 * DAY);
      const lease = new Date(t.clock.now() + 60_000).toISOString();
      await t.db
        .updateTable('users')
        .set({ purge_lease_until: lease })
        .where('email', '=', member.email)
        .execute();
      await new WithdrawalPurger(new WithdrawalRepository(t.db), t.clock.now).runOnce();
      expect(await row(member)).toBeDefined();
      // A crashed holder's lease expires and the next run finishes the job.
      t.clock.advance(120_000);
      await new WithdrawalPurger(new WithdrawalRepository(t.db), t.clock.now).runOnce();
      expect(await row(member)).toBeUndefined();
    });
  });
});

describe('WITHDRAWAL_PURGE_INTERVAL', () => {
  it('is off under test, 1 h by default, and refuses a value that is not a duration', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).withdrawalPurgeIntervalMs).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development' }).withdrawalPurgeIntervalMs).toBe(3_600_000);
    expect(
      loadConfig({ NODE_ENV: 'test', WITHDRAWAL_PURGE_INTERVAL: '15m' }).withdrawalPurgeIntervalMs,
    ).toBe(900_000);
    expect(
      loadConfig({ NODE_ENV: 'development', WITHDRAWAL_PURGE_INTERVAL: 'off' })
        .withdrawalPurgeIntervalMs,
    ).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', WITHDRAWAL_PURGE_INTERVAL: 'soon' })).toThrow(
      ConfigError,
    );
  });
});

describe.each(dialects)('the scheduled purge on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { WITHDRAWAL_PURGE_INTERVAL: '50ms' });
  });
  afterAll(async () => t.close());

  it('runs on its interval inside the API process', async () => {
    const member = await verifiedMember(t);
    await t.app.inject({
      method: 'POST',
      url: '/user/withdrawAccount',
      headers: member.headers,
      payload: { isWithdraw: '1', password: PASSWORD },
    });
    const exists = async () =>
      (await t.db.selectFrom('users').select('id').where('email', '=', member.email).execute())
        .length === 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await exists()).toBe(true);
    t.clock.advance(14 * DAY + 1000);
    const deadline = Date.now() + 5000;
    while ((await exists()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await exists()).toBe(false);
  });
});
