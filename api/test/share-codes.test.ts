import type { ShareCodeResponse, SharedCodeProfile } from '@genetype/domain/contracts';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import { dialects } from './helpers/dialects.js';
import type { Member } from './helpers/questionnaire.js';
import { sectionAnswers, submit, verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const DAY = 86_400_000;

describe.each(dialects)('short share addresses on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { APP_URL: 'https://genetype.kr' });
  });
  afterAll(async () => t.close());
  afterEach(() => t.clock.reset());

  const share = (member?: Member) =>
    t.app.inject({ method: 'POST', url: '/profiles/share', headers: member?.headers ?? {} });
  const resolve = (code: string) => t.app.inject({ method: 'GET', url: `/profiles/share/${code}` });
  const rename = (member: Member, nickname: string) =>
    t.db.updateTable('users').set({ nickname }).where('email', '=', member.email).execute();

  it('gives a member one stable, short, random code resolving to the profile link', async () => {
    const member = await verifiedMember(t);
    const first = await share(member);
    expect(first.statusCode).toBe(200);
    const body = first.json<ShareCodeResponse>();
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(body.url).toBe(`https://genetype.kr/s/${body.code}`);
    expect(body.profileLink).toMatch(/^\/profiles\/[^?]+\?share=[A-Za-z0-9_.-]+$/);
    expect(body.code).not.toContain(member.userId.slice(0, 8));
    expect((await share(member)).json<ShareCodeResponse>()).toEqual(body);

    const other = (await share(await verifiedMember(t))).json<ShareCodeResponse>();
    expect(other.code).not.toBe(body.code);

    const resolved = await resolve(body.code);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<SharedCodeProfile>()).toEqual({
      nickname: member.userId,
      typeId: null,
      typeCode: null,
      typeName: null,
      profileLink: body.profileLink,
    });
    // The link the code names opens the public profile.
    const token = new URL(body.profileLink, 'http://x').searchParams.get('share') ?? '';
    const profile = await t.app.inject({
      method: 'GET',
      url: `/profiles/shared?token=${encodeURIComponent(token)}`,
    });
    expect(profile.statusCode).toBe(200);
  });

  it("names the type by its own name, never the group's, and nothing private", async () => {
    const member = await verifiedMember(t);
    for (const [section, gene] of [
      ['A', 'ID'],
      ['B', 'C'],
      ['C', '44'],
      ['D', 'SS'],
    ] as const)
      expect((await submit(t.app, member, sectionAnswers(section, gene))).statusCode).toBe(200);
    const { code } = (await share(member)).json<ShareCodeResponse>();
    const resolved = await resolve(code);
    expect(resolved.json<SharedCodeProfile>()).toMatchObject({
      typeId: 31,
      typeCode: 'ID-C-44-SS',
      typeName: '주의 깊은 탐험가',
    });
    expect(resolved.body).not.toContain(member.email);
    expect(Object.keys(resolved.json<object>()).sort()).toEqual(
      ['nickname', 'profileLink', 'typeCode', 'typeId', 'typeName'].sort(),
    );
  });

  it('makes a new code when the nickname changes; the old one stops answering', async () => {
    const member = await verifiedMember(t);
    const before = (await share(member)).json<ShareCodeResponse>();
    await rename(member, `re${member.userId}`.slice(0, 20));
    const after = (await share(member)).json<ShareCodeResponse>();
    expect(after.code).not.toBe(before.code);
    expect(after.profileLink).toContain(`/profiles/re`);
    expect((await resolve(before.code)).statusCode).toBe(404);
    expect((await resolve(after.code)).statusCode).toBe(200);
  });

  it('expires with the share link (30 days) and then makes a new one', async () => {
    const member = await verifiedMember(t);
    const before = (await share(member)).json<ShareCodeResponse>();
    t.clock.advance(31 * DAY);
    const expired = await resolve(before.code);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: PROFILE_MESSAGES.shareCodeNotFound });
    const after = (await share(member)).json<ShareCodeResponse>();
    expect(after.code).not.toBe(before.code);
    expect((await resolve(after.code)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await resolve('AAAAAAAA')).statusCode).toBe(404);
    for (const bad of ['short', 'toolongcode1', 'bad%20cod'])
      expect((await resolve(bad)).json()).toEqual({ message: PROFILE_MESSAGES.shareCodeInvalid });
    expect((await resolve('short')).statusCode).toBe(400);
  });

  it('needs a session and a nickname to make a code', async () => {
    expect((await share()).statusCode).toBe(401);
    const member = await verifiedMember(t, false);
    const response = await share(member);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: PROFILE_MESSAGES.noNickname });
  });
});
