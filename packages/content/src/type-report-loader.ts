// One report at a time, for the report page: each type's text is its own module, so a bundler
// gives every type its own chunk and /typeReport/1 fetches type 1's text only. The report is the
// language's report chunk (reading-content.ts: the builder with the groups and traits the page
// shows beside it) around the type's text in that language (en/writing-loader.ts for English); a
// type without English text yet keeps its Korean text for that part.
import { TYPE_CATALOGUE } from '@genetype/domain';
import type { GeneTypeEntry } from '@genetype/domain';
import type { TypeReport } from './types.js';
import type { TypeWriting } from './type-writing/writing.js';
import { loadContentParts } from './reading-content.js';
import type { ContentLanguage } from './reading-content.js';

// Literal paths (not a template): every bundler and Node resolve them alike. No chunk names:
// each name would add to the runtime's chunk map, which every page of the app loads.
const WRITING_LOADERS: readonly (() => Promise<{ default: TypeWriting }>)[] = [
  () => import('./type-writing/01.js'),
  () => import('./type-writing/02.js'),
  () => import('./type-writing/03.js'),
  () => import('./type-writing/04.js'),
  () => import('./type-writing/05.js'),
  () => import('./type-writing/06.js'),
  () => import('./type-writing/07.js'),
  () => import('./type-writing/08.js'),
  () => import('./type-writing/09.js'),
  () => import('./type-writing/10.js'),
  () => import('./type-writing/11.js'),
  () => import('./type-writing/12.js'),
  () => import('./type-writing/13.js'),
  () => import('./type-writing/14.js'),
  () => import('./type-writing/15.js'),
  () => import('./type-writing/16.js'),
  () => import('./type-writing/17.js'),
  () => import('./type-writing/18.js'),
  () => import('./type-writing/19.js'),
  () => import('./type-writing/20.js'),
  () => import('./type-writing/21.js'),
  () => import('./type-writing/22.js'),
  () => import('./type-writing/23.js'),
  () => import('./type-writing/24.js'),
  () => import('./type-writing/25.js'),
  () => import('./type-writing/26.js'),
  () => import('./type-writing/27.js'),
  () => import('./type-writing/28.js'),
  () => import('./type-writing/29.js'),
  () => import('./type-writing/30.js'),
  () => import('./type-writing/31.js'),
  () => import('./type-writing/32.js'),
  () => import('./type-writing/33.js'),
  () => import('./type-writing/34.js'),
  () => import('./type-writing/35.js'),
  () => import('./type-writing/36.js'),
  () => import('./type-writing/37.js'),
  () => import('./type-writing/38.js'),
  () => import('./type-writing/39.js'),
  () => import('./type-writing/40.js'),
  () => import('./type-writing/41.js'),
  () => import('./type-writing/42.js'),
  () => import('./type-writing/43.js'),
  () => import('./type-writing/44.js'),
  () => import('./type-writing/45.js'),
  () => import('./type-writing/46.js'),
  () => import('./type-writing/47.js'),
  () => import('./type-writing/48.js'),
  () => import('./type-writing/49.js'),
  () => import('./type-writing/50.js'),
  () => import('./type-writing/51.js'),
  () => import('./type-writing/52.js'),
  () => import('./type-writing/53.js'),
  () => import('./type-writing/54.js'),
];

const loaded = new Map<string, TypeReport>();
const pending = new Map<string, Promise<TypeReport>>();
const keyOf = (id: number, language: ContentLanguage) => `${language}:${id}`;

function entryOf(id: number): GeneTypeEntry | undefined {
  return Number.isInteger(id) && id >= 1 ? TYPE_CATALOGUE[id - 1] : undefined;
}

function koreanWriting(id: number): Promise<TypeWriting> {
  return (WRITING_LOADERS[id - 1] as () => Promise<{ default: TypeWriting }>)().then(
    (module) => module.default,
  );
}

function build(entry: GeneTypeEntry, language: ContentLanguage): Promise<TypeReport> {
  const builder = loadContentParts(language, ['buildTypeReport']);
  if (language === 'ko') {
    return Promise.all([builder, koreanWriting(entry.id)]).then(([content, writing]) =>
      content.buildTypeReport(entry, writing),
    );
  }
  return Promise.all([
    builder,
    import('./en/writing-loader.js').then((module) => module.loadEnglishWriting(entry.id)),
  ]).then(async ([content, writing]) =>
    content.buildTypeReport(entry, writing ?? (await koreanWriting(entry.id))),
  );
}

/** The report of type `id` in `language` if it has already been loaded; undefined otherwise. */
export function loadedTypeReport(
  id: number,
  language: ContentLanguage = 'ko',
): TypeReport | undefined {
  return loaded.get(keyOf(id, language));
}

/**
 * Loads the report of type `id` (1..54) in `language` (Korean by default), once: later calls
 * share the first call's promise (so React's `use` sees a stable one). Resolves undefined for
 * anything else; a failed load (offline) lets the next call try again.
 */
export function loadTypeReport(
  id: number,
  language: ContentLanguage = 'ko',
): Promise<TypeReport | undefined> {
  const entry = entryOf(id);
  if (!entry) return Promise.resolve(undefined);
  const key = keyOf(id, language);
  let promise = pending.get(key);
  if (!promise) {
    promise = build(entry, language).then(
      (report) => {
        loaded.set(key, report);
        return report;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}
