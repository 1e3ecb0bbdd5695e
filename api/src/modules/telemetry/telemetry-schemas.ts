// Bodies of the telemetry endpoints. API-only (the shell sends them, no form shows them), hence here
// rather than in shared/validation; the messages are Korean like every API answer.
import { object, string } from 'yup';
import { REMOTE_APPS } from '@genetype/shared/domain';
import type { RemoteFailureReason, RemoteLoadStage } from '@genetype/shared/contracts';

const STAGES: RemoteLoadStage[] = ['stable', 'canary', 'pinned', 'fallback'];
const REASONS: RemoteFailureReason[] = ['unreachable', 'incompatible'];
/** The release script's version labels (scripts/lib/deploy/paths.mjs). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export const TELEMETRY_MESSAGES = {
  moduleRequired: '모듈 이름이 필요합니다.',
  module: '알 수 없는 모듈입니다.',
  versionRequired: '버전이 필요합니다.',
  version: '버전 형식이 올바르지 않습니다.',
  stageRequired: '단계가 필요합니다.',
  stage: '알 수 없는 단계입니다.',
  bucketRequired: '버킷 값이 필요합니다.',
  bucket: '버킷 값은 해시(16진수 32자)여야 합니다.',
  reasonRequired: '실패 원인이 필요합니다.',
  reason: '알 수 없는 실패 원인입니다.',
  detail: '설명은 500자 이하로 보내 주세요.',
} as const;
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
