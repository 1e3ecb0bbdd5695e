import { ValidationError } from 'yup';
import type { ValidateOptions } from 'yup';
import { badRequest } from './http-error.js';
import common from './messages.ko.js';

export const INVALID_BODY_MESSAGE = common.request.invalidBody;

interface BodySchema<T> {
  validate(value: unknown, options?: ValidateOptions): Promise<T>;
}

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
