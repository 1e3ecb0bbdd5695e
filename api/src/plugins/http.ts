// What every request and answer goes through: JSON bodies only, the security headers, CORS and
// cookies.
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import {
  IDEMPOTENCY_KEY_HEADER,
  SEARCH_SUGGESTION_HEADER,
  TOKEN_HEADERS,
} from '@genetype/domain/contracts';
import {
  API_CSP_DIRECTIVES,
  apiPageCsp,
  commonHeaders,
  PERMISSIONS_POLICY,
} from '@genetype/tooling/build/security-headers.cjs';
import type { AppOptions } from '../lib/app-options.js';
import { installPlainOptions } from '../lib/allowed-methods.js';
import { REQUEST_ID_HEADER } from '../lib/request-log.js';

/**
 * The headers helmet sets with `options`, worked out once. They depend on neither the request nor
 * the answer (no nonces, no directive functions), and @fastify/helmet built helmet's middleware
 * again on every request and joined the policy anew: 5 % of a questionnaire list's API CPU
 * (issue 35, docs/benchmarks.md "Scoring's CPU"). Set on the reply, where the headers below and a
 * route's own (the HTML pages' policy) replace them by name, as they did helmet's.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp<AppOptions>(
  async (app, { config }) => {
    // An empty body under a JSON content type (a bodiless POST such as logout) is no body, not an
    // error. The API speaks JSON only: anything else is a 415, not a string handed to a handler.
    app.removeContentTypeParser('text/plain');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    // Security headers (issue 14), from the site's one policy (shared/build/security-headers.cjs):
    // JSON answers may run, load and frame nothing. HTML pages the API renders itself (the Google
    // callback, the local provider stand-ins, the dev outbox) get a CSP allowing exactly their own
    // inline code, and forms that go back to the site. No Cross-Origin-Opener-Policy: the popups
    // hand their answer to their opener.
    const production = config.nodeEnv === 'production';
    const headers = {
      ...helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
        frameguard: { action: 'deny' },
        strictTransportSecurity: false,
        crossOriginOpenerPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-site' },
      }),
      ...commonHeaders({ production }),
      'Permissions-Policy': PERMISSIONS_POLICY,
    };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (
        typeof payload === 'string' &&
        /^text\/html/.test(String(reply.getHeader('content-type')))
      )
        reply.header(
          'Content-Security-Policy',
          apiPageCsp(payload, { formActionOrigins: config.corsOrigins }),
        );
      done(null, payload);
    });

    // After the security headers (the answer carries them), before CORS (which would refuse it).
    installPlainOptions(app);
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        TOKEN_HEADERS.refreshToken,
        IDEMPOTENCY_KEY_HEADER,
      ],
      exposedHeaders: [
        TOKEN_HEADERS.remappedAuthorization,
        TOKEN_HEADERS.refreshToken,
        REQUEST_ID_HEADER,
        // The search's correction ('혹시 지구력?'), read by the search page.
        SEARCH_SUGGESTION_HEADER,
      ],
      maxAge: 600,
      // The refresh cookie: set by login and the refresh path, sent only on credentialed calls.
      credentials: true,
    });
    await app.register(cookie);
  },
  // After /metrics, as before: its own answers carry the headers registered from here on.
  { name: 'http', dependencies: ['metrics'] },
);
