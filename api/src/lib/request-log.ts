// What the API writes to its logs about a request: a request id that follows the request from the
// proxy through every log line, and no personal data (e-mail, phone, tokens, passwords, cookies).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';
import pino from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

// nginx's $request_id is 32 hex characters; UUIDs and most tracing ids fit too. Anything else
// (spaces, quotes, control characters, an e-mail, a novel) is not believed: a fresh id replaces it,
// so a client cannot write into the logs through this header.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A request id given by the proxy when it is a sane value, otherwise a new one. */
export function saneRequestId(value: string | undefined): string {
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** The proxy's request id when it is a sane value, otherwise a new one (Fastify's genReqId). */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return saneRequestId(Array.isArray(header) ? header[0] : header);
}

// E-mail addresses and phone numbers (10–11 digits, with or without dashes) in free text.
const EMAIL = /[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const PHONE = /(?<!\d)0\d{1,2}-?\d{3,4}-?\d{4}(?!\d)/g;

/** Free text with any e-mail address or phone number in it masked. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/**
 * A request's address for the logs: the route's pattern (`/user/resetPassword/:token`, not the
 * token), and only the names of the query's parameters (`EncodeData=…` carries a sealed identity
 * reply, `token=…` a share link). A path that matched no route is kept, scrubbed, for 404s.
 */
export function loggableUrl(request: FastifyRequest): string {
  const raw = request.url;
  const at = raw.indexOf('?');
  const pattern = request.routeOptions?.url;
  const path = pattern ?? scrub(at < 0 ? raw : raw.slice(0, at)).slice(0, 200);
  if (at < 0) return path;
  const names = [...new URLSearchParams(raw.slice(at + 1)).keys()].slice(0, 20);
  return names.length === 0 ? path : `${path}?${names.map((name) => `${name}=…`).join('&')}`;
}

function scrubbed(value: unknown): unknown {
  return typeof value === 'string' ? scrub(value) : value;
}

/** pino's serializers: requests without their URL's secrets, errors without personal data. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
  res(reply: Pick<FastifyReply, 'statusCode'>) {
    return { statusCode: reply.statusCode };
  },
  // A driver's or a mailer's error can quote what it was given: PostgreSQL's unique-violation
  // detail names the e-mail, an SMTP refusal the recipient. The texts are kept, scrubbed.
  err(error: Error) {
    const serialized = pino.stdSerializers.err(error);
    const out: typeof serialized = { ...serialized };
    for (const [key, value] of Object.entries(serialized)) {
      if (key === 'rejected' || key === 'accepted' || key === 'envelope') delete out[key];
      else out[key] = scrubbed(value);
    }
    return out;
  },
};

/** Paths pino replaces with "[redacted]" wherever a log call passes them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${TOKEN_HEADERS.refreshToken}"]`,
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.newPassword',
  '*.email',
  '*.phoneNumber',
  '*.token',
  '*.refreshToken',
];
