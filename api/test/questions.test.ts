import type {
  CalculateResultResponse,
  DemoQuestionsResponse,
  QuestionListResponse,
  User,
} from '@genetype/domain/contracts';
import { demoQuestions } from '@genetype/content/demo-questions';
import { NOT_AUTHENTICATED_MESSAGE } from '@genetype/domain/contracts';
import { ANSWER_MESSAGES } from '../src/modules/questions/answers.js';
import { QUESTIONNAIRE_MESSAGES } from '../src/modules/questions/questionnaire-service.js';
import { RESULT_MESSAGES } from '../src/modules/results/results-service.js';
import { dialects } from './helpers/dialects.js';
import type { Member } from './helpers/questionnaire.js';
import {
  otherResult,
  questionList,
  sectionAnswers,
  submit,
  verifiedMember,
} from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe.each(dialects)('questions on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const getUser = async (member: Member): Promise<User> =>
    (
      await t.app.inject({ method: 'GET', url: '/user/getUser', headers: member.headers })
    ).json<User>();

  /** Everything a bad submission must leave untouched. */
  const stored = async (member: Member) => {
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'section', 'finish_test'])
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const sections = await t.db
      .selectFrom('section_results')
      .innerJoin('results', 'results.id', 'section_results.result_id')
      .select('section_results.section')
      .where('results.owner_id', '=', user.id)
      .execute();
    return { section: user.section, finishTest: user.finish_test, sections: sections.length };
  };

  describe('GET /questions/getQuestions (visitors)', () => {
    it('serves 11 demo questions without a session, numbered in order', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/questions/getQuestions' });
      expect(response.statusCode).toBe(200);
      const { questions } = response.json<DemoQuestionsResponse>();
      expect(questions).toHaveLength(11);
      questions.forEach((q, i) => expect(q.question.startsWith(`${i + 1}. `)).toBe(true));
      // The scoring key never leaves the server.
      expect(Object.keys(questions[0] ?? {}).sort()).toEqual(['_id', 'question']);
      // What the database holds is what /questions' prerendered page shows before it asks.
      expect(questions).toEqual(demoQuestions('ko'));
    });
  });

  describe('GET /questions/getQuestionsList', () => {
    it('needs a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/questions/getQuestionsList' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    });

    it("gives a new member section A's 44 questions", async () => {
      const member = await verifiedMember(t);
      const list = await questionList(t.app, member);
      expect(list.section).toBe('A');
      expect(list.completed).toBe(0);
      expect(list.name).toBeNull();
      expect(list.questions).toHaveLength(44);
      expect(list.questions.map((q) => Number(q.question.split('.')[0]))).toEqual(
        Array.from({ length: 44 }, (_, i) => i + 1),
      );
    });
  });

  describe('POST /questions/saveAnswers', () => {
    it('keeps answers page by page so the test resumes, and clears an answer sent as null', async () => {
      const member = await verifiedMember(t);
      const page = sectionAnswers('A', 'II').slice(0, 11);
      const save = (items: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/questions/saveAnswers',
          headers: member.headers,
          payload: { questions: JSON.stringify(items) },
        });
      expect((await save(page)).statusCode).toBe(200);
      expect((await save([{ _id: page[0]?._id, answer: null }])).statusCode).toBe(200);

      const { questions } = await questionList(t.app, member);
      expect(questions[0]?.answer).toBeUndefined();
      expect(questions.slice(1, 11).map((q) => q.answer)).toEqual(
        page.slice(1).map((a) => a.answer),
      );
      expect(questions[11]?.answer).toBeUndefined();
    });

    it("restores the current section's saved answers after earlier sections, on a named result too", async () => {
      const member = await verifiedMember(t);
      const resultId = await otherResult(t.app, member, '동생');
      for (const target of [undefined, resultId]) {
        const query = target ? `?resultId=${target}` : '';
        expect((await submit(t.app, member, sectionAnswers('A', 'II'), target)).statusCode).toBe(
          200,
        );
        const page = sectionAnswers('B', 'C').slice(11, 14);
        const saved = await t.app.inject({
          method: 'POST',
          url: `/questions/saveAnswers${query}`,
          headers: member.headers,
          payload: { questions: JSON.stringify(page) },
        });
        expect(saved.statusCode).toBe(200);

        const list = (
          await t.app.inject({
            method: 'GET',
            url: target ? `/questions${query}` : '/questions/getQuestionsList',
            headers: member.headers,
          })
        ).json<QuestionListResponse>();
        expect(list.section).toBe('B');
        expect(list.completed).toBe(1);
        const answered = list.questions.filter((q) => q.answer !== undefined);
        expect(Object.fromEntries(answered.map((q) => [q._id, q.answer]))).toEqual(
          Object.fromEntries(page.map((a) => [a._id, a.answer])),
        );
      }
    });

    it('rewrites a changed answer and leaves one sent again unchanged (its time stays)', async () => {
      const member = await verifiedMember(t);
      const page = sectionAnswers('A', 'II').slice(0, 3);
      const save = (items: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/questions/saveAnswers',
          headers: member.headers,
          payload: { questions: JSON.stringify(items) },
        });
      const rows = async () =>
        Object.fromEntries(
          (
            await t.db
              .selectFrom('answers')
              .innerJoin('results', 'results.id', 'answers.result_id')
              .innerJoin('users', 'users.id', 'results.owner_id')
              .select(['answers.question_id', 'answers.answer', 'answers.updated_at'])
              .where('users.email', '=', member.email)
              .execute()
          ).map((row) => [row.question_id, { answer: row.answer, at: row.updated_at }]),
        );
      expect((await save(page)).statusCode).toBe(200);
      const before = await rows();
      t.clock.advance(60_000);
      const flipped = page[1]!.answer === 'yes' ? 'no' : 'yes';
      const again = [page[0], { _id: page[1]!._id, answer: flipped }, page[2]];
      const response = await save(again);
      t.clock.reset();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ saved: 3 });

      const after = await rows();
      expect(after[page[0]!._id]).toEqual(before[page[0]!._id]);
      expect(after[page[2]!._id]).toEqual(before[page[2]!._id]);
      expect(after[page[1]!._id]?.answer).toBe(flipped);
      expect(after[page[1]!._id]!.at > before[page[1]!._id]!.at).toBe(true);
      // The scoring sends the whole section again: it is stored as sent, an answer saved before
      // and sent unchanged keeping its time, the others written at the scoring's time (one
      // statement on PostgreSQL, a transaction on SQLite: both must store the same).
      const section = sectionAnswers('A', 'II');
      t.clock.advance(120_000);
      const from = new Date(t.clock.now()).toISOString();
      const scoring = await submit(t.app, member, section);
      t.clock.reset();
      expect(scoring.statusCode).toBe(200);
      const scored = await rows();
      expect(
        Object.fromEntries(Object.entries(scored).map(([id, row]) => [id, row.answer])),
      ).toEqual(Object.fromEntries(section.map((item) => [item._id, item.answer])));
      const sectionRow = await t.db
        .selectFrom('section_results')
        .innerJoin('results', 'results.id', 'section_results.result_id')
        .innerJoin('users', 'users.id', 'results.owner_id')
        .select([
          'section_results.section',
          'section_results.gene_type',
          'section_results.outcome',
          'section_results.created_at',
          'results.completed',
          'results.updated_at',
          'users.section as member_section',
          'users.updated_at as member_updated_at',
        ])
        .where('users.email', '=', member.email)
        .executeTakeFirstOrThrow();
      const scoredAt = sectionRow.created_at;
      expect(scoredAt >= from).toBe(true);
      for (const item of section) {
        const kept = after[item._id]?.answer === item.answer;
        expect([item._id, scored[item._id]?.at]).toEqual([
          item._id,
          kept ? after[item._id]?.at : scoredAt,
        ]);
      }
      expect({ ...sectionRow, outcome: JSON.parse(sectionRow.outcome) as unknown }).toEqual({
        section: 'A',
        gene_type: 'II',
        outcome: scoring.json<CalculateResultResponse>().outcome,
        created_at: scoredAt,
        completed: 1,
        updated_at: scoredAt,
        member_section: 1,
        member_updated_at: scoredAt,
      });
    });

    it('refuses questions of another section and wrong answers', async () => {
      const member = await verifiedMember(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/questions/saveAnswers',
        headers: member.headers,
        payload: { questions: JSON.stringify(sectionAnswers('B', 'A').slice(0, 2)) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ANSWER_MESSAGES.foreign });
    });
  });

  describe('POST /questions/calculateResult', () => {
    it('scores a section, moves the member on and reports it in getUser', async () => {
      const member = await verifiedMember(t);
      const response = await submit(t.app, member, sectionAnswers('A', 'DD'));
      expect(response.statusCode).toBe(200);
      const body = response.json<CalculateResultResponse>();
      expect(body.outcome).toMatchObject({ section: 'A', gene: 'ace', geneType: 'DD' });
      expect(body.outcome.consistency).toEqual({ checked: 4, mismatches: [], consistent: true });
      expect(body.completed).toBe(1);
      expect(body.final).toBeNull();

      const user = await getUser(member);
      expect(user.section).toBe(1);
      expect(user.finishTest).toBe(false);
      expect(user.results).toEqual([{ section: 'A', geneType: 'DD' }]);
      expect((await questionList(t.app, member)).section).toBe('B');
    });

    it('after D gives the full code and type id, and marks the test finished', async () => {
      const member = await verifiedMember(t);
      const plan: ['A' | 'B' | 'C' | 'D', string][] = [
        ['A', 'ID'],
        ['B', 'B'],
        ['C', '45'],
        ['D', 'SS'],
      ];
      let last: CalculateResultResponse | undefined;
      for (const [section, type] of plan) {
        const response = await submit(t.app, member, sectionAnswers(section, type));
        expect(response.statusCode).toBe(200);
        last = response.json<CalculateResultResponse>();
      }
      // (ID=1 · 3 + B=1) · 6 + (45=2 · 2 + SS=0) + 1 = 29
      expect(last?.final).toEqual({ code: 'ID-B-45-SS', typeId: 29 });
      const user = await getUser(member);
      expect(user.section).toBe(4);
      expect(user.finishTest).toBe(true);
      expect(user.results.at(-1)).toEqual({
        section: 'D',
        geneType: 'SS',
        code: 'ID-B-45-SS',
        typeId: 29,
      });
      const list = await t.app.inject({
        method: 'GET',
        url: '/questions/getQuestionsList',
        headers: member.headers,
      });
      expect(list.statusCode).toBe(409);
      expect(list.json()).toEqual({ message: QUESTIONNAIRE_MESSAGES.allDone });
    });

    it('reports inconsistent answers to repeated questions on the result', async () => {
      const member = await verifiedMember(t);
      const items = sectionAnswers('A', 'II');
      const repeat = items.find((item) => item._id === 'A-16');
      if (repeat) repeat.answer = repeat.answer === 'yes' ? 'no' : 'yes';
      const body = (await submit(t.app, member, items)).json<CalculateResultResponse>();
      expect(body.outcome.consistency.consistent).toBe(false);
      expect(body.outcome.consistency.mismatches).toEqual([{ number: 16, repeatOfNumber: 3 }]);
    });

    it('is idempotent under a double submit and two tabs', async () => {
      const member = await verifiedMember(t);
      const items = sectionAnswers('A', 'II');
      const [first, second] = await Promise.all([
        submit(t.app, member, items),
        submit(t.app, member, items),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json<CalculateResultResponse>().outcome).toEqual(
        first.json<CalculateResultResponse>().outcome,
      );
      const again = await submit(t.app, member, items);
      expect(again.statusCode).toBe(200);
      expect(again.json<CalculateResultResponse>().outcome.geneType).toBe('II');
      expect(await stored(member)).toEqual({ section: 1, finishTest: 0, sections: 1 });
    });

    it('stores every acknowledged scoring when many members submit at once', async () => {
      const members = await Promise.all(Array.from({ length: 4 }, () => verifiedMember(t)));
      const responses = await Promise.all(
        members.map((member) => submit(t.app, member, sectionAnswers('A', 'II'))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(members.map(() => 200));
      for (const member of members) {
        expect(await stored(member)).toEqual({ section: 1, finishTest: 0, sections: 1 });
      }
    });

    describe('refuses a bad submission with a Korean 4xx and stores nothing', () => {
      const full = () => sectionAnswers('A', 'II');
      it.each<[string, () => unknown, number, string]>([
        ['a missing answer', () => full().slice(1), 400, ANSWER_MESSAGES.missing(1)],
        ['no answers at all', () => [], 400, ANSWER_MESSAGES.missing(44)],
        [
          'a duplicate answer',
          () => [...full().slice(1), full()[1]],
          400,
          ANSWER_MESSAGES.duplicate,
        ],
        [
          'a foreign id',
          () => [...full().slice(1), { _id: 'Z-99', answer: 'yes' }],
          400,
          ANSWER_MESSAGES.foreign,
        ],
        [
          'an extra id',
          () => [...full(), { _id: 'nope', answer: 'no' }],
          400,
          ANSWER_MESSAGES.foreign,
        ],
        [
          'a wrong answer value',
          () => [{ ...full()[0], answer: 'maybe' }, ...full().slice(1)],
          400,
          ANSWER_MESSAGES.answerValue,
        ],
        [
          'a section out of order',
          () => sectionAnswers('C', '44'),
          400,
          ANSWER_MESSAGES.outOfOrder('A'),
        ],
        [
          'an answer list that is not a list',
          () => ({ _id: 'A-01' }),
          400,
          ANSWER_MESSAGES.malformed,
        ],
      ])('%s', async (_name, items, status, message) => {
        const member = await verifiedMember(t);
        const response = await submit(t.app, member, items());
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ message });
        expect(await stored(member)).toEqual({ section: 0, finishTest: 0, sections: 0 });
      });

      it('questions that are not valid JSON', async () => {
        const member = await verifiedMember(t);
        const response = await t.app.inject({
          method: 'POST',
          url: '/questions/calculateResult',
          headers: member.headers,
          payload: { email: member.email, questions: '[{"_id":' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: ANSWER_MESSAGES.malformed });
      });

      it("another member's e-mail", async () => {
        const member = await verifiedMember(t);
        const response = await t.app.inject({
          method: 'POST',
          url: '/questions/calculateResult',
          headers: member.headers,
          payload: { email: 'someone@example.com', questions: JSON.stringify(full()) },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: QUESTIONNAIRE_MESSAGES.emailMismatch });
        expect(await stored(member)).toEqual({ section: 0, finishTest: 0, sections: 0 });
      });

      it("another member's resultId", async () => {
        const owner = await verifiedMember(t);
        const resultId = await otherResult(t.app, owner, '김하늘');
        const intruder = await verifiedMember(t);
        const response = await submit(t.app, intruder, full(), resultId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: RESULT_MESSAGES.notFound });
        const rows = await t.db
          .selectFrom('section_results')
          .where('result_id', '=', resultId)
          .selectAll()
          .execute();
        expect(rows).toHaveLength(0);
        const list = await t.app.inject({
          method: 'GET',
          url: `/questions?resultId=${resultId}`,
          headers: intruder.headers,
        });
        expect(list.statusCode).toBe(404);
      });

      it('a member without a nickname or phone number', async () => {
        const member = await verifiedMember(t, false);
        const response = await submit(t.app, member, full());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: QUESTIONNAIRE_MESSAGES.verificationNeeded });
        expect(await stored(member)).toEqual({ section: 0, finishTest: 0, sections: 0 });
      });

      it('no session', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/questions/calculateResult',
          payload: { email: 'x@example.com', questions: '[]' },
        });
        expect(response.statusCode).toBe(401);
      });
    });
  });

  describe('GET /questions/retake', () => {
    it('deletes the own result, resets the section and lets the member start again', async () => {
      const member = await verifiedMember(t);
      await submit(t.app, member, sectionAnswers('A', 'II'));
      await submit(t.app, member, sectionAnswers('B', 'A'));
      const response = await t.app.inject({
        method: 'GET',
        url: '/questions/retake',
        headers: member.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RESULT_MESSAGES.retaken });
      expect(await stored(member)).toEqual({ section: 0, finishTest: 0, sections: 0 });
      const user = await getUser(member);
      expect(user.results).toEqual([]);
      const list = await questionList(t.app, member);
      expect(list.section).toBe('A');
      expect(list.questions.every((q) => q.answer === undefined)).toBe(true);
    });
  });

  describe('answering for another person', () => {
    it('goes through the four sections on its own resultId without touching the own test', async () => {
      const member = await verifiedMember(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/results/others',
        headers: member.headers,
        payload: { name: '  우리 아이  ' },
      });
      expect(created.statusCode).toBe(201);
      const { resultId, name } = created.json<{ resultId: string; name: string }>();
      expect(name).toBe('우리 아이');

      const list = await t.app.inject({
        method: 'GET',
        url: `/questions?resultId=${resultId}`,
        headers: member.headers,
      });
      expect(list.json<QuestionListResponse>()).toMatchObject({
        section: 'A',
        resultId,
        name: '우리 아이',
      });

      const plan: ['A' | 'B' | 'C' | 'D', string][] = [
        ['A', 'DD'],
        ['B', 'C'],
        ['C', '44'],
        ['D', 'SL'],
      ];
      let last: CalculateResultResponse | undefined;
      for (const [section, type] of plan)
        last = (
          await submit(t.app, member, sectionAnswers(section, type), resultId)
        ).json<CalculateResultResponse>();
      expect(last?.final).toEqual({ code: 'DD-C-44-SL', typeId: 50 });
      expect(await stored(member)).toEqual({ section: 0, finishTest: 0, sections: 4 });
      expect((await getUser(member)).results).toEqual([]);
    });
  });
});
