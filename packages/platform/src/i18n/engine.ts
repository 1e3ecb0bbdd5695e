// The loading of every language but Korean (issue 18), and its texts shown by the same direct
// lookup as Korean (issue 34: i18next was 10+ KB gzip of an English first visit for what is a
// lookup with `{{placeholders}}` — no plurals, nesting or context are used; engine-parity.test.ts
// checks every catalogue gives what i18next gave). This module is its own small chunk, imported by
// i18n.ts the first time another language is applied, so a Korean visit fetches none of it.
import { interpolate, lookup } from '@genetype/domain/texts';
import type { Catalogue, TextFormats, TranslationValues } from '@genetype/domain/texts';
import type { CatalogueLoader, NamespaceSource } from './i18n.js';
import { DEFAULT_LANGUAGE } from '@genetype/domain';

export interface Engine {
  /** Makes sure a registered namespace's catalogue in `language` has arrived (or failed: Korean then). */
  load(ns: string, language: string): Promise<void>;
  addCatalogue(language: string, ns: string, catalogue: Catalogue): void;
  /** Formats `{{value, name}}` may ask for. */
  addFormats(formats: TextFormats): void;
  changeLanguage(language: string): Promise<unknown>;
  t(ns: string, key: string, values?: TranslationValues): string;
}

/** An engine over the page's registry: a text missing in a language is the Korean one. */
export async function createEngine(
  sources: ReadonlyMap<string, NamespaceSource>,
  formats: TextFormats = {},
): Promise<Engine> {
  const shown: Record<string, (value: unknown) => string> = { ...formats };
  /** language → namespace → catalogue, for the languages other than Korean. */
  const catalogues = new Map<string, Map<string, Catalogue>>();
  let language: string = DEFAULT_LANGUAGE;
  const addCatalogue = (lng: string, ns: string, catalogue: Catalogue) => {
    if (lng === DEFAULT_LANGUAGE) return; // Korean is the registry's own (sources)
    let byNs = catalogues.get(lng);
    if (!byNs) catalogues.set(lng, (byNs = new Map()));
    byNs.set(ns, catalogue);
  };

  const loading = new Map<string, Promise<void>>();
  // One fetch per loader: a feature's sections share their loader (registerSections).
  const fetched = new Map<CatalogueLoader, Promise<Catalogue>>();
  const fetchOnce = (loader: CatalogueLoader): Promise<Catalogue> => {
    let module = fetched.get(loader);
    if (!module) {
      module = loader().then(
        (loaded) => ('default' in loaded ? loaded.default : loaded) as Catalogue,
      );
      module.catch(() => fetched.delete(loader));
      fetched.set(loader, module);
    }
    return module;
  };

  return {
    load(ns, lng) {
      if (lng === DEFAULT_LANGUAGE || catalogues.get(lng)?.has(ns)) return Promise.resolve();
      const key = `${lng}:${ns}`;
      let pending = loading.get(key);
      if (!pending) {
        const source = sources.get(ns);
        const loader = source?.load[lng as keyof NamespaceSource['load']];
        pending = loader
          ? fetchOnce(loader).then(
              (catalogue) => {
                const texts = source?.section ? catalogue[source.section] : catalogue;
                addCatalogue(lng, ns, typeof texts === 'object' ? texts : {});
              },
              (error: unknown) => {
                // A failed chunk leaves this namespace in Korean; the next switch tries again.
                loading.delete(key);
                console.error(`Could not load the ${lng} texts of ${ns}`, error);
              },
            )
          : Promise.resolve();
        loading.set(key, pending);
      }
      return pending;
    },
    addCatalogue,
    addFormats: (added) => Object.assign(shown, added),
    changeLanguage: (lng) => {
      language = lng;
      return Promise.resolve();
    },
    t: (ns, key, values) => {
      const text =
        lookup(catalogues.get(language)?.get(ns), key) ?? lookup(sources.get(ns)?.ko, key) ?? key;
      return interpolate(text, values, shown);
    },
  };
}
