// Results: the ResultView contract (shared/src/contracts/questions.ts).
import { Type } from '@sinclair/typebox';
import { FAMILY_RELATIONS, SECTION_LETTERS } from '@genetype/domain';
import { OTHER_NAME_MAX, OTHER_RESULTS_PAGE_MAX } from '@genetype/domain/contracts';
import {
  OTHER_PERSON_MESSAGES,
  otherPersonNameSchema,
  otherPersonRelationSchema,
} from '@genetype/domain/validation';
import { object } from 'yup';
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
import { formBody } from '../../lib/validate.js';
import ko from './messages.ko.js';

export const RESULT_TYPE_MESSAGE = ko.type;
export const RESULT_ID_MESSAGE = ko.resultId;
// Its text says 100: OTHER_RESULTS_PAGE_MAX.
export const RESULT_PAGE_LIMIT_MESSAGE = ko.pageLimit;

const Relation = Type.Unsafe<string>({
  type: 'string',
  enum: [...FAMILY_RELATIONS],
  description: '자녀 child, 부모 parent, 배우자 spouse, 형제자매 sibling, 기타 other',
  errorMessage: OTHER_PERSON_MESSAGES.relationRequired,
});

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
  // Always sent; optional in the type only because clients older than it do not expect it.
  relation: Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      enum: [...FAMILY_RELATIONS, null],
      description: "A person answered for: their relation to the member; null for the member's own",
    }),
  ),
  createdAt: Type.String(),
});

const TypeQuery = Closed({
  type: Type.Optional(
    Text(8, {
      enum: [...SECTION_LETTERS],
      description: 'Only this section',
      errorMessage: RESULT_TYPE_MESSAGE,
    }),
  ),
});
const member = { security: MEMBER_SECURITY, headers: SessionHeaders };

/** The person's form (the same rules the service applies; the relation may come later). */
const createOtherRules = object({
  name: otherPersonNameSchema,
  relation: otherPersonRelationSchema.notRequired().default(undefined),
});
/**
 * Documented with the name's limit as a `max` the document can read: the rule counts code points
 * (its own test), which is what JSON Schema's maxLength counts too.
 */
const createOtherDocumented = createOtherRules.shape({
  name: otherPersonNameSchema.max(OTHER_NAME_MAX),
});

export const mineSchema = routeSchema('results', {
  summary: "The member's own result",
  ...member,
  querystring: TypeQuery,
  response: { 200: ResultViewSchema },
});

export const othersSchema = routeSchema('results', {
  summary: `Results answered for other people, newest first, at most ${OTHER_RESULTS_PAGE_MAX} a page`,
  ...member,
  querystring: Closed({
    limit: Type.Optional(
      Text(3, {
        pattern: `^([1-9][0-9]?|${OTHER_RESULTS_PAGE_MAX})$`,
        description: `People per page, 1–${OTHER_RESULTS_PAGE_MAX} (default ${OTHER_RESULTS_PAGE_MAX})`,
        errorMessage: RESULT_PAGE_LIMIT_MESSAGE,
      }),
    ),
    cursor: Type.Optional(
      Text(200, {
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'The `nextCursor` of the previous page',
        errorMessage: ko.pageCursor,
      }),
    ),
  }),
  response: {
    200: Type.Object({
      results: Type.Array(ResultViewSchema),
      nextCursor: NullableString({ description: 'The next page; null on the last one' }),
    }),
  },
});

export const createOtherSchema = routeSchema('results', {
  summary: 'Start a result for another person (a child, a parent)',
  ...member,
  body: formBody(
    Closed({
      name: FormText(200, OTHER_PERSON_MESSAGES.nameRequired),
      relation: Type.Optional(Relation),
    }),
    createOtherRules,
    createOtherDocumented,
  ),
  querystring: NoQuery,
  response: { 201: ResultViewSchema },
});

export const setRelationSchema = routeSchema('results', {
  summary: 'Change the relation of a person answered for',
  ...member,
  params: Closed({ resultId: Text(64, { errorMessage: RESULT_ID_MESSAGE }) }),
  body: Closed({ relation: Relation }),
  querystring: NoQuery,
  response: { 200: ResultViewSchema },
});

export const resultByIdSchema = routeSchema('results', {
  summary: 'One of the member’s results',
  ...member,
  params: Closed({ resultId: Text(64, { errorMessage: RESULT_ID_MESSAGE }) }),
  querystring: TypeQuery,
  response: { 200: ResultViewSchema },
});
