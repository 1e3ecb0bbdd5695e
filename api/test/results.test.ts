import type { OtherResultsPage, ResultView } from '@genetype/domain/contracts';
import { RESULT_MESSAGES } from '../src/modules/results/results-service.js';
import { dialects } from './helpers/dialects.js';
import { otherResult, sectionAnswers, submit, verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe.each(dialects)('results on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('GET /results/mine needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/results/mine' })).statusCode).toBe(401);
  });

  it('GET /results/mine shows the scored sections, and a 404 for a section not done yet', async () => {
    const member = await verifiedMember(t);
    const empty = await get('/results/mine', member.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<ResultView>()).toMatchObject({ completed: 0, sections: [], final: null });

    await submit(t.app, member, sectionAnswers('A', 'II'));
    const mine = await get('/results/mine?type=A', member.headers);
    expect(mine.statusCode).toBe(200);
    const view = mine.json<ResultView>();
    expect(view.completed).toBe(1);
    expect(view.sections).toHaveLength(1);
    expect(view.sections[0]).toMatchObject({ section: 'A', gene: 'ace', geneType: 'II' });
    expect(view.sections[0]?.scores.D).toBe(0);
    expect(view.sections[0]?.scores.I).toBe(view.sections[0]?.maxScores.I);

    const notYet = await get('/results/mine?type=B', member.headers);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ message: RESULT_MESSAGES.sectionNotReady('B') });
    const wrong = await get('/results/mine?type=E', member.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: RESULT_MESSAGES.type });
  });

  it('POST /results/others needs a name of at most 20 characters', async () => {
    const member = await verifiedMember(t);
    const post = (name: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/results/others',
        headers: member.headers,
        payload: { name },
      });
    expect((await post('   ')).json()).toEqual({ message: RESULT_MESSAGES.nameRequired });
    expect((await post(undefined)).statusCode).toBe(400);
    const long = await post('가'.repeat(21));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: RESULT_MESSAGES.nameTooLong(20) });
    expect((await post('가'.repeat(20))).statusCode).toBe(201);
  });

  it('GET /results/:resultId is for its owner only; GET /results/others lists them', async () => {
    const owner = await verifiedMember(t);
    const resultId = await otherResult(t.app, owner, '엄마');
    await submit(t.app, owner, sectionAnswers('A', 'DD'), resultId);

    const mine = await get(`/results/${resultId}`, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<ResultView>()).toMatchObject({ resultId, name: '엄마', completed: 1 });

    const others = await get('/results/others', owner.headers);
    expect(others.json<OtherResultsPage>().results.map((r) => r.resultId)).toEqual([resultId]);

    const stranger = await verifiedMember(t);
    const theirs = await get(`/results/${resultId}`, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: RESULT_MESSAGES.notFound });
    expect((await get('/results/others', stranger.headers)).json()).toEqual({
      results: [],
      nextCursor: null,
    });
    expect((await get('/results/does-not-exist', owner.headers)).statusCode).toBe(404);
  });

  it('a retake keeps results answered for other people', async () => {
    const member = await verifiedMember(t);
    const resultId = await otherResult(t.app, member, '동생');
    await submit(t.app, member, sectionAnswers('A', 'II'));
    await submit(t.app, member, sectionAnswers('A', 'II'), resultId);
    await get('/questions/retake', member.headers);
    expect((await get(`/results/${resultId}`, member.headers)).json<ResultView>().completed).toBe(
      1,
    );
    expect((await get('/results/mine', member.headers)).json<ResultView>().completed).toBe(0);
  });
  it('POST /results/others takes a relation; PATCH /results/others/:resultId changes it, for its owner only', async () => {
    const owner = await verifiedMember(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/results/others',
      headers: owner.headers,
      payload: { name: '하늘', relation: 'child' },
    });
    expect(created.statusCode).toBe(201);
    const { resultId } = created.json<ResultView>();
    expect(created.json<ResultView>()).toMatchObject({ name: '하늘', relation: 'child' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/results/others',
      headers: owner.headers,
      payload: { name: '하늘', relation: 'cousin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: RESULT_MESSAGES.relation });

    const patch = (id: string, relation: unknown, headers = owner.headers) =>
      t.app.inject({
        method: 'PATCH',
        url: `/results/others/${id}`,
        headers,
        payload: { relation },
      });
    const changed = await patch(resultId, 'sibling');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ResultView>()).toMatchObject({ resultId, relation: 'sibling' });
    const listed = await get('/results/others', owner.headers);
    expect(listed.json<OtherResultsPage>().results[0]).toMatchObject({
      resultId,
      relation: 'sibling',
    });

    for (const wrong of ['aunt', '', 3, null]) {
      const response = await patch(resultId, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: RESULT_MESSAGES.relation });
    }
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/results/others/${resultId}`,
      headers: owner.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: RESULT_MESSAGES.relation });

    const stranger = await verifiedMember(t);
    const theirs = await patch(resultId, 'parent', stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: RESULT_MESSAGES.notFound });
    expect((await get(`/results/${resultId}`, owner.headers)).json<ResultView>().relation).toBe(
      'sibling',
    );

    // The member's own result has no relation, and cannot be given one.
    await submit(t.app, owner, sectionAnswers('A', 'II'));
    const own = (await get('/results/mine', owner.headers)).json<ResultView>();
    expect(own.relation).toBeNull();
    expect((await patch(own.resultId, 'child')).statusCode).toBe(404);
    // Results made without a relation (older clients) have none.
    const older = await otherResult(t.app, owner, '친구');
    expect((await get(`/results/${older}`, owner.headers)).json<ResultView>().relation).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/results/others/${older}`,
          payload: { relation: 'other' },
        })
      ).statusCode,
    ).toBe(401);
  });
  it('GET /results/others comes in pages of at most 100, newest first, with a cursor (issue 36)', async () => {
    const owner = await verifiedMember(t);
    // 103 people, created a second apart so the order is certain, and two at the same second
    // (the cursor's tie-break on the id).
    const ids: string[] = [];
    for (let i = 0; i < 103; i += 1) {
      if (i !== 50) t.clock.advance(1000);
      ids.push(await otherResult(t.app, owner, `사람${i}`));
    }
    t.clock.reset();
    const page = async (query: string) => {
      const response = await get(`/results/others${query}`, owner.headers);
      expect(response.statusCode).toBe(200);
      return response.json<OtherResultsPage>();
    };
    const first = await page('');
    expect(first.results).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await page(`?cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ nextCursor: null });
    const listed = [...first.results, ...rest.results].map((r) => r.resultId);
    // Each person once, newest first (the two of one second in id order).
    expect(new Set(listed).size).toBe(103);
    const byTime = [...ids].reverse();
    expect(listed.slice(0, 52)).toEqual(byTime.slice(0, 52));
    expect(new Set(listed.slice(52, 54))).toEqual(new Set(byTime.slice(52, 54)));
    expect(listed.slice(54)).toEqual(byTime.slice(54));

    // A smaller page on request; a bigger one, a zero or a made-up cursor is a 400 that says so.
    const small = await page('?limit=2');
    expect(small.results.map((r) => r.resultId)).toEqual(listed.slice(0, 2));
    expect(
      (await page(`?limit=2&cursor=${small.nextCursor}`)).results.map((r) => r.resultId),
    ).toEqual(listed.slice(2, 4));
    for (const query of ['?limit=101', '?limit=0', '?limit=ten', '?limit=-1']) {
      const refused = await get(`/results/others${query}`, owner.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: RESULT_MESSAGES.pageLimit });
    }
    for (const cursor of ['bm90LWpzb24', Buffer.from('[1,2]').toString('base64url'), 'a!b']) {
      const refused = await get(`/results/others?cursor=${cursor}`, owner.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: RESULT_MESSAGES.pageCursor });
    }
  });
});
