// What every route's schema relies on: an absent body validated as `{}`, the OpenAPI document
// (@fastify/swagger, browsable at /docs outside production) and, under test, a check that the
// response serializer dropped or changed nothing.
import { isDeepStrictEqual } from 'node:util';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IDEMPOTENCY_KEY_HEADER } from '@genetype/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';
import { IDEMPOTENCY_KEY_SCHEMA } from './idempotency/idempotency.js';
import { documentedPart } from './openapi-rules.js';

export interface SchemaSupportOptions {
  /** Serve the OpenAPI document and Swagger UI at /docs (never in production). */
  docsUi: boolean;
  /** Fail a response the schema serializer would change (the test suites turn this on). */
  checkResponses: boolean;
  version: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The first path where two JSON values differ, for the test-time check's message. */
function firstDifference(expected: unknown, actual: unknown, path = '$'): string {
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || !actual)
    return `${path}: ${JSON.stringify(expected)} → ${JSON.stringify(actual)}`;
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const a = (expected as Record<string, unknown>)[key];
    const b = (actual as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, `${path}.${key}`);
  }
  return path;
}

const isWrite = (method: string | string[]) =>
  [method].flat().some((one) => !['GET', 'HEAD', 'OPTIONS'].includes(one.toUpperCase()));

function withIdempotencyKey(headers: unknown): Record<string, unknown> {
  const own = (headers ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
  };
  return {
    ...own,
    properties: { ...own.properties, [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_SCHEMA },
  };
}

/** Registers swagger (and its UI) without waiting: they load right after the calling plugin. */
export function installSchemaSupport(app: FastifyInstance, options: SchemaSupportOptions): void {
  // A bodiless POST (logout, or a client that sends nothing) is validated as an empty object, so
  // it meets the route's own messages rather than a type error about `undefined`.
  // A callback hook: every request passes it, and an async one costs a promise or two each.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && METHODS_WITH_BODY.has(request.method)) request.body = {};
    done();
  });

  void app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GeneType (진타입) API',
        version: options.version,
        description:
          'Generated from the route schemas (api/src/modules/*). Flows, the token headers protocol, rate limits and error texts: docs/api.md.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    // The body and query string as the API accepts them: the route's JSON Schema plus the form
    // rules (formBody) and what the handler checks itself (handlerRules).
    // Every write takes an Idempotency-Key (lib/idempotency), read by a hook rather than a schema.
    transform: ({ schema, url, route }) => ({
      schema: schema && {
        ...schema,
        ...(schema.body ? { body: documentedPart(schema.body) } : {}),
        ...(schema.querystring ? { querystring: documentedPart(schema.querystring) } : {}),
        ...(isWrite(route.method) ? { headers: withIdempotencyKey(schema.headers) } : {}),
      },
      url,
    }),
  });
  if (options.docsUi) void app.register(swaggerUi, { routePrefix: '/docs' });

  if (options.checkResponses) {
    const sent = new WeakMap<FastifyRequest, unknown>();
    app.addHook('preSerialization', async (request, _reply, payload) => {
      sent.set(request, payload);
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!sent.has(request) || typeof payload !== 'string') return payload;
      const original: unknown = JSON.parse(JSON.stringify(sent.get(request)));
      sent.delete(request);
      const serialized: unknown = JSON.parse(payload);
      if (!isDeepStrictEqual(original, serialized))
        throw new HttpError(
          500,
          `response schema of ${request.method} ${request.routeOptions.url} ${reply.statusCode} changed the answer at ${firstDifference(original, serialized)}`,
        );
      return payload;
    });
  }
}
