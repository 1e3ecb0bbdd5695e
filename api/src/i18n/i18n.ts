// The API's one i18next instance (issue 18): every `{ message }` and every e-mail in Korean or
// English. Each module owns its catalogue (`modules/<m>/messages.ko.ts` and `messages.en.ts`,
// one namespace each; the lib's own texts in `lib/messages.*.ts`, namespace `common`), listed in
// ./catalogues.ts.
//
// The request's language (Accept-Language, Korean by default) is kept request-scoped in an
// AsyncLocalStorage, so a service writes `t('settings:emailSaved')` without the language being
// threaded through every call; outside a request `t` answers in Korean.
//
// Texts fixed before any request exists (a route schema's `errorMessage`, the shared yup schemas'
// messages, the framework's errors) leave as Korean and are translated on the way out: the Korean
// text is looked up in the Korean catalogues and the same key rendered in the request's language.
import { AsyncLocalStorage } from 'node:async_hooks';
import i18next from 'i18next';
import { pickLanguage } from '@genetype/domain';
import { CATALOGUES } from './catalogues.js';

export type ApiLanguage = 'ko' | 'en';
export const API_LANGUAGES: readonly ApiLanguage[] = ['ko', 'en'];
export const DEFAULT_API_LANGUAGE: ApiLanguage = 'ko';

/** A catalogue's shape with every text widened to string: what the English must match. */
export type Messages<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_API_LANGUAGE,
  fallbackLng: DEFAULT_API_LANGUAGE,
  supportedLngs: [...API_LANGUAGES],
  ns: Object.keys(CATALOGUES),
  defaultNS: 'common',
  nsSeparator: ':',
  keySeparator: '.',
  resources: Object.fromEntries(
    API_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        Object.entries(CATALOGUES).map(([ns, catalogue]) => [ns, catalogue[language]]),
      ),
    ]),
  ),
  initImmediate: false,
  // Texts go out as JSON, or into mails whose HTML escapes its values itself.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** The best supported language of an Accept-Language header (q-values honoured); else Korean. */
export function languageFromHeader(header: string | string[] | undefined): ApiLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
  // The shared rule the pages follow: the first supported language, Korean when none is.
  return pickLanguage(ranked);
}

export function isApiLanguage(value: unknown): value is ApiLanguage {
  return typeof value === 'string' && (API_LANGUAGES as readonly string[]).includes(value);
}

const scope = new AsyncLocalStorage<ApiLanguage>();

/** The language of the request being served (Korean outside a request). */
export function currentLanguage(): ApiLanguage {
  return scope.getStore() ?? DEFAULT_API_LANGUAGE;
}

/** Runs `fn` (and everything it starts) in `language`. */
export function withLanguage<T>(language: ApiLanguage, fn: () => T): T {
  return scope.run(language, fn);
}

/**
 * The text of `key` (`namespace:path.to.key`) in the current request's language, or in
 * `options.lng`. A key missing from the catalogues is a bug: thrown under test, Korean-less
 * key text otherwise.
 */
export type TValues = Record<string, unknown> & { lng?: ApiLanguage };

const translateKey = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;

export function t(key: string, values: TValues = {}): string {
  if (!i18n.exists(key, { lng: DEFAULT_API_LANGUAGE }) && process.env.NODE_ENV === 'test')
    throw new Error(`No message ${key} in the API catalogues`);
  return translateKey(key, { lng: currentLanguage(), ...values });
}

/** A `t` bound to one language (mails are written in the member's language, not the caller's). */
export function fixedT(language: ApiLanguage) {
  return (key: string, values: Record<string, unknown> = {}) =>
    t(key, { ...values, lng: language });
}

// ---- Korean text → key, for texts fixed before the request (schemas, shared yup messages) ----

interface Entry {
  key: string;
  pattern: RegExp | null;
  names: string[];
}

let exact: Map<string, string> | null = null;
let patterns: Entry[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function* leaves(node: unknown, path: string[]): Generator<[string, string]> {
  if (typeof node === 'string') {
    yield [path.join('.'), node];
    return;
  }
  if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) yield* leaves(v, [...path, k]);
}

/** Every Korean text of the catalogues with its key (`ns:path`). */
export function koreanEntries(): [string, string][] {
  const entries: [string, string][] = [];
  for (const [ns, catalogue] of Object.entries(CATALOGUES))
    for (const [path, text] of leaves(catalogue.ko, [])) entries.push([`${ns}:${path}`, text]);
  return entries;
}

function buildIndex(): Map<string, string> {
  const map = new Map<string, string>();
  patterns = [];
  for (const [key, text] of koreanEntries()) {
    // Fragments filled into other texts, never a message of their own.
    if (key.startsWith('common:wait.')) continue;
    if (!text.includes('{{')) {
      if (!map.has(text)) map.set(text, key);
      continue;
    }
    const names: string[] = [];
    const source = text
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  return map;
}

/** The key whose Korean text is `message` (with the values a template filled in), if any. */
export function keyOfKorean(
  message: string,
): { key: string; values: Record<string, string> } | null {
  exact ??= buildIndex();
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const entry of patterns) {
    const match = entry.pattern?.exec(message);
    if (match)
      return {
        key: entry.key,
        values: Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
  }
  return null;
}

// A wait ("5분") filled into a Korean template, read back so it can be said in English.
const KOREAN_WAIT = /^(\d+)(초|분|시간)$/;
const WAIT_UNITS: Record<string, string> = { 초: 'seconds', 분: 'minutes', 시간: 'hours' };

/** A Korean message in `language`: unchanged when it is no catalogue's text (or already translated). */
export function localizeMessage(message: string, language: ApiLanguage): string {
  if (language === DEFAULT_API_LANGUAGE) return message;
  const found = keyOfKorean(message);
  if (!found) return message;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => {
      const wait = KOREAN_WAIT.exec(value);
      return [
        name,
        wait ? waitText(Number(wait[1]), WAIT_UNITS[wait[2] ?? ''] ?? 'minutes', language) : value,
      ];
    }),
  );
  return t(found.key, { ...values, lng: language });
}

type WaitUnit = 'seconds' | 'minutes' | 'hours';

function waitText(count: number, unit: string, language: ApiLanguage): string {
  const base = (unit as WaitUnit) ?? 'minutes';
  // No i18next plurals (issue 18): one key for 1, another for the rest.
  const key = count === 1 ? `common:wait.${base.slice(0, -1)}` : `common:wait.${base}`;
  return t(key, { n: count, lng: language });
}

/** How long until a rate limit lets the caller try again ("5분", "5 minutes"). */
export function waitTextFor(ms: number, language: ApiLanguage = currentLanguage()): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return waitText(seconds, 'seconds', language);
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60
    ? waitText(minutes, 'minutes', language)
    : waitText(Math.ceil(minutes / 60), 'hours', language);
}
