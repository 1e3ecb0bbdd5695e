// Telemetry: structure and hard limits (telemetry-schemas.ts holds the rules and messages).
import { Type } from '@sinclair/typebox';
import { Closed, NoQuery, NullableString, Text, routeSchema } from '../../lib/schema.js';
import { INVALID_BODY_MESSAGE, formBody } from '../../lib/validate.js';
import { REMOTE_APPS } from '@genetype/domain';
import {
  TELEMETRY_MESSAGES as T,
  VERSION_PATTERN,
  remoteFailureSchema,
  remoteLoadSchema,
} from './telemetry-schemas.js';
import ko from './messages.ko.js';

export const INVALID_SINCE_MESSAGE = ko.invalidSince;

const Field = (maxLength: number, errorMessage: string) =>
  Type.Optional(Text(maxLength, { errorMessage }));

const reportFields = {
  module: Field(64, T.module),
  version: Field(128, T.version),
  stage: Field(32, T.stage),
};

export const remoteLoadsSchema = routeSchema('telemetry', {
  summary: 'The version of a module a page ran (once per module per page load)',
  body: formBody(Closed({ ...reportFields, bucket: Field(64, T.bucket) }), remoteLoadSchema),
  querystring: NoQuery,
  response: { 204: { type: 'null', description: 'Recorded' } },
});

export const remoteFailuresSchema = routeSchema('telemetry', {
  summary: 'A chosen version that failed to load or did not match the shell',
  body: formBody(
    Closed({ ...reportFields, reason: Field(32, T.reason), detail: Field(5000, T.detail) }),
    remoteFailureSchema,
  ),
  querystring: NoQuery,
  response: { 204: { type: 'null', description: 'Recorded' } },
});

/** The start of a summary's window (default: 24 hours ago). */
const SinceParam = Type.Optional(
  Text(64, {
    description: 'A date the server can read (ISO 8601)',
    examples: ['2026-11-22T09:00:00Z'],
    errorMessage: INVALID_SINCE_MESSAGE,
  }),
);

export const remoteSummarySchema = routeSchema('telemetry', {
  summary: 'Which versions members run and which failed, since a date (default: 24 hours)',
  querystring: Closed({
    since: SinceParam,
  }),
  response: {
    200: Type.Object({
      since: Type.String(),
      versions: Type.Array(
        Type.Object({
          module: Type.String(),
          version: Type.String(),
          members: Type.Integer(),
          share: Type.Number(),
          loads: Type.Integer(),
          failures: Type.Integer(),
          lastFailure: NullableString(),
        }),
      ),
    }),
  },
});

export const INVALID_FIELD_MODULE_MESSAGE = ko.fieldModule;
const F = ko.field;

/** Milliseconds a page can plausibly measure: up to ten minutes. */
const Millis = () =>
  Type.Optional(Type.Number({ minimum: 0, maximum: 600_000, errorMessage: F.metric }));

export const fieldReportSchema = routeSchema('telemetry', {
  summary:
    'One sampled page view: Web Vitals, the first interaction and uncaught errors (no personal data)',
  body: Closed(
    {
      route: Text(128, {
        pattern: '^(\\*|/[A-Za-z0-9/:._-]{0,127})$',
        description:
          "The route template from the route table ('/typeReport/:number'), never the path",
        errorMessage: F.route,
      }),
      language: Type.Union([Type.Literal('ko'), Type.Literal('en')], { errorMessage: F.language }),
      modules: Type.Array(
        Closed(
          {
            module: Type.Union(
              REMOTE_APPS.map((name) => Type.Literal(name)),
              { errorMessage: F.modules },
            ),
            version: Text(64, { pattern: VERSION_PATTERN, errorMessage: T.version }),
          },
          { errorMessage: F.modules },
        ),
        { maxItems: REMOTE_APPS.length, errorMessage: F.modules },
      ),
      lcp: Millis(),
      inp: Millis(),
      firstInteraction: Millis(),
      cls: Type.Optional(Type.Number({ minimum: 0, maximum: 100, errorMessage: F.metric })),
      errors: Type.Integer({ minimum: 0, maximum: 1000, errorMessage: F.errors }),
    },
    { errorMessage: INVALID_BODY_MESSAGE },
  ),
  querystring: NoQuery,
  response: { 204: { type: 'null', description: 'Recorded (or not sampled into storage)' } },
});

export const fieldSummarySchema = routeSchema('telemetry', {
  summary:
    'Per version of a module: page views, views with errors, INP and LCP samples (default: 24 hours)',
  querystring: Closed({
    module: Type.Union(
      REMOTE_APPS.map((name) => Type.Literal(name)),
      { errorMessage: INVALID_FIELD_MODULE_MESSAGE, description: 'A remote module name' },
    ),
    since: SinceParam,
  }),
  response: {
    200: Type.Object({
      module: Type.String(),
      since: Type.String(),
      versions: Type.Array(
        Type.Object({
          version: Type.String(),
          views: Type.Integer(),
          errorViews: Type.Integer(),
          inp: Type.Array(Type.Number(), { description: 'ms, most recent first, at most 5,000' }),
          lcp: Type.Array(Type.Number(), { description: 'ms, most recent first, at most 5,000' }),
        }),
      ),
    }),
  },
});
