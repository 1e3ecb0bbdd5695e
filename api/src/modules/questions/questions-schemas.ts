// The questionnaire: structure and hard limits (answers.ts and the service check the answers).
import { Type } from '@sinclair/typebox';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  MessageSchema,
  NoQuery,
  Nullable,
  NO_NUL_PATTERN,
  NullableString,
  SessionHeaders,
  Text,
  routeSchema,
} from '../../lib/schema.js';
import { handlerRules } from '../../lib/openapi-rules.js';
import {
  FinalTypeSchema,
  RESULT_ID_MESSAGE,
  SectionOutcomeSchema,
} from '../results/results-schemas.js';
import { ANSWER_MESSAGES, MAX_ANSWER_ITEMS } from './answers.js';

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

const ResultId = (description: string, minLength = 0) =>
  Text(64, { ...(minLength ? { minLength } : {}), description, errorMessage: RESULT_ID_MESSAGE });
/** Optional; empty is the same as absent (resultIdOf). */
const ResultIdQuery = (description: string) =>
  Closed({ resultId: Type.Optional(ResultId(description)) });

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

/**
 * What answers.ts enforces on `questions` beyond the structure above, for the document: required,
 * 1–200 items, each an `_id` (1–64 characters, each once) and `answer` ("yes" | "no"; null clears a
 * saved answer), or the same array as JSON text.
 */
const answersRules = (cleared: boolean) => {
  const answers = cleared ? ['yes', 'no', null] : ['yes', 'no'];
  return {
    anyOf: [
      {
        type: 'string',
        contentMediaType: 'application/json',
        description: 'The array below as JSON text',
        examples: ['[{"_id":"A1","answer":"yes"}]'],
      },
      {
        type: 'array',
        maxItems: MAX_ANSWER_ITEMS,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['_id', 'answer'],
          properties: {
            _id: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL_PATTERN },
            answer: { type: cleared ? ['string', 'null'] : 'string', enum: answers },
          },
        },
      },
    ],
    description: 'JSON text of [{ _id, answer }], or the array itself',
  };
};

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
  // Required: the handler's own refusal of a missing one says the same words.
  querystring: Closed({ resultId: ResultId('The result answered for another person', 1) }),
  response: { 200: QuestionListSchema },
});

export const saveAnswersSchema = routeSchema('questionnaire', {
  summary: 'Save the answers of one page as the member goes',
  ...member,
  body: handlerRules(
    Closed({ questions: AnswersField }, { errorMessage: ANSWER_MESSAGES.malformed }),
    { required: ['questions'], properties: { questions: answersRules(true) } },
  ),
  querystring: ResultIdQuery('Absent: the member’s own test'),
  response: { 200: Type.Object({ saved: Type.Integer() }) },
});

export const calculateResultSchema = routeSchema('questionnaire', {
  summary: 'Score a completed section',
  ...member,
  body: handlerRules(
    Closed(
      {
        email: FormText(1000, ANSWER_MESSAGES.malformed, "The member's e-mail (spec §7)"),
        questions: AnswersField,
      },
      { errorMessage: ANSWER_MESSAGES.malformed },
    ),
    { required: ['email', 'questions'], properties: { questions: answersRules(false) } },
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
