// Results: the ResultView contract (shared/src/contracts/questions.ts).
import { Type } from '@sinclair/typebox';
import { OTHER_PERSON_MESSAGES } from '@genetype/shared/validation';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  NoQuery,
  Nullable,
  NullableString,
  SessionHeaders,
  Text,
  routeSchema,
} from '../../lib/schema.js';

export const RESULT_TYPE_MESSAGE = '결과 유형은 A, B, C, D 중 하나여야 해요.';
export const RESULT_ID_MESSAGE = '검사 결과 번호가 올바르지 않아요.';

export const SectionOutcomeSchema = Type.Object({
  section: Type.String(),
  gene: Type.String(),
  geneType: Type.String(),
  scores: Type.Record(Type.String(), Type.Number()),
  maxScores: Type.Record(Type.String(), Type.Number()),
  consistency: Type.Object({
    checked: Type.Integer(),
    mismatches: Type.Array(Type.Object({ number: Type.Integer(), repeatOfNumber: Type.Integer() })),
    consistent: Type.Boolean(),
  }),
});
export const FinalTypeSchema = Type.Object({ code: Type.String(), typeId: Type.Integer() });

const ResultViewSchema = Type.Object({
  resultId: Type.String(),
  name: NullableString(),
  completed: Type.Integer(),
  sections: Type.Array(SectionOutcomeSchema),
  final: Nullable(FinalTypeSchema),
  createdAt: Type.String(),
});

const TypeQuery = Closed({
  type: Type.Optional(
    Text(8, { description: 'Only this section (A–D)', errorMessage: RESULT_TYPE_MESSAGE }),
  ),
});
const member = { security: MEMBER_SECURITY, headers: SessionHeaders };

export const mineSchema = routeSchema('results', {
  summary: "The member's own result",
  ...member,
  querystring: TypeQuery,
  response: { 200: ResultViewSchema },
});

export const othersSchema = routeSchema('results', {
  summary: 'Results answered for other people',
  ...member,
  querystring: NoQuery,
  response: { 200: Type.Array(ResultViewSchema) },
});

export const createOtherSchema = routeSchema('results', {
  summary: 'Start a result for another person (a child, a parent)',
  ...member,
  body: Closed({ name: FormText(200, OTHER_PERSON_MESSAGES.nameRequired) }),
  querystring: NoQuery,
  response: { 201: ResultViewSchema },
});

export const resultByIdSchema = routeSchema('results', {
  summary: 'One of the member’s results',
  ...member,
  params: Closed({ resultId: Text(64, { errorMessage: RESULT_ID_MESSAGE }) }),
  querystring: TypeQuery,
  response: { 200: ResultViewSchema },
});
