import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { HttpError } from './http-error.js';
import { INVALID_BODY_MESSAGE } from './validate.js';

export const SERVER_ERROR_MESSAGE = '서버 오류가 발생했습니다.';
export const NOT_FOUND_MESSAGE = '요청하신 주소를 찾을 수 없습니다.';

// Fastify's own 4xx errors (body parsing, routing) in the words a member would read.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 본문의 길이가 올바르지 않습니다.',
  FST_ERR_BAD_URL: '요청 주소가 올바르지 않습니다.',
  FST_ERR_VALIDATION: INVALID_BODY_MESSAGE,
};
const GENERIC_CLIENT_ERROR = '요청을 처리할 수 없습니다.';

export function clientErrorMessage(error: FastifyError): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code] as string;
  // Raw JSON.parse failures (e.g. prototype-poisoning guards) surface as SyntaxErrors.
  if (error instanceof SyntaxError)
    return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY as string;
  return GENERIC_CLIENT_ERROR;
}

/**
 * Every error leaves as `{ message }`: our own HttpErrors as they are, client mistakes as 4xx in
 * Korean, anything else as a logged 500 that does not leak internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (ValidationError.isError(error)) {
      return reply.status(400).send({ message: error.errors[0] ?? INVALID_BODY_MESSAGE });
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply.status(status).send({ message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: NOT_FOUND_MESSAGE }),
  );
}
