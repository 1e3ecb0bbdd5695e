// Comparing with a friend through their share code (issue 38, item 3): what the compare reads, the
// friends a member keeps, and the sharer's "공유 링크 다시 만들기" revoking the old code everywhere.
import type {
  FriendCompareProfile,
  FriendLinksResponse,
  ShareCodeResponse,
} from '@genetype/domain/contracts';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import { geneScale } from '@genetype/domain';
import { SHARE_READS_PER_MINUTE } from '../src/modules/profiles/index.js';
import { dialects } from './helpers/dialects.js';
import type { Member } from './helpers/questionnaire.js';
import { sectionAnswers, submit, verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe.each(dialects)('comparing with a friend on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { APP_URL: 'https://genetype.kr', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  const share = (member: Member) =>
    t.app.inject({ method: 'POST', url: '/profiles/share', headers: member.headers });
  const renew = (member?: Member) =>
    t.app.inject({ method: 'POST', url: '/profiles/share/renew', headers: member?.headers ?? {} });
  let address = 0;
  /** Each call from its own address, so one test's reads do not count against another's. */
  const compare = (code: string, ip = `198.51.100.${(address += 1) % 250}`) =>
    t.app.inject({
      method: 'GET',
      url: `/profiles/share/${code}/compare`,
      headers: { 'x-forwarded-for': ip },
    });
  const addFriend = (member: Member, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/profiles/friends', headers: member.headers, payload });
  const friends = (member: Member) =>
    t.app.inject({ method: 'GET', url: '/profiles/friends', headers: member.headers });

  async function finished(member: Member, genes: [string, string, string, string]) {
    const sections = ['A', 'B', 'C', 'D'] as const;
    for (const [index, section] of sections.entries())
      expect(
        (await submit(t.app, member, sectionAnswers(section, genes[index] as string))).statusCode,
      ).toBe(200);
    return member;
  }

  it("returns the friend's final type and each section's scores, nothing personal", async () => {
    const friend = await finished(await verifiedMember(t), ['ID', 'C', '44', 'SS']);
    const { code } = (await share(friend)).json<ShareCodeResponse>();
    const answer = await compare(code);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<FriendCompareProfile>();
    expect(body).toMatchObject({
      nickname: friend.userId,
      typeId: 31,
      typeCode: 'ID-C-44-SS',
      typeName: '주의 깊은 탐험가',
    });
    expect(Object.keys(body).sort()).toEqual(
      ['nickname', 'sections', 'typeCode', 'typeId', 'typeName'].sort(),
    );
    expect(body.sections.map((entry) => [entry.section, entry.geneType])).toEqual([
      ['A', 'ID'],
      ['B', 'C'],
      ['C', '44'],
      ['D', 'SS'],
    ]);
    // The scores are what the scales are drawn from: each section's own type comes out on top.
    for (const entry of body.sections) {
      const scale = geneScale(entry);
      expect(scale.poles.reduce((sum, pole) => sum + pole.percent, 0)).toBe(100);
    }
    expect(geneScale(body.sections[3]!).position).toBeGreaterThan(50);
    for (const secret of [friend.email, friend.phone ?? '-'])
      expect(answer.body).not.toContain(secret);
  });

  it('answers an unfinished friend with no sections, and refuses unknown and bad codes', async () => {
    const friend = await verifiedMember(t);
    const { code } = (await share(friend)).json<ShareCodeResponse>();
    expect((await compare(code)).json<FriendCompareProfile>()).toEqual({
      nickname: friend.userId,
      typeId: null,
      typeCode: null,
      typeName: null,
      sections: [],
    });
    const unknown = await compare('AAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PROFILE_MESSAGES.shareCodeNotFound });
    for (const bad of ['short', 'has%20space', 'x'.repeat(65)]) {
      const refused = await compare(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: PROFILE_MESSAGES.shareCodeInvalid });
    }
    const english = await t.app.inject({
      method: 'GET',
      url: '/profiles/share/AAAAAAAA/compare',
      headers: { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.200' },
    });
    expect(english.json<{ message: string }>().message).toMatch(/couldn't find this share address/);
  });

  it('keeps a friend on the account, once, and never the member themself', async () => {
    const friend = await finished(await verifiedMember(t), ['II', 'A', '45', 'SL']);
    const member = await verifiedMember(t);
    const { code } = (await share(friend)).json<ShareCodeResponse>();
    expect((await friends(member)).json<FriendLinksResponse>()).toEqual({ friends: [] });
    const added = await addFriend(member, { code });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      code,
      nickname: friend.userId,
      typeId: expect.any(Number),
      typeName: expect.any(String),
    });
    expect((await addFriend(member, { code })).statusCode).toBe(200);
    expect((await friends(member)).json<FriendLinksResponse>().friends).toHaveLength(1);

    const own = (await share(member)).json<ShareCodeResponse>();
    const self = await addFriend(member, { code: own.code });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: PROFILE_MESSAGES.ownShareCode });
    for (const payload of [{}, { code: 'nope' }, { code, extra: 1 }, { code: 12345678 }]) {
      const refused = await addFriend(member, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await addFriend(member, { code: 'ZZZZZZZZ' })).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: '/profiles/friends' });
    expect(visitor.statusCode).toBe(401);
  });

  it('revokes: the old code stops answering the page, the compare and the friends list', async () => {
    const friend = await finished(await verifiedMember(t), ['DD', 'B', '43', 'SS']);
    const member = await verifiedMember(t);
    const old = (await share(friend)).json<ShareCodeResponse>();
    expect((await addFriend(member, { code: old.code })).statusCode).toBe(200);

    const renewed = await renew(friend);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<ShareCodeResponse>();
    expect(next.code).not.toBe(old.code);
    expect(next.url).toBe(`https://genetype.kr/s/${next.code}`);
    // The member's share button now hands out the new code.
    expect((await share(friend)).json<ShareCodeResponse>().code).toBe(next.code);

    expect((await compare(old.code)).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: `/profiles/share/${old.code}` });
    expect(page.statusCode).toBe(404);
    expect((await friends(member)).json<FriendLinksResponse>()).toEqual({ friends: [] });
    expect((await compare(next.code)).statusCode).toBe(200);

    expect((await renew()).statusCode).toBe(401);
    const nameless = await verifiedMember(t, false);
    expect((await renew(nameless)).json()).toEqual({ message: PROFILE_MESSAGES.noNickname });
  });

  it('limits compare reads per address', async () => {
    const friend = await verifiedMember(t);
    const { code } = (await share(friend)).json<ShareCodeResponse>();
    for (let i = 0; i < SHARE_READS_PER_MINUTE; i += 1)
      expect((await compare(code, '192.0.2.77')).statusCode).toBe(200);
    const limited = await compare(code, '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: PROFILE_MESSAGES.tooManyShareReads });
    expect((await compare(code, '192.0.2.78')).statusCode).toBe(200);
  });
});
