// The OpenAPI document states what the API accepts, which is the JSON Schema Fastify checks *and*
// the form rules (yup) a route attaches with formBody. The JSON Schema leaves those rules out on
// purpose (a member must meet the rule's own message, not a schema error: docs/decisions.md,
// "Schema-first API"), so the document reads them from the yup schema itself (`describe()`) and
// adds them to a copy of the body schema: required fields, lengths, patterns, enums, formats.
// Derived, not written twice: a rule changed in @genetype/domain changes the document (and its
// staleness test fails until docs/openapi.json is regenerated).
import { NO_NUL_PATTERN } from './schema.js';
import { documentedRules } from './validate.js';

/** Text with something besides spaces, and no NUL. */
const NOT_BLANK_PATTERN = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';

/** What yup's describe() gives for a field (the parts read here). */
interface FieldDescription {
  type: string;
  optional?: boolean;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, FieldDescription>;
}

type JsonSchema = Record<string, unknown> & {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Custom yup tests whose rule JSON Schema can say (the others stay in the description). */
const TEST_FORMATS: Record<string, string> = { 'calendar-date': 'date' };

function stringFacets(schema: JsonSchema, field: FieldDescription): void {
  for (const test of field.tests ?? []) {
    const params = test.params ?? {};
    if (test.name === 'max' && typeof params.max === 'number')
      schema.maxLength = Math.min(Number(schema.maxLength ?? Infinity), params.max);
    if (test.name === 'min' && typeof params.min === 'number')
      schema.minLength = Math.max(Number(schema.minLength ?? 0), params.min);
    // The rule's pattern replaces the structural "no NUL" one: every rule pattern excludes NUL.
    if (test.name === 'matches' && params.regex instanceof RegExp)
      schema.pattern = params.regex.source;
    const format = test.name ? TEST_FORMATS[test.name] : undefined;
    if (format) schema.format = format;
  }
  // yup's required() refuses the empty string too, and the API trims or refuses blank text.
  if (field.optional === false) {
    schema.minLength = Math.max(Number(schema.minLength ?? 0), 1);
    if (schema.pattern === NO_NUL_PATTERN) schema.pattern = NOT_BLANK_PATTERN;
  }
}

function applyField(schema: JsonSchema, field: FieldDescription): JsonSchema {
  const copy: JsonSchema = { ...schema };
  const values = (field.oneOf ?? []).filter((value) => value !== undefined);
  // Only where the JSON type is the rule's one (a union such as "0" | 0 keeps its own branches).
  if (copy.type === field.type || (field.type === 'mixed' && copy.type === undefined)) {
    if (values.length > 0 && copy.enum === undefined) {
      if (values.length === 1) copy.const = values[0];
      else copy.enum = values;
    }
    if (field.type === 'string') stringFacets(copy, field);
  }
  if (field.fields && copy.properties) return applyObject(copy, field);
  return copy;
}

function applyObject(schema: JsonSchema, rules: FieldDescription): JsonSchema {
  const properties = { ...schema.properties };
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(rules.fields ?? {})) {
    const property = properties[name];
    if (!property) continue;
    properties[name] = applyField(property, field);
    if (field.optional === false) required.add(name);
  }
  return {
    ...schema,
    properties,
    ...(required.size > 0 ? { required: [...required] } : {}),
  };
}

// Bodies and query strings a handler checks itself (no yup schema to read: the questionnaire's
// answers, the local providers' parameters): what the document adds, stated beside the schema.
const HANDLER_RULES = new WeakMap<object, JsonSchema>();

/**
 * A body or querystring schema whose handler enforces more than it says (required fields, the
 * items' shape): `rules` is merged into the document's copy (top-level keys, and `properties` key
 * by key). Fastify's own check is unchanged, so the handler's refusals keep their words.
 */
export function handlerRules<T extends object>(schema: T, rules: JsonSchema): T {
  HANDLER_RULES.set(schema, rules);
  return schema;
}

/** A body or querystring schema as the document states it: the JSON Schema plus the rules. */
export function documentedPart(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  let documented = JSON.parse(JSON.stringify(body)) as JsonSchema;
  const rules = documentedRules(body)?.describe() as FieldDescription | undefined;
  if (rules?.fields) documented = applyObject(documented, rules);
  const extra = HANDLER_RULES.get(body);
  if (extra)
    documented = {
      ...documented,
      ...extra,
      properties: { ...documented.properties, ...extra.properties },
    };
  return documented;
}
