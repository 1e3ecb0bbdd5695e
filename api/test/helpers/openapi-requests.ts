// Requests made from the OpenAPI document alone: valid ones generated from its schemas
// (json-schema-faker, seeded), and invalid ones made from a valid one by breaking one rule the
// document states (a required field left out, a wrong type, one character too many, a value
// outside an enum). The contract suite (openapi-contract.test.ts) sends them.
import { createGeneratorSync } from 'json-schema-faker';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  examples?: unknown[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
  /** @fastify/swagger moves a parameter schema's `examples` here. */
  example?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** Needs a member's access token. */
  member: boolean;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: unknown[];
        responses: Operation['responses'];
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      member: (op.security ?? []).length > 0,
      responses: op.responses,
    })),
  );
}

/** The parts of a request the document describes. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Only what is required, or every optional part too. */
export type Fill = 'required' | 'all';

const generators = {
  required: createGeneratorSync({ seed: 1, optionalsProbability: 0, useExamplesValue: true }),
  all: createGeneratorSync({ seed: 1, alwaysFakeOptionals: true, useExamplesValue: true }),
};

const generate = (schema: Schema, fill: Fill): unknown =>
  generators[fill].generate(schema as Parameters<(typeof generators)[Fill]['generate']>[0]);

/** A valid request for `op`, generated from its schemas. */
export function validRequest(op: Operation, fill: Fill): RequestParts {
  const parts: RequestParts = { params: {}, query: {} };
  const valueOf = (parameter: Parameter) => parameter.example ?? generate(parameter.schema, fill);
  for (const parameter of op.parameters) {
    if (parameter.in === 'path') parts.params[parameter.name] = valueOf(parameter);
    if (parameter.in === 'query' && (parameter.required || fill === 'all'))
      parts.query[parameter.name] = valueOf(parameter);
  }
  if (op.body) parts.body = generate(op.body, fill) as Record<string, unknown>;
  return parts;
}

const typesOf = (schema: Schema): string[] =>
  schema.anyOf
    ? schema.anyOf.flatMap(typesOf)
    : Array.isArray(schema.type)
      ? schema.type
      : schema.type
        ? [schema.type]
        : [];

/** A value of none of the schema's types. */
function wrongType(schema: Schema): unknown {
  const types = typesOf(schema);
  if (!types.includes('number') && !types.includes('integer')) return 12345;
  if (!types.includes('string')) return 'text';
  return { not: 'this' };
}

/** A value outside the schema's enum (or const), of an allowed type where there is one. */
function outsideEnum(schema: Schema): unknown | undefined {
  const allowed = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (!allowed) return undefined;
  if (allowed.every((value) => typeof value === 'boolean'))
    return [true, false].find((value) => !allowed.includes(value));
  return 'zz-not-one-of-them';
}

const NO_NUL_PATTERN = '^[^\\u0000]*$';

/**
 * The valid request with each free-text field at its longest (`maxLength` characters): a limit
 * the document states above the API's own fails here. Fields with a pattern, a format, an enum
 * or examples keep their generated value.
 */
export function longestRequest(op: Operation, valid: RequestParts): RequestParts {
  const copy = clone(valid);
  const stretch = (schema: Schema | undefined, value: unknown): unknown => {
    if (!schema || value === undefined || value === null) return value;
    if (schema.properties && typeof value === 'object' && !Array.isArray(value))
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          stretch(schema.properties?.[k], v),
        ]),
      );
    const free =
      typeof value === 'string' &&
      typeof schema.maxLength === 'number' &&
      (schema.pattern === undefined || schema.pattern === NO_NUL_PATTERN) &&
      !schema.format &&
      !schema.enum &&
      !schema.examples;
    return free ? 'x'.repeat(schema.maxLength as number) : value;
  };
  if (copy.body) copy.body = stretch(op.body, copy.body) as Record<string, unknown>;
  return copy;
}

export interface Breakage {
  /** What was broken, for the test's name and failure message. */
  what: string;
  parts: RequestParts;
}

type Place = 'body' | 'query' | 'params';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Breaks one rule of an object schema at `path` inside `parts[place]`. */
function objectBreakages(
  place: Place,
  schema: Schema,
  parts: RequestParts,
  path: string[],
): Breakage[] {
  const breakages: Breakage[] = [];
  const at = (copy: RequestParts): Record<string, unknown> => {
    let target = copy[place] as Record<string, unknown>;
    for (const key of path) target = target[key] as Record<string, unknown>;
    return target;
  };
  const present = at(parts);
  const label = (name: string) => `${place}.${[...path, name].join('.')}`;
  const change = (what: string, name: string, apply: (target: Record<string, unknown>) => void) => {
    const copy = clone(parts);
    apply(at(copy));
    breakages.push({ what: `${label(name)}: ${what}`, parts: copy });
  };
  for (const name of schema.required ?? [])
    change('missing (required)', name, (target) => delete target[name]);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    change('wrong type', name, (target) => (target[name] = wrongType(property)));
    if (typeof property.maxLength === 'number' && typesOf(property).includes('string'))
      change(`too long (${property.maxLength + 1})`, name, (target) => {
        target[name] = 'a'.repeat((property.maxLength as number) + 1);
      });
    const outside = outsideEnum(property);
    if (outside !== undefined)
      change('not one of its values', name, (target) => (target[name] = outside));
    const value = present[name];
    if (property.properties && value && typeof value === 'object' && !Array.isArray(value))
      breakages.push(...objectBreakages(place, property, parts, [...path, name]));
  }
  return breakages;
}

/** Every one-rule breakage of a valid request the document allows to be made. */
export function breakagesOf(op: Operation, valid: RequestParts): Breakage[] {
  const breakages: Breakage[] = [];
  const parameters = (place: 'path' | 'query'): Schema => ({
    type: 'object',
    properties: Object.fromEntries(
      op.parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]),
    ),
    // A path parameter cannot be left out: the address would be another one.
    required:
      place === 'query'
        ? op.parameters.filter((p) => p.in === place && p.required).map((p) => p.name)
        : [],
  });
  if (op.body) breakages.push(...objectBreakages('body', op.body, valid, []));
  for (const b of objectBreakages('query', parameters('query'), valid, []))
    // A query string is text: only its missing, too long and outside-enum values are breakages.
    if (!b.what.endsWith('wrong type')) breakages.push(b);
  for (const b of objectBreakages('params', parameters('path'), valid, []))
    if (/too long|not one of/.test(b.what)) breakages.push(b);
  return breakages;
}

/** The request's URL: path parameters filled in, the query string appended. */
export function urlOf(op: Operation, parts: RequestParts): string {
  let url = op.path;
  for (const [name, value] of Object.entries(parts.params))
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query))
    if (value !== undefined) query.append(name, String(value));
  return query.size > 0 ? `${url}?${query.toString()}` : url;
}
