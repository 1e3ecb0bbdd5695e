// Bodies of the telemetry endpoints. API-only (the shell sends them, no form shows them), hence here
// rather than in shared/validation; the messages are Korean here and
// in the request's language on the way out, like every API answer.
import { object, string } from 'yup';
import { REMOTE_APPS } from '@genetype/domain';
import type { RemoteFailureReason, RemoteLoadStage } from '@genetype/domain/contracts';
import ko from './messages.ko.js';

const STAGES: RemoteLoadStage[] = ['stable', 'canary', 'pinned', 'fallback'];
const REASONS: RemoteFailureReason[] = ['unreachable', 'incompatible'];
/** The release script's version labels (scripts/lib/deploy/paths.mjs). */
export const VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$';
const VERSION = new RegExp(VERSION_PATTERN);

/** Korean here (messages.ko.ts); translated on the way out. */
export const TELEMETRY_MESSAGES = ko.report;
const T = TELEMETRY_MESSAGES;

// typeError everywhere: yup's default message prints the offending value (issue 14).
const moduleField = string()
  .typeError(T.module)
  .required(T.moduleRequired)
  .oneOf([...REMOTE_APPS], T.module);
const versionField = string()
  .typeError(T.version)
  .required(T.versionRequired)
  .matches(VERSION, T.version);
const stageField = string<RemoteLoadStage>()
  .typeError(T.stage)
  .required(T.stageRequired)
  .oneOf(STAGES, T.stage);

export const remoteLoadSchema = object({
  module: moduleField,
  version: versionField,
  stage: stageField,
  bucket: string()
    .typeError(T.bucket)
    .required(T.bucketRequired)
    .matches(/^[0-9a-f]{32}$/, T.bucket),
});

export const remoteFailureSchema = object({
  module: moduleField,
  version: versionField,
  stage: stageField,
  reason: string<RemoteFailureReason>()
    .typeError(T.reason)
    .required(T.reasonRequired)
    .oneOf(REASONS, T.reason),
  detail: string().typeError(T.detail).max(500, T.detail).optional(),
});
