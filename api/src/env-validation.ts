// The schema side of the configuration: every variable's JSON Schema (validated by env-schema,
// i.e. Ajv) and the sentence an operator reads when a value does not fit it.
import { isIP } from 'node:net';
import envSchema from 'env-schema';
import { parseDuration } from './lib/duration.js';

export type Env = Partial<Record<string, string | undefined>>;

/** One variable: its JSON Schema and what a wrong value is told. */
export interface Variable {
  schema: Record<string, unknown>;
  expected: string;
  /** Never echoed in an error (passwords in URLs, keys): only its length is. */
  secret?: boolean;
}

export type Variables = Record<string, Variable>;

export class ConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

/** `10/1m` → 10 attempts per minute; null for anything else. */
export function parseRateLimit(text: string): RateLimitConfig | null {
  const match = /^(\d+)\s*\/\s*(.+)$/.exec(text.trim());
  const max = match ? Number(match[1]) : NaN;
  const windowMs = match?.[2] ? parseDuration(match[2]) : null;
  if (!(max >= 1) || windowMs === null || windowMs <= 0) return null;
  return { max, windowMs };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isOrigin(value: string): boolean {
  return isHttpUrl(value) && new URL(value).origin === value;
}

/** An address or CIDR proxy-addr (Fastify's trustProxy) accepts, or one of its range names. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `1` (hops), or `10.0.0.0/8, 127.0.0.1`; `false`/`0` for none. Never `true`. */
export function parseTrustProxy(text: string): false | number | string[] | null {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isProxyAddress) ? list : null;
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const FORMATS: Record<string, (value: string) => boolean> = {
  duration: (value) => (parseDuration(value) ?? 0) > 0,
  'duration-or-off': (value) => value === 'off' || value === '0' || (parseDuration(value) ?? 0) > 0,
  'rate-limit': (value) => parseRateLimit(value) !== null,
  'http-url': isHttpUrl,
  'origin-list': (value) => splitList(value).length > 0 && splitList(value).every(isOrigin),
  'trust-proxy': (value) => parseTrustProxy(value) !== null,
  'base64-32-bytes': (value) =>
    /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
};

function validateOnce(variables: Variables, data: Record<string, string>): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(variables).map(([name, variable]) => [name, variable.schema]),
  );
  return envSchema({
    schema: { type: 'object', properties },
    data: { ...data },
    env: false,
    ajv: {
      customOptions(ajv) {
        for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, validate);
        return ajv;
      },
    },
  });
}

export function describeValue(variable: Variable | undefined, raw: string | undefined): string {
  if (variable?.secret) return `${raw?.length ?? 0} characters`;
  return JSON.stringify(raw);
}

/**
 * Validates every known variable of `env` (trimmed; empty counts as unset) with env-schema.
 * A value that fails is reported and replaced by its default, so the checks that follow still run
 * and the operator gets one list of every problem.
 */
export function validateEnv(
  variables: Variables,
  env: Env,
): { values: Record<string, unknown>; raw: Record<string, string>; issues: Map<string, string> } {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(variables)) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  const issues = new Map<string, string>();
  try {
    return { values: validateOnce(variables, raw), raw, issues };
  } catch (error) {
    // Ajv's error objects (env-schema attaches them to the error it throws).
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (!errors) throw error;
    for (const failure of errors) {
      const name = failure.instancePath.replace(/^\//, '');
      const variable = variables[name];
      if (!variable || issues.has(name)) continue;
      issues.set(name, `${name}: ${variable.expected} (got ${describeValue(variable, raw[name])})`);
    }
    const rest = Object.fromEntries(Object.entries(raw).filter(([name]) => !issues.has(name)));
    return { values: validateOnce(variables, rest), raw, issues };
  }
}
