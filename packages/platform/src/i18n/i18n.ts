// The page's texts (issue 18), shared by every app through the `@genetype/platform` federation
// singleton. Each app registers its namespace: Korean bundled with the app and shown by a direct
// lookup (catalogue.ts); another language comes from the app's loader (a dynamic import, its own
// chunk) and is shown by the same lookup, through engine.ts (a small chunk, loaded with the first
// non-Korean choice).
import { useSyncExternalStore } from 'react';
import { interpolate, lookup } from '@genetype/domain/texts';
import type {
  Catalogue,
  CatalogueLoader,
  NamespaceSource,
  TextFormats,
  TranslationValues,
} from '@genetype/domain/texts';
import type { Engine } from './engine.js';
import { DEFAULT_LANGUAGE, type Language } from '@genetype/domain';

export type { CatalogueLoader, NamespaceSource };

// The registry: what a Korean page needs (lookup, hook, registration). Loading other languages is
// engine.ts's job, in its own chunk, so none of that code is in a Korean visit's first load.
const sources = new Map<string, NamespaceSource>();
/** The `{{value, format}}` formats the apps registered (the Korean particles: mf-account). */
const formats: Record<string, (value: unknown) => string> = {};
let enginePromise: Promise<Engine> | null = null;
let engine: Engine | null = null;
/** The language the texts are shown in: switched only once its catalogues have arrived. */
let current: Language = DEFAULT_LANGUAGE;
/** The language last asked for: a namespace registered while it loads loads in it too. */
let wanted: Language = DEFAULT_LANGUAGE;
/** The last `applyLanguage` run: `textsReady` waits for it (the switch of `current`). */
let switching: Promise<void> = Promise.resolve();

// Components re-render when the language changes or a catalogue arrives.
let revision = 0;
const listeners = new Set<() => void>();
/** Each namespace's `t` for the current revision: a new function after a change, so memoised children re-render. */
const fixedTs = new Map<string, Translate>();
function changed(): void {
  revision += 1;
  fixedTs.clear();
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ensureEngine(): Promise<Engine> {
  enginePromise ??= import(/* webpackChunkName: "i18n-engine" */ './engine.js')
    .then(({ createEngine }) => createEngine(sources, formats))
    .then(
      (created) => (engine = created),
      (error: unknown) => {
        enginePromise = null;
        throw error;
      },
    );
  return enginePromise;
}

/**
 * Where a key lives. A lazily loaded feature registers its texts as a section namespace
 * `<ns>/<section>`, which then holds the keys under `<section>.` — so a feature's texts travel in
 * its own chunk, not in the app's first load, while components keep the app's one `t`.
 */
function resolve(ns: string, key: string): [string, string] {
  const dot = key.indexOf('.');
  if (dot > 0) {
    const section = `${ns}/${key.slice(0, dot)}`;
    if (sources.has(section)) return [section, key.slice(dot + 1)];
  }
  return [ns, key];
}

/** The language the page's texts are in now. */
export function currentLanguage(): Language {
  return current;
}

/** A text outside React (validation schemas, stores, non-component helpers), in the page's language. */
export function translate(ns: string, key: string, values?: TranslationValues): string {
  const [where, rest] = resolve(ns, key);
  if (current !== DEFAULT_LANGUAGE && engine) return engine.t(where, rest, values);
  return interpolate(lookup(sources.get(where)?.ko, rest) ?? key, values, formats);
}

/**
 * Registers formats a catalogue's placeholders may name (`{{x, 은/는}}`). The app whose texts use
 * them registers them, so their code (es-hangul) is in that app's bundle, not in every first load.
 */
export function registerTextFormats(added: TextFormats): void {
  Object.assign(formats, added);
  engine?.addFormats(added);
}

/**
 * Registers an app's namespace (idempotent: a remote mounted twice registers once). When the page
 * is already in another language, that language's catalogue is fetched and the page re-renders
 * once it arrives.
 */
export async function registerNamespace(ns: string, source: NamespaceSource): Promise<void> {
  if (!sources.has(ns)) {
    sources.set(ns, source);
    engine?.addCatalogue(DEFAULT_LANGUAGE, ns, source.ko);
  }
  if (wanted === DEFAULT_LANGUAGE) return;
  await (await ensureEngine()).load(ns, wanted);
  changed();
}

/**
 * Registers a lazily loaded feature's texts: each top-level key of its catalogue becomes the
 * section namespace `<ns>/<key>` (see `resolve`), so the app's `t('<key>.…')` finds them once the
 * feature's chunk has run. The feature's other languages are one chunk for all its sections
 * (fetched once: engine.ts).
 */
export function registerSections(
  ns: string,
  ko: Record<string, Catalogue>,
  load: NamespaceSource['load'],
): void {
  for (const [section, catalogue] of Object.entries(ko))
    void registerNamespace(`${ns}/${section}`, { ko: catalogue, load, section });
}

/** Loads every registered namespace in `language`, then shows the page in it. */
export function applyLanguage(language: Language): Promise<void> {
  wanted = language;
  switching = switchTo(language);
  return switching;
}

async function switchTo(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) {
    // The engine even when no namespace is registered yet: one registered later is read through it.
    const target = await ensureEngine();
    await Promise.all([...sources.keys()].map((ns) => target.load(ns, language)));
    await target.changeLanguage(language);
  }
  // A later choice made while this one loaded wins.
  if (wanted !== language) return;
  current = language;
  changed();
}

/**
 * Resolves once the page is in the language last asked for and every namespace registered so far
 * has its catalogue in it (a catalogue that failed counts as settled: it stays Korean). A remote's
 * page waits for it before its first render: a namespace registered by the page's chunk would
 * otherwise show its Korean fallback until its English chunk arrived (issue 18, the Korean flash).
 */
export function textsReady(): Promise<void> {
  const language = wanted;
  if (language === DEFAULT_LANGUAGE) return Promise.resolve();
  const loaded = ensureEngine().then((target) =>
    Promise.all([...sources.keys()].map((ns) => target.load(ns, language).catch(() => {}))),
  );
  return Promise.all([switching.catch(() => {}), loaded.catch(() => {})]).then(() => undefined);
}

export type Translate = (key: string, values?: TranslationValues) => string;

/** A namespace's `t` for a component; the component re-renders when the language changes. */
export function useTranslation(ns: string): { t: Translate; language: Language } {
  const snapshot = () => revision;
  // The same on the server (prerendering): the texts are the registered ones either way.
  useSyncExternalStore(subscribe, snapshot, snapshot);
  let t = fixedTs.get(ns);
  if (!t) {
    t = (key, values) => translate(ns, key, values);
    fixedTs.set(ns, t);
  }
  return { t, language: current };
}

/** For tests: forget registrations and go back to Korean. */
export function resetI18nForTests(): void {
  sources.clear();
  for (const name of Object.keys(formats)) delete formats[name];
  engine = null;
  enginePromise = null;
  current = DEFAULT_LANGUAGE;
  wanted = DEFAULT_LANGUAGE;
  switching = Promise.resolve();
  changed();
}
