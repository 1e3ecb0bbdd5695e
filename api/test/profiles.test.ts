import type { MyPageResponse, ProfileResponse } from '@genetype/domain/contracts';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import PROFILE_MESSAGES_EN from '../src/modules/profiles/messages.en.js';
import { PASSWORD } from './helpers/fixtures.js';
import { dialects } from './helpers/dialects.js';
import type { Member } from './helpers/questionnaire.js';
import { verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const DAY = 86_400_000;

describe.each(dialects)('profiles and share links on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  afterEach(() => t.clock.reset());

  const get = (url: string, member?: Member) =>
    t.app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  const nicknameOf = async (member: Member) =>
    (
      await t.db
        .selectFrom('users')
        .select('nickname')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow()
    ).nickname as string;
  const shareTokenOf = async (member: Member): Promise<string> => {
    const page = (await get('/user/myPage', member)).json<MyPageResponse>();
    return new URL(page.profileLink ?? '', 'http://x').searchParams.get('share') ?? '';
  };

  it('gives the member their own page with a share link', async () => {
    const member = await verifiedMember(t);
    const response = await get('/user/myPage', member);
    expect(response.statusCode).toBe(200);
    const page = response.json<MyPageResponse>();
    const nickname = await nicknameOf(member);
    expect(page.profile).toMatchObject({ nickname, finalType: null, review: null });
    expect(page.profileLink).toMatch(new RegExp(`^/profiles/${nickname}\\?share=[A-Za-z0-9_.-]+$`));
    expect(Date.parse(page.profileLinkExpiresAt ?? '') - Date.now()).toBeGreaterThan(29 * DAY);
    expect(page.message).toBe(PROFILE_MESSAGES.noStatus);
  });

  it("shows a member another member's public page, never e-mail or phone", async () => {
    const owner = await verifiedMember(t);
    const viewer = await verifiedMember(t);
    await t.app.inject({
      method: 'POST',
      url: '/reviews/post',
      headers: owner.headers,
      payload: { contents: '공개 리뷰' },
    });
    const nickname = await nicknameOf(owner);
    const response = await get(`/user/${nickname.toUpperCase()}`, viewer);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json<ProfileResponse>();
    expect(profile).toMatchObject({ nickname, review: { contents: '공개 리뷰' } });
    expect(response.body).not.toContain(owner.email);
    expect(Object.keys(profile).sort()).toEqual(
      ['finalType', 'joinedAt', 'nickname', 'profileIcon', 'review'].sort(),
    );
  });

  it("answers an unknown nickname with 404 and a clear message, in the member's language", async () => {
    const viewer = await verifiedMember(t);
    const response = await get('/user/nobody12345', viewer);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PROFILE_MESSAGES.notFound });
    // A nickname no member can have (over 30 characters) breaks the documented rule: 400.
    const impossible = await get(`/user/${'x'.repeat(31)}`, viewer);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toEqual(expect.any(String));
    const english = await t.app.inject({
      method: 'GET',
      url: '/user/nobody12345',
      headers: { ...viewer.headers, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: PROFILE_MESSAGES_EN.notFound });
  });

  it('keeps profiles for members: a visitor needs a share link', async () => {
    const owner = await verifiedMember(t);
    expect((await get(`/user/${await nicknameOf(owner)}`)).statusCode).toBe(401);
  });

  it('shows the public part to a visitor with a valid link', async () => {
    const owner = await verifiedMember(t);
    const token = await shareTokenOf(owner);
    const response = await get(`/profiles/shared?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>().profile.nickname).toBe(await nicknameOf(owner));
    expect(response.body).not.toContain(owner.email);
  });

  it('refuses a tampered, foreign or missing token', async () => {
    const owner = await verifiedMember(t);
    const token = await shareTokenOf(owner);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const bad of [flipped, token.slice(0, -2), 'not-a-token', '']) {
      const response = await get(`/profiles/shared?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: PROFILE_MESSAGES.linkInvalid });
    }
  });

  it('refuses an expired link after 30 days', async () => {
    const owner = await verifiedMember(t);
    const token = await shareTokenOf(owner);
    t.clock.advance(30 * DAY + 1000);
    const response = await get(`/profiles/shared?token=${token}`);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: PROFILE_MESSAGES.linkExpired });
  });

  it('hides a member whose withdrawal is pending', async () => {
    const owner = await verifiedMember(t);
    const viewer = await verifiedMember(t);
    const token = await shareTokenOf(owner);
    await t.app.inject({
      method: 'POST',
      url: '/user/withdrawAccount',
      headers: owner.headers,
      payload: { isWithdraw: '1', password: PASSWORD },
    });
    expect((await get(`/user/${await nicknameOf(owner)}`, viewer)).statusCode).toBe(404);
    expect((await get(`/profiles/shared?token=${token}`)).statusCode).toBe(400);
  });
});
