// The request's language in Fastify (issue 18): read from Accept-Language once per request, kept
// request-scoped for `t`, sent back as Content-Language, and applied to the `{ message }` of every
// JSON answer whose text was fixed in Korean before the request (schemas, shared form rules).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLanguage } from './i18n.js';
import { languageFromHeader, localizeMessage, withLanguage } from './i18n.js';

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ApiLanguage {
  return languageFromHeader(request.headers['accept-language']);
}

export function installLanguage(app: FastifyInstance): void {
  // Callback hooks: everything after `done` (later hooks, the handler, the error handler) runs in
  // the scope. Body parsing runs on stream events outside it, so the scope is entered again
  // before validation.
  app.addHook('onRequest', (request, _reply, done) => {
    withLanguage(requestLanguage(request), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    withLanguage(requestLanguage(request), done);
  });
  // Before serialization, so the response schemas (and their check in tests) see the final text.
  // A callback hook: every JSON answer passes it, and an async one costs a promise or two each.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const language = requestLanguage(request);
    void reply.header('content-language', language);
    if (language === 'ko' || !payload || typeof payload !== 'object' || Array.isArray(payload)) {
      done(null, payload);
      return;
    }
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') {
      done(null, payload);
      return;
    }
    const translated = localizeMessage(message, language);
    done(null, translated === message ? payload : { ...payload, message: translated });
  });
}

/** Adds Accept-Language to Vary (an answer that depends on it), keeping what CORS put there. */
export function varyByLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'accept-language'))
    void reply.header('vary', [...values, 'Accept-Language'].join(', '));
}
