// Telemetry: structure and hard limits (telemetry-schemas.ts holds the rules and messages).
import { Type } from '@sinclair/typebox';
import { Closed, NoQuery, NullableString, Text, routeSchema } from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';
import {
  TELEMETRY_MESSAGES as T,
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

export const remoteSummarySchema = routeSchema('telemetry', {
  summary: 'Which versions members run and which failed, since a date (default: 24 hours)',
  querystring: Closed({
    since: Type.Optional(
      Text(64, {
        description: 'A date the server can read (ISO 8601)',
        examples: ['2026-11-22T09:00:00Z'],
        errorMessage: INVALID_SINCE_MESSAGE,
      }),
    ),
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
