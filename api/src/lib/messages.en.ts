// The API's own English texts (namespace `common`); the form rules' messages come from the shared
// `shared-validation` catalogue, so an English form and an English API answer say the same words.
import { VALIDATION_MESSAGES_EN } from '@genetype/domain/validation/en';
import type { Messages } from '../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  notFound: "We couldn't find that address.",
  methodNotAllowed: "This address doesn't take that kind of request.",
  request: {
    invalidJson: "The request body isn't valid JSON.",
    emptyBody: 'The request body is empty.',
    unsupportedMediaType: "That request format isn't supported. Please send JSON.",
    bodyTooLarge: 'The request body is too large.',
    badContentLength: "The request body's length is wrong.",
    badUrl: 'The request address is invalid.',
    cannotProcess: "We couldn't process that request.",
    invalidBody: 'The request contains invalid data.',
    invalidQuery: "The request address's query parameters are invalid.",
    invalidParams: 'The request address is invalid.',
    invalidHeaders: 'The request headers are invalid.',
    edgeGaveUp: 'The request waited too long to be handled. Please try again.',
    closing: 'The server is restarting. Please try again in a moment.',
    tooSlow: 'The request took too long to arrive, so the connection was closed. Please try again.',
    headersTooLarge: "The request headers are too large. Clear this site's cookies and try again.",
    malformed: "We couldn't read that request. Please try again.",
    badIdempotencyKey:
      'The Idempotency-Key header is invalid. Send 16–128 letters, digits, hyphens or underscores.',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    idempotencyInProgress: 'The same request is still being handled. Please try again in a moment.',
  },
  signupLimited: 'Too many sign-up requests. Please try again in {{wait}}.',
  wait: {
    second: '{{n}} second',
    seconds: '{{n}} seconds',
    minute: '{{n}} minute',
    minutes: '{{n}} minutes',
    hour: '{{n}} hour',
    hours: '{{n}} hours',
  },
  // The shared form rules' English, as the forms show it (the Korean side: messages.ko.ts).
  validation: VALIDATION_MESSAGES_EN.validation,
  consent: VALIDATION_MESSAGES_EN.consent,
  otherPerson: VALIDATION_MESSAGES_EN.otherPerson,
  search: VALIDATION_MESSAGES_EN.search,
};

export default en;
