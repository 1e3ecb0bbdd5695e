// Telemetry (namespace `telemetry`, issue 18): the shell sends these calls, no form shows them.
const ko = {
  report: {
    moduleRequired: '모듈 이름이 필요해요.',
    module: '알 수 없는 모듈이에요.',
    versionRequired: '버전이 필요해요.',
    version: '버전 형식이 올바르지 않아요.',
    stageRequired: '단계가 필요해요.',
    stage: '알 수 없는 단계예요.',
    bucketRequired: '버킷 값이 필요해요.',
    bucket: '버킷 값은 해시(16진수 32자)여야 해요.',
    reasonRequired: '실패 원인이 필요해요.',
    reason: '알 수 없는 실패 원인이에요.',
    detail: '설명은 500자 이하로 보내 주세요.',
  },
  field: {
    route: '경로 형식이 올바르지 않아요.',
    language: '알 수 없는 언어예요.',
    modules: '모듈 목록이 올바르지 않아요.',
    metric: '측정값이 허용 범위를 벗어났어요.',
    errors: '오류 수는 0에서 1000 사이의 정수여야 해요.',
  },
  fieldModule: '알 수 없는 모듈이에요. 예: mf-content',
  invalidSince: 'since는 ISO 8601 날짜여야 해요. 예: 2026-11-22T09:00:00Z',
  tooMany: '보고가 너무 많아요. 잠시 후 다시 보내 주세요.',
} as const;

export default ko;
