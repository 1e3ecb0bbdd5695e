// One truth per type: for each of the 54 types, a member who scores it sees the catalogue's own
// name (as /result, /typeReport and search show it) on their profile and their own page, and the
// group's name only as groupName.
import type { MyPageResponse, ProfileResponse } from '@genetype/domain/contracts';
import { typeReportById } from '@genetype/content';
import { SECTION_LETTERS, TYPE_CATALOGUE, groupOfType } from '@genetype/domain';
import { dialects } from './helpers/dialects.js';
import { sectionAnswers, submit, verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

jest.setTimeout(180_000);

describe.each(dialects)('type names on profiles on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // 54 members sign up here: above the production signup limit.
    t = await createTestApp(dialect, { SIGNUP_RATE_LIMIT: '100/10m' });
  });
  afterAll(async () => t.close());

  it('names each of the 54 types as the catalogue does on GET /user/{nickname} and /user/myPage', async () => {
    const mismatches: string[] = [];
    for (const entry of TYPE_CATALOGUE) {
      const member = await verifiedMember(t);
      const genes = [entry.ace, entry.drd2, entry.drd4, entry.htt];
      for (const [index, section] of SECTION_LETTERS.entries()) {
        const response = await submit(
          t.app,
          member,
          sectionAnswers(section, genes[index] as string),
        );
        if (response.statusCode !== 200) throw new Error(`${section}: ${response.body}`);
      }
      const expected = {
        typeId: entry.id,
        code: entry.code,
        name: typeReportById(entry.id)?.name,
        groupName: groupOfType(entry.id)?.name,
      };
      const own = (
        await t.app.inject({ method: 'GET', url: '/user/myPage', headers: member.headers })
      ).json<MyPageResponse>();
      const byNickname = (
        await t.app.inject({
          method: 'GET',
          url: `/user/${own.profile?.nickname ?? ''}`,
          headers: member.headers,
        })
      ).json<ProfileResponse>();
      for (const [where, finalType] of [
        ['myPage', own.profile?.finalType],
        ['user/{nickname}', byNickname.profile.finalType],
      ] as const) {
        if (JSON.stringify(finalType) !== JSON.stringify(expected))
          mismatches.push(`${entry.id} ${where}: ${JSON.stringify(finalType)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The group's name is never the type's own: 54 distinct type names.
    expect(new Set(TYPE_CATALOGUE.map((entry) => typeReportById(entry.id)?.name)).size).toBe(54);
  });
});
