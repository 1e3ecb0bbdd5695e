// The JSON Schema building blocks of every route (TypeBox, compiled by Fastify's own Ajv).
// They state structure and hard limits only: types, known keys, lengths, no NUL. The form rules
// (required fields, formats, their Korean messages) stay in the shared yup schemas, attached to a
// body schema with formBody and run before the handler (lib/validate.ts; docs/decisions.md,
// "Schema-first API"). The OpenAPI document states both layers (lib/openapi-rules.ts).
import type { FastifySchema, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ObjectOptions, StringOptions, TProperties, TSchema } from '@sinclair/typebox';
import { EMAIL_LOCAL_MAX, EMAIL_MAX } from '@genetype/domain/validation';
import { HttpError } from './http-error.js';
import { INVALID_BODY_MESSAGE } from './validate.js';
import common from './messages.ko.js';

/** Any text without a NUL character (PostgreSQL refuses NUL in text; nobody types one). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

export const INVALID_QUERY_MESSAGE = common.request.invalidQuery;
export const INVALID_PARAMS_MESSAGE = common.request.invalidParams;
export const INVALID_HEADERS_MESSAGE = common.request.invalidHeaders;

const PART_MESSAGES: Record<string, string> = {
  body: INVALID_BODY_MESSAGE,
  querystring: INVALID_QUERY_MESSAGE,
  params: INVALID_PARAMS_MESSAGE,
  headers: INVALID_HEADERS_MESSAGE,
};

/**
 * Fastify's Ajv: refuse (do not strip) unknown keys, never coerce types (a number where text goes
 * is an error, not "12345"), and allow the `errorMessage` annotation read by the formatter below.
 */
export const AJV_OPTIONS: FastifyServerOptions['ajv'] = {
  customOptions: {
    removeAdditional: false,
    coerceTypes: false,
    useDefaults: true,
    allErrors: false,
    verbose: true,
    keywords: ['errorMessage'],
  },
};

type SchemaWithMessage = { errorMessage?: unknown; properties?: Record<string, SchemaWithMessage> };

const messageOf = (schema: unknown): string | undefined => {
  const message = (schema as SchemaWithMessage | undefined)?.errorMessage;
  return typeof message === 'string' ? message : undefined;
};

/**
 * A schema error as one `{ message }` (Korean here, in the request's language on the way out): the field's own message when its schema names one
 * (`errorMessage`), else one per request part. Never the input, never Ajv's English.
 */
export function schemaErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error {
  // The outermost schema that names a message wins (an anyOf reports its branches first).
  let message: string | undefined;
  for (let i = errors.length - 1; i >= 0 && message === undefined; i -= 1) {
    const error = errors[i] as FastifySchemaValidationError & { parentSchema?: SchemaWithMessage };
    if (error.keyword === 'required') {
      const missing = (error.params as { missingProperty?: unknown }).missingProperty;
      if (typeof missing === 'string')
        message = messageOf(error.parentSchema?.properties?.[missing]);
    }
    message ??= messageOf(error.parentSchema);
  }
  return new HttpError(400, message ?? PART_MESSAGES[dataVar] ?? INVALID_BODY_MESSAGE);
}

/** Text of at most `maxLength` characters, without NUL. */
export const Text = (maxLength: number, options: StringOptions & { errorMessage?: string } = {}) =>
  Type.String({ maxLength, pattern: NO_NUL_PATTERN, ...options });

/**
 * A form field: optional here, because whether it is required, its format and its messages are
 * the shared yup schema's rules; here only "text, at most `maxLength`, no NUL" (with the message
 * the form shows for a malformed value). The OpenAPI document adds the rules (lib/openapi-rules.ts);
 * `examples` are for rules JSON Schema cannot state (a password's mix, a confirmation that must
 * equal its field), so a value generated from the document is one the API accepts.
 */
export const FormText = (
  maxLength: number,
  errorMessage: string,
  description?: string,
  examples?: string[],
) =>
  Type.Optional(
    Text(maxLength, {
      errorMessage,
      ...(description ? { description } : {}),
      ...(examples ? { examples } : {}),
    }),
  );

/** The example of every password field (and its confirmation), a valid one. */
export const PASSWORD_EXAMPLE = ['Passw0rd!'];
/** A new password that differs from PASSWORD_EXAMPLE. */
export const NEW_PASSWORD_EXAMPLE = ['N3wPassw0rd!'];

/** An e-mail field: the usual limits (64 before the @, 254 in all) stated where the route is. */
export const EmailText = (errorMessage: string, description?: string) =>
  FormText(
    EMAIL_MAX,
    errorMessage,
    description ??
      `An e-mail: at most ${EMAIL_LOCAL_MAX} characters before the @, ${EMAIL_MAX} in all`,
  );

/** A closed object: any key it does not declare is refused (prototype names included). */
export const Closed = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** `string | null` in one JSON type (cheaper to serialize than anyOf). */
export const NullableString = (options: StringOptions = {}) =>
  Type.Unsafe<string | null>({ ...Type.String(options), type: ['string', 'null'] });
export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const NullableInteger = () => Type.Unsafe<number | null>({ type: ['integer', 'null'] });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MessageSchema = Type.Object({ message: Type.String() });

/** An answer that is not JSON (an HTML page the API renders itself), by media type. */
export const TextResponse = (description: string, mediaTypes: string[] = ['text/html']) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' } }])),
});

/** Every route's error answers: `{ message }` by Accept-Language (docs/api.md lists the texts). */
export const ERROR_RESPONSES = {
  '4xx': {
    ...MessageSchema,
    description:
      'Refused: `{ message }` in the Accept-Language (Korean by default). A method the path does not take: 405 with `Allow`.',
  },
  '5xx': {
    ...MessageSchema,
    description: 'Server error: `{ message }` in the Accept-Language (Korean by default).',
  },
} as const;

/** The headers a member's request carries (spec §4); both are read by the session guard. */
export const SessionHeaders = Type.Object({
  authorization: Type.Optional(
    Text(4096, { description: '`Bearer <access token>`', errorMessage: INVALID_HEADERS_MESSAGE }),
  ),
  'x-refresh-token': Type.Optional(
    Text(1024, { description: 'The refresh token', errorMessage: INVALID_HEADERS_MESSAGE }),
  ),
});

/** The empty body of a call that sends none (an absent body reaches validation as `{}`). */
export const EmptyBody = Closed({});

/** An empty querystring: a call that takes no parameters refuses unknown ones. */
export const NoQuery = Closed({});

export const MEMBER_SECURITY = [{ bearer: [] }];

/** A route's schema with the tags and error answers every route shares. */
export function routeSchema<S extends FastifySchema>(
  tag: string,
  schema: S & { response: Record<string, unknown> },
): S & { tags: string[] } {
  return {
    ...schema,
    tags: [tag],
    response: { ...ERROR_RESPONSES, ...schema.response },
  };
}
