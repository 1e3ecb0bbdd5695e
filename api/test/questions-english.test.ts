// The questionnaire in English (issue 18): the demo and the lists in the request's language
// (Accept-Language, Korean by default), with the same ids, order and scoring as in Korean.
import { demoQuestions } from '@genetype/content/demo-questions';
import type {
  AnswerItem,
  CalculateResultResponse,
  DemoQuestionsResponse,
  QuestionListResponse,
} from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import { QUESTION_BANK } from '../src/modules/questions/bank/index.js';
import { dialects } from './helpers/dialects.js';
import type { Member } from './helpers/questionnaire.js';
import { otherResult, submit, verifiedMember } from './helpers/questionnaire.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const KO = { 'accept-language': 'ko-KR,ko;q=0.9' };

describe.each(dialects)('questions in English on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (
    member: Member,
    headers: Record<string, string>,
    resultId?: string,
  ): Promise<QuestionListResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: resultId ? `/questions?resultId=${resultId}` : '/questions/getQuestionsList',
      headers: { ...member.headers, ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
    return response.json<QuestionListResponse>();
  };

  it('serves the demo in English for an English request, in Korean otherwise', async () => {
    const demo = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/questions/getQuestions',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/accept-language/i);
      return response.json<DemoQuestionsResponse>().questions;
    };
    const english = await demo(EN);
    const korean = await demo(KO);
    const unset = await demo({});
    const other = await demo({ 'accept-language': 'fr-FR' });
    expect(english.map((q) => q._id)).toEqual(korean.map((q) => q._id));
    expect(english).toEqual(demoQuestions('en'));
    english.forEach((q, i) => {
      expect(q.question.startsWith(`${i + 1}. `)).toBe(true);
      expect(q.question).not.toMatch(HANGUL);
    });
    expect(english[0]?.question).toBe(
      '1. I can stay on one task for hours without getting very tired.',
    );
    for (const questions of [korean, unset, other])
      questions.forEach((q) => expect(q.question).toMatch(HANGUL));
    expect(unset).toEqual(korean);
  });

  it('serves every section in English with the ids, numbers and repeats of the Korean one', async () => {
    const member = await verifiedMember(t);
    for (const section of ['A', 'B', 'C', 'D'] as SectionLetter[]) {
      const english = await list(member, EN);
      const korean = await list(member, KO);
      expect(english.section).toBe(section);
      expect(english.questions.map((q) => q._id)).toEqual(korean.questions.map((q) => q._id));
      english.questions.forEach((q, i) => {
        expect(q.question.startsWith(`${i + 1}. `)).toBe(true);
        expect(q.question).not.toMatch(HANGUL);
      });
      // A consistency repeat reads exactly as its original, in English too.
      const text = new Map(
        english.questions.map((q) => [q._id, q.question.replace(/^\d+\. /, '')]),
      );
      for (const question of QUESTION_BANK.filter((q) => q.section === section && q.repeatOf))
        expect(text.get(question.id)).toBe(text.get(question.repeatOf ?? ''));
      // Move on to the next section.
      const items = korean.questions.map((q) => ({ _id: q._id, answer: 'no' as const }));
      expect((await submit(t.app, member, items)).statusCode).toBe(200);
    }
  });

  it('scores the same answers the same way whichever language they were read in', async () => {
    const member = await verifiedMember(t);
    const korean = await otherResult(t.app, member, '한국어로 답한 사람');
    const english = await otherResult(t.app, member, 'Answered in English');
    // The same person answering: the choice depends on the question's place on the page only.
    const choose = (questions: QuestionListResponse['questions']): AnswerItem[] =>
      questions.map((q, i) => ({ _id: q._id, answer: (i * 7) % 5 < 2 ? 'yes' : 'no' }));
    const outcomes: Record<'ko' | 'en', CalculateResultResponse[]> = { ko: [], en: [] };
    for (let section = 0; section < 4; section += 1) {
      for (const [language, resultId, headers] of [
        ['ko', korean, KO],
        ['en', english, EN],
      ] as const) {
        const { questions } = await list(member, headers, resultId);
        if (language === 'en') questions.forEach((q) => expect(q.question).not.toMatch(HANGUL));
        const response = await submit(t.app, member, choose(questions), resultId);
        expect(response.statusCode).toBe(200);
        outcomes[language].push(response.json<CalculateResultResponse>());
      }
    }
    expect(outcomes.en.map((o) => o.outcome)).toEqual(outcomes.ko.map((o) => o.outcome));
    const final = outcomes.ko.at(-1)?.final;
    expect(final?.code).toMatch(/^(II|ID|DD)-[ABC]-(44|43|45)-(SS|SL)$/);
    expect(outcomes.en.at(-1)?.final).toEqual(final);
  });

  it('answers the questionnaire errors in English', async () => {
    const member = await verifiedMember(t);
    const { questions } = await list(member, KO);
    const response = await t.app.inject({
      method: 'POST',
      url: '/questions/calculateResult',
      headers: { ...member.headers, ...EN },
      payload: {
        email: member.email,
        questions: JSON.stringify(
          questions.slice(0, 41).map((q) => ({ _id: q._id, answer: 'yes' })),
        ),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        "There are 3 questions you haven't answered yet. Please answer every question to see your result.",
    });
    const unverified = await verifiedMember(t, false);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/questions/saveAnswers',
      headers: { ...unverified.headers, ...EN },
      payload: { questions: JSON.stringify([{ _id: questions[0]?._id, answer: 'yes' }]) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).not.toMatch(HANGUL);
  });
});
