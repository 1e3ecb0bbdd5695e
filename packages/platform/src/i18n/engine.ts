// i18next, the page's i18n library for every language but Korean (issue 18), and the loading of
// those languages' catalogues. This module and i18next are one chunk, imported by i18n.ts the
// first time another language is chosen, so a Korean visit fetches neither.
// eslint-disable-next-line no-restricted-imports -- the one place i18next is loaded
import i18next from 'i18next';
import type { Catalogue, TextFormats, TranslationValues } from '@genetype/domain/texts';
import type { CatalogueLoader, NamespaceSource } from './i18n.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@genetype/domain';

export interface Engine {
  /** Makes sure a registered namespace's catalogue in `language` has arrived (or failed: Korean then). */
  load(ns: string, language: string): Promise<void>;
  addCatalogue(language: string, ns: string, catalogue: Catalogue): void;
  /** Formats `{{value, name}}` may ask for (i18next's formatter). */
  addFormats(formats: TextFormats): void;
  changeLanguage(language: string): Promise<unknown>;
  t(ns: string, key: string, values?: TranslationValues): string;
}

/** An engine over the page's registry: every registered Korean catalogue is its fallback. */
export async function createEngine(
  sources: ReadonlyMap<string, NamespaceSource>,
  formats: TextFormats = {},
): Promise<Engine> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    showSupportNotice: false,
  });
  const addCatalogue = (language: string, ns: string, catalogue: Catalogue) =>
    instance.addResourceBundle(language, ns, catalogue, true, true);
  for (const [ns, source] of sources) addCatalogue(DEFAULT_LANGUAGE, ns, source.ko);
  const addFormats = (added: TextFormats) => {
    for (const [name, format] of Object.entries(added))
      instance.services.formatter?.add(name, (value: unknown) => format(value));
  };
  addFormats(formats);

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
    load(ns, language) {
      if (language === DEFAULT_LANGUAGE || instance.hasResourceBundle(language, ns))
        return Promise.resolve();
      const key = `${language}:${ns}`;
      let pending = loading.get(key);
      if (!pending) {
        const source = sources.get(ns);
        const loader = source?.load[language as keyof NamespaceSource['load']];
        pending = loader
          ? fetchOnce(loader).then(
              (catalogue) => {
                const texts = source?.section ? catalogue[source.section] : catalogue;
                addCatalogue(language, ns, typeof texts === 'object' ? texts : {});
              },
              (error: unknown) => {
                // A failed chunk leaves this namespace in Korean; the next switch tries again.
                loading.delete(key);
                console.error(`Could not load the ${language} texts of ${ns}`, error);
              },
            )
          : Promise.resolve();
        loading.set(key, pending);
      }
      return pending;
    },
    addCatalogue,
    addFormats,
    changeLanguage: (language) => instance.changeLanguage(language),
    t: (ns, key, values) => instance.t(key, { ...values, ns }),
  };
}
