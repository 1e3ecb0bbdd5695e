import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { methodNotAllowed } from './allowed-methods.js';
import { HttpError } from './http-error.js';
import type { ApiLanguage } from '../i18n/i18n.js';
import { t } from '../i18n/i18n.js';
import { requestLanguage } from '../i18n/fastify.js';
import common from './messages.ko.js';

export const SERVER_ERROR_MESSAGE = common.serverError;
export const NOT_FOUND_MESSAGE = common.notFound;

// Fastify's own 4xx errors (body parsing, routing) in the words a member would read.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common:request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common:request.emptyBody',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common:request.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common:request.bodyTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common:request.badContentLength',
  FST_ERR_BAD_URL: 'common:request.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'common:request.invalidParams',
  FST_ERR_VALIDATION: 'common:request.invalidBody',
};

/** A framework error's message in the request's language (`language`, else the current one). */
export function clientErrorMessage(error: FastifyError, language?: ApiLanguage): string {
  const lng = language ? { lng: language } : {};
  if (error.code && FRAMEWORK_MESSAGES[error.code])
    return t(FRAMEWORK_MESSAGES[error.code] as string, lng);
  // Raw JSON.parse failures (e.g. prototype-poisoning guards) surface as SyntaxErrors.
  if (error instanceof SyntaxError) return t('common:request.invalidJson', lng);
  return t('common:request.cannotProcess', lng);
}

/**
 * Every error leaves as `{ message }`: our own HttpErrors as they are, client mistakes as 4xx in
 * the request's language, anything else as a logged 500 that does not leak internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // From the request itself: a body that failed to parse was read outside the request's scope.
    const lng = requestLanguage(request);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (ValidationError.isError(error)) {
      return reply
        .status(400)
        .send({ message: error.errors[0] ?? t('common:request.invalidBody', { lng }) });
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply.status(status).send({ message: clientErrorMessage(error, lng) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: t('common:serverError', { lng }) });
  });

  // A known path asked with a method it does not take is a 405 with Allow, not a 404.
  app.setNotFoundHandler((request, reply) => {
    const allowed = app.allowedMethods(request.url);
    if (allowed.length > 0) return methodNotAllowed(request, reply, allowed);
    return reply
      .status(404)
      .send({ message: t('common:notFound', { lng: requestLanguage(request) }) });
  });
}
