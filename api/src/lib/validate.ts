// The form rules (required fields, formats, the Korean messages the member reads) are the shared
// yup schemas of @genetype/domain/validation: the forms run them in the browser, the API runs the
// same ones. A route states them once, on its body schema (formBody); one onRoute hook then runs
// them right before the handler, after Fastify's own JSON Schema check and every preHandler (the
// session guard, the rate limits), which is where each handler used to call them itself.
// docs/decisions.md, "Schema-first API".
import { Type } from '@sinclair/typebox';
import type { TSchema, TUnsafe } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { ValidationError } from 'yup';
import type { ValidateOptions } from 'yup';
import { badRequest } from './http-error.js';
import common from './messages.ko.js';

export const INVALID_BODY_MESSAGE = common.request.invalidBody;

interface BodySchema<T> {
  validate(value: unknown, options?: ValidateOptions): Promise<T>;
}

/** The rules of a body, or (when they depend on the account) how to pick them for a request. */
export type FormRules<T> = BodySchema<T> | ((request: FastifyRequest) => Promise<BodySchema<T>>);

/**
 * Validates a JSON body with one of the shared yup schemas (the forms use the same ones) and
 * returns the cleaned value; any failure is a 400 with the first message (Korean, translated on
 * the way out for an English request).
 */
export async function validateBody<T>(schema: BodySchema<T>, body: unknown): Promise<T> {
  // yup accepts undefined for an optional object; a request body must be a JSON object.
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest(INVALID_BODY_MESSAGE);
  // yup looks unknown keys up in its field map: one named like an Object builtin ("constructor",
  // "valueOf") resolves to that builtin and crashes it. The route schemas refuse such keys first;
  // this keeps the helper safe on its own.
  const own = Object.fromEntries(
    Object.entries(body).filter(([key]) => !(key in Object.prototype)),
  );
  try {
    return await schema.validate(own, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    // isError, not instanceof: the schemas may come from another copy of yup.
    if (ValidationError.isError(error)) throw badRequest(error.errors[0] ?? INVALID_BODY_MESSAGE);
    throw error;
  }
}

// Keyed by the schema object the route declares; the JSON Schema itself is unchanged (the OpenAPI
// document adds what the rules say: lib/openapi-rules.ts).
const RULES = new WeakMap<object, FormRules<unknown>>();
const DOCUMENTED = new WeakMap<object, Describable>();

/** A yup schema, as far as the OpenAPI document reads it. */
export interface Describable {
  describe(): unknown;
}

/**
 * A body schema (structure and hard limits, checked by Fastify) that also carries the form rules.
 * Its TypeScript type is what the rules return, which is what the handler receives. Rules picked
 * per request (a function) name the static rules the document states instead (`documentAs`).
 */
export function formBody<T>(
  schema: TSchema,
  rules: FormRules<T>,
  documentAs?: Describable,
): TUnsafe<T> {
  const body = Type.Unsafe<T>(schema);
  RULES.set(body, rules);
  const documented = documentAs ?? (typeof rules === 'function' ? undefined : rules);
  if (documented && 'describe' in documented) DOCUMENTED.set(body, documented as Describable);
  return body;
}

/** The static form rules of a route's body schema, for the OpenAPI document. */
export function documentedRules(body: unknown): Describable | undefined {
  return typeof body === 'object' && body !== null ? DOCUMENTED.get(body) : undefined;
}

/** Runs every route's form rules (formBody) just before its handler; the handler gets their output. */
export function installFormRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const body: unknown = route.schema?.body;
    const rules = typeof body === 'object' && body !== null ? RULES.get(body) : undefined;
    if (!rules) return;
    const handler = route.handler;
    route.handler = async function checkedHandler(this: FastifyInstance, request, reply) {
      const schema = typeof rules === 'function' ? await rules(request) : rules;
      request.body = await validateBody(schema, request.body);
      return handler.call(this, request, reply);
    } as RouteHandlerMethod;
  });
}
