// The API's own texts outside any module (namespace `common`, issue 18), and the shared form
// rules' messages (spec §5: forms and the API show the same words), which the route schemas and
// the shared yup schemas answer with. messages.en.ts has the same keys.
import {
  CONSENT_MESSAGES,
  OTHER_PERSON_MESSAGES,
  SEARCH_MESSAGES,
  VALIDATION_MESSAGES,
} from '@genetype/domain/validation';

const ko = {
  serverError: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  notFound: '요청한 주소를 찾을 수 없어요.',
  methodNotAllowed: '이 주소에서는 지원하지 않는 요청 방식이에요.',
  request: {
    invalidJson: '요청 본문이 올바른 JSON 형식이 아니에요.',
    emptyBody: '요청 본문이 비어 있어요.',
    unsupportedMediaType: '지원하지 않는 요청 형식이에요. JSON으로 보내 주세요.',
    bodyTooLarge: '요청 본문이 너무 커요.',
    badContentLength: '요청 본문의 길이가 올바르지 않아요.',
    badUrl: '요청 주소가 올바르지 않아요.',
    cannotProcess: '요청을 처리할 수 없어요.',
    invalidBody: '요청 내용이 올바르지 않아요.',
    invalidQuery: '요청 주소의 조회 조건이 올바르지 않아요.',
    invalidParams: '요청 주소가 올바르지 않아요.',
    invalidHeaders: '요청 헤더가 올바르지 않아요.',
    edgeGaveUp: '요청이 너무 오래 기다렸어요. 다시 시도해 주세요.',
    closing: '서버가 잠시 다시 시작하는 중이에요. 잠시 후 다시 시도해 주세요.',
    tooSlow: '요청이 도착하는 데 너무 오래 걸려 연결을 닫았어요. 다시 시도해 주세요.',
    headersTooLarge: '요청 헤더가 너무 커요. 이 사이트의 쿠키를 지운 뒤 다시 시도해 주세요.',
    malformed: '요청을 읽을 수 없어요. 다시 시도해 주세요.',
    badIdempotencyKey:
      'Idempotency-Key 헤더가 올바르지 않아요. 16~128자의 영문, 숫자, -, _ 로 보내 주세요.',
    idempotencyKeyReused:
      '이 Idempotency-Key는 다른 요청에 이미 쓰였어요. 새 요청에는 새 키를 보내 주세요.',
    idempotencyInProgress: '같은 요청을 아직 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
  },
  signupLimited: '가입 요청이 너무 많아요. {{wait}} 뒤에 다시 시도해 주세요.',
  /** A wait in a rate limit's answer: one key for 1, another for more (no i18next plurals). */
  wait: {
    second: '{{n}}초',
    seconds: '{{n}}초',
    minute: '{{n}}분',
    minutes: '{{n}}분',
    hour: '{{n}}시간',
    hours: '{{n}}시간',
  },
  validation: VALIDATION_MESSAGES,
  consent: CONSENT_MESSAGES,
  otherPerson: OTHER_PERSON_MESSAGES,
  search: SEARCH_MESSAGES,
} as const;

export default ko;
