import type { FastifyInstance, LightMyRequestResponse as LightResponse } from 'fastify';
import type { AnswerItem, QuestionListResponse } from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import { QUESTION_BANK } from '../../src/modules/questions/bank/index.js';
import { answersForType } from '../../src/modules/questions/answers-for-type.js';
import type { TestApp } from './test-app.js';
import { authHeaders, signup } from './fixtures.js';

export interface Member {
  email: string;
  userId: string;
  headers: Record<string, string>;
  /** The phone number set on a verified member. */
  phone: string | null;
}

let phoneSeq = 0;

/**
 * A signed-up member with a nickname and a phone number, set directly in the database: the
 * settings and phone-verification flows that normally set them are other features.
 */
export async function verifiedMember(t: TestApp, verified = true): Promise<Member> {
  const member = await signup(t.app);
  let phone: string | null = null;
  if (verified) {
    phoneSeq += 1;
    phone = `010${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
    await t.db
      .updateTable('users')
      .set({ nickname: member.userId, phone_number: phone })
      .where('email', '=', member.email)
      .execute();
  }
  return {
    email: member.email,
    userId: member.userId,
    headers: authHeaders({ token: member.session.token.token }),
    phone,
  };
}

/** Answer items for a whole section that score as `geneType`. */
export function sectionAnswers(section: SectionLetter, geneType: string): AnswerItem[] {
  const keys = QUESTION_BANK.filter((q) => q.section === section);
  return [...answersForType(section, keys, geneType)].map(([id, answer]) => ({ _id: id, answer }));
}

export function submit(
  app: FastifyInstance,
  member: Member,
  items: unknown,
  resultId?: string,
): Promise<LightResponse> {
  return app.inject({
    method: 'POST',
    url: `/questions/calculateResult${resultId ? `?resultId=${resultId}` : ''}`,
    headers: member.headers,
    payload: { email: member.email, questions: JSON.stringify(items) },
  });
}

/** A result the member answers for another person; its id. */
export async function otherResult(
  app: FastifyInstance,
  member: Member,
  name: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/results/others',
    headers: member.headers,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`result for ${name} failed: ${response.body}`);
  return response.json<{ resultId: string }>().resultId;
}

export async function questionList(
  app: FastifyInstance,
  member: Member,
): Promise<QuestionListResponse> {
  const response = await app.inject({
    method: 'GET',
    url: '/questions/getQuestionsList',
    headers: member.headers,
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json<QuestionListResponse>();
}
