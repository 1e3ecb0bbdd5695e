// The reading content in one language (issue 18): Korean is the default and stays where it is
// (the modules beside this file, imported statically by the pages that need them); every other
// language is one lazily loaded module (`en/index.ts`, its own chunk), so a Korean visit never
// fetches English. Pages read a part through `useContent` (content/react.ts) or, outside React,
// `loadReadingContent(language)` / `loadedReadingContent(language)`.
import type { GeneTypeEntry } from '@genetype/domain';
import type { AceType, Drd2Type, Drd4Type, HttType } from '@genetype/domain';
import type { VariantTraits } from './gene-traits.js';
import type { TypeWriting } from './type-writing/writing.js';
import type {
  GeneSection,
  LearningGeneSection,
  TypeGroupContent,
  TypeReport,
  TypeReportSectionId,
  TypeReportSummary,
} from './types.js';

/** The languages the reading content exists in ('ko' is the default). */
export type ContentLanguage = 'ko' | 'en';
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['ko', 'en'];

/** Everything a reader reads besides the 54 types' own text, in one language. */
export interface ReadingContent {
  language: ContentLanguage;
  typeGroups: readonly TypeGroupContent[];
  typeReportSummaries: readonly TypeReportSummary[];
  typeReportSections: readonly { id: TypeReportSectionId; title: string }[];
  geneSections: readonly GeneSection[];
  learningGeneSections: readonly LearningGeneSection[];
  traits: {
    ace: Record<AceType, VariantTraits>;
    drd2: Record<Drd2Type, VariantTraits>;
    drd4: Record<Drd4Type, VariantTraits>;
    htt: Record<HttType, VariantTraits>;
  };
  /** A full report around the text written for the type (that language's type-writing/NN.ts). */
  buildTypeReport(entry: GeneTypeEntry, writing: TypeWriting): TypeReport;
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return CONTENT_LANGUAGES.includes(value as ContentLanguage);
}

const loaded = new Map<ContentLanguage, ReadingContent>();
const pending = new Map<ContentLanguage, Promise<ReadingContent>>();

// One loader per language other than Korean (Korean: content/korean-content.ts, also lazy here
// so this module stays small for the pages that import it).
const LOADERS: Record<ContentLanguage, () => Promise<{ default: ReadingContent }>> = {
  ko: () => import('./korean-content.js'),
  en: () => import('./en/index.js'),
};

/** The content of `language` if it has already been loaded; undefined otherwise. */
export function loadedReadingContent(language: ContentLanguage): ReadingContent | undefined {
  return loaded.get(language);
}

/** Loads the content of `language` once (later calls share the promise); a failure lets the next call retry. */
export function loadReadingContent(language: ContentLanguage): Promise<ReadingContent> {
  const done = loaded.get(language);
  if (done) return Promise.resolve(done);
  let promise = pending.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      (module) => {
        loaded.set(language, module.default);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}
