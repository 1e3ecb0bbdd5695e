// Bodies of the telemetry endpoints. API-only (the shell sends them, no form shows them), hence here
// rather than in shared/validation; the messages are Korean like every API answer.
import { object, string } from 'yup';
import { REMOTE_APPS } from '@genetype/shared/domain';
import type { RemoteFailureReason, RemoteLoadStage } from '@genetype/shared/contracts';

const STAGES: RemoteLoadStage[] = ['stable', 'canary', 'pinned', 'fallback'];
const REASONS: RemoteFailureReason[] = ['unreachable', 'incompatible'];
/** The release script's version labels (scripts/lib/deploy/paths.mjs). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

const moduleField = string()
  .required('모듈 이름이 필요합니다.')
  .oneOf([...REMOTE_APPS], '알 수 없는 모듈입니다.');
const versionField = string()
  .required('버전이 필요합니다.')
  .matches(VERSION, '버전 형식이 올바르지 않습니다.');
const stageField = string<RemoteLoadStage>()
  .required('단계가 필요합니다.')
  .oneOf(STAGES, '알 수 없는 단계입니다.');

export const remoteLoadSchema = object({
  module: moduleField,
  version: versionField,
  stage: stageField,
  bucket: string()
    .required('버킷 값이 필요합니다.')
    .matches(/^[0-9a-f]{32}$/, '버킷 값은 해시(16진수 32자)여야 합니다.'),
});

export const remoteFailureSchema = object({
  module: moduleField,
  version: versionField,
  stage: stageField,
  reason: string<RemoteFailureReason>()
    .required('실패 원인이 필요합니다.')
    .oneOf(REASONS, '알 수 없는 실패 원인입니다.'),
  detail: string().max(500, '설명은 500자 이하로 보내 주세요.').optional(),
});
