// The questionnaire: structure and hard limits (answers.ts and the service check the answers).
import { Type } from '@sinclair/typebox';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  MessageSchema,
  NoQuery,
  Nullable,
  NullableString,
  SessionHeaders,
  Text,
  routeSchema,
} from '../../lib/schema.js';
import {
  FinalTypeSchema,
  RESULT_ID_MESSAGE,
  SectionOutcomeSchema,
} from '../results/results-schemas.js';
import { ANSWER_MESSAGES } from './answers.js';

const QuestionSchema = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  answer: Type.Optional(NullableString({ enum: ['yes', 'no', null] })),
});
const QuestionListSchema = Type.Object({
  questions: Type.Array(QuestionSchema),
  section: Type.String(),
  completed: Type.Integer(),
  resultId: Type.String(),
  name: NullableString(),
});

const ResultIdQuery = (description: string) =>
  Closed({
    resultId: Type.Optional(Text(64, { description, errorMessage: RESULT_ID_MESSAGE })),
  });

/** `questions`: a JSON string of [{ _id, answer }] (spec §7), or the array itself. */
const AnswersField = Type.Optional(
  Type.Union(
    [
      Text(100_000),
      Type.Array(
        Closed({
          _id: Type.Optional(Text(64)),
          answer: Type.Optional(NullableString({ maxLength: 16 })),
        }),
        { maxItems: 1000 },
      ),
    ],
    { errorMessage: ANSWER_MESSAGES.malformed, description: 'JSON text of [{ _id, answer }]' },
  ),
);
const member = { security: MEMBER_SECURITY, headers: SessionHeaders };

export const demoSchema = routeSchema('questionnaire', {
  summary: "Visitors' demo questions",
  querystring: NoQuery,
  response: { 200: Type.Object({ questions: Type.Array(QuestionSchema) }) },
});

export const questionListSchema = routeSchema('questionnaire', {
  summary: "The next section's questions of the member's own test",
  ...member,
  querystring: NoQuery,
  response: { 200: QuestionListSchema },
});

export const otherQuestionListSchema = routeSchema('questionnaire', {
  summary: "The next section's questions of a result answered for another person",
  ...member,
  querystring: ResultIdQuery('The result answered for another person (required)'),
  response: { 200: QuestionListSchema },
});

export const saveAnswersSchema = routeSchema('questionnaire', {
  summary: 'Save the answers of one page as the member goes',
  ...member,
  body: Closed({ questions: AnswersField }, { errorMessage: ANSWER_MESSAGES.malformed }),
  querystring: ResultIdQuery('Absent: the member’s own test'),
  response: { 200: Type.Object({ saved: Type.Integer() }) },
});

export const calculateResultSchema = routeSchema('questionnaire', {
  summary: 'Score a completed section',
  ...member,
  body: Closed(
    {
      email: FormText(1000, ANSWER_MESSAGES.malformed, "The member's e-mail (spec §7)"),
      questions: AnswersField,
    },
    { errorMessage: ANSWER_MESSAGES.malformed },
  ),
  querystring: ResultIdQuery('Absent: the member’s own test'),
  response: {
    200: Type.Object({
      resultId: Type.String(),
      outcome: SectionOutcomeSchema,
      completed: Type.Integer(),
      final: Nullable(FinalTypeSchema),
    }),
  },
});

export const retakeSchema = routeSchema('questionnaire', {
  summary: 'Start the own test over',
  ...member,
  querystring: NoQuery,
  response: { 200: MessageSchema },
});
