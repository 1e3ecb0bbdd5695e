// The local stand-ins speak their providers' protocols: parameters they do not know are ignored
// (as the real providers do) but must still be short text without NUL; their own refusals are
// the providers' formats (HTML pages, OAuth `{ error }`), schema refusals our `{ message }`.
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { handlerRules } from '../../lib/openapi-rules.js';
import { MessageSchema, Text, TextResponse } from '../../lib/schema.js';

const Param = () => Type.Optional(Text(2048));

/** The parameters a stand-in reads by name; any other one is accepted as short text. */
export type ProviderParams = Partial<Record<string, string>>;

/**
 * The parameters a stand-in reads by name. Those it cannot do without (`required`) are refused by
 * the stand-in itself in its provider's format, so only the document says they are required.
 */
export const providerParams = (names: string[], required: string[] = []) =>
  handlerRules(
    Type.Unsafe<ProviderParams>(
      Type.Object(Object.fromEntries(names.map((name) => [name, Param()])), {
        additionalProperties: Text(2048),
      }),
    ),
    required.length > 0 ? { required } : {},
  );

const Html = TextResponse('An HTML page');
const Redirect = { type: 'null', description: 'Redirect back to the app' } as const;
/** The stand-in's own refusal is an HTML page; a schema refusal is `{ message }`. */
const Refused = {
  description: "The provider's refusal page, or `{ message }` for a request the schema refuses",
  content: {
    'text/html': { schema: { type: 'string' } },
    'application/json': { schema: MessageSchema },
  },
};

export const providerRoute = <
  P extends { querystring?: TSchema; body?: TSchema; headers?: TSchema },
  R extends Record<string, unknown>,
>(
  tag: string,
  summary: string,
  parts: P,
  response: R,
) => ({
  tags: [tag],
  summary,
  ...parts,
  response: { '4xx': MessageSchema, ...response },
});

// Their own 400s are HTML strings (not serialized); a schema refusal is `{ message }` (4xx).
export const htmlPage = { 200: Html, 400: Refused };
export const htmlOrRedirect = { 200: Html, 302: Redirect, 400: Refused };

export const BearerHeaders = Type.Object({ authorization: Type.Optional(Text(4096)) });
export const KakaoUnauthorized = Type.Object({ msg: Type.String(), code: Type.Integer() });
export const OAuthError = Type.Union([
  Type.Object({ error: Type.String(), error_description: Type.String() }),
  MessageSchema,
]);
export const AnyObject = Type.Object({}, { additionalProperties: true });
