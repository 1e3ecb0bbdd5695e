// The local stand-ins speak their providers' protocols: parameters they do not know are ignored
// (as the real providers do) but must still be short text without NUL; their own refusals are
// the providers' formats (HTML pages, OAuth `{ error }`), schema refusals our `{ message }`.
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { MessageSchema, Text } from '../../lib/schema.js';

const Param = () => Type.Optional(Text(2048));

export const providerParams = (names: string[], description?: string) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, Param()])), {
    additionalProperties: Text(2048),
    ...(description ? { description } : {}),
  });

const Html = { type: 'string', description: 'An HTML page' } as const;
const Redirect = { type: 'null', description: 'Redirect back to the app' } as const;

export const providerRoute = (
  tag: string,
  summary: string,
  parts: { querystring?: TSchema; body?: TSchema; headers?: TSchema },
  response: Record<string, unknown>,
) => ({
  tags: [tag],
  summary,
  ...parts,
  response: { '4xx': MessageSchema, ...response },
});

// Their own 400s are HTML strings (not serialized); a schema refusal is `{ message }` (4xx).
export const htmlPage = { 200: Html };
export const htmlOrRedirect = { 200: Html, 302: Redirect };

export const BearerHeaders = Type.Object({ authorization: Type.Optional(Text(4096)) });
export const KakaoUnauthorized = Type.Object({ msg: Type.String(), code: Type.Integer() });
export const OAuthError = Type.Union([
  Type.Object({ error: Type.String(), error_description: Type.String() }),
  MessageSchema,
]);
export const AnyObject = Type.Object({}, { additionalProperties: true });
