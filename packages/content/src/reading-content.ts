// The reading content in one language (issue 18): Korean is the default and stays where it is
// (the modules beside this file, imported statically by the pages that need them); every language
// also comes in lazily loaded chunks of the parts a page shows (CHUNKS), so a Korean visit never
// fetches English and an English page fetches only its own parts (issue 34). Pages read parts
// through `useContent` / `useContentParts` (@genetype/ui/content) or, outside React,
// `loadContentParts(language, parts)` / `loadedContentParts(language, parts)`.
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

/** A part of the content a page can ask for alone (`loadContentParts`). */
export type ContentPart = Exclude<keyof ReadingContent, 'language'>;

const ALL_PARTS: readonly ContentPart[] = [
  'typeGroups',
  'typeReportSummaries',
  'typeReportSections',
  'geneSections',
  'learningGeneSections',
  'traits',
  'buildTypeReport',
];

/** A chunk of one language's content and the parts it carries. */
interface PartsChunk {
  parts: readonly ContentPart[];
  load: () => Promise<Partial<ReadingContent>>;
}

/** What a report page shows: its builder with the groups, summaries, sections and traits. */
const REPORT_PARTS: readonly ContentPart[] = [
  'typeGroups',
  'typeReportSummaries',
  'typeReportSections',
  'traits',
  'buildTypeReport',
];

// Each language's content in chunks a page loads whole (issue 34): the parts one page shows
// travel together, so a page fetches one chunk and no text twice. Ordered smallest first: the
// first chunk that carries every asked-for part is the one loaded. The last is the whole.
const CHUNKS: Record<ContentLanguage, readonly PartsChunk[]> = {
  ko: [
    {
      parts: REPORT_PARTS,
      load: () => import('./parts/report.js').then((module) => module.default),
    },
    {
      parts: ALL_PARTS,
      load: () => import('./korean-content.js').then((module) => module.default),
    },
  ],
  en: [
    {
      parts: ['typeGroups'],
      load: () => import('./en/groups.js').then(({ typeGroups }) => ({ typeGroups })),
    },
    {
      parts: ['learningGeneSections'],
      load: () =>
        import('./en/learning-gene-sections.js').then(({ learningGeneSections }) => ({
          learningGeneSections,
        })),
    },
    {
      parts: ['geneSections'],
      load: () => import('./en/gene-sections.js').then(({ geneSections }) => ({ geneSections })),
    },
    {
      parts: ['typeGroups', 'typeReportSummaries'],
      load: () => import('./en/parts/list.js').then((module) => module.default),
    },
    {
      parts: REPORT_PARTS,
      load: () => import('./en/parts/report.js').then((module) => module.default),
    },
    { parts: ALL_PARTS, load: () => import('./en/index.js').then((module) => module.default) },
  ],
};

/** The parts of each language loaded so far. */
const arrived: Record<ContentLanguage, Partial<ReadingContent>> = { ko: {}, en: {} };
const pending = new Map<PartsChunk, Promise<void>>();

function loadChunk(language: ContentLanguage, chunk: PartsChunk): Promise<void> {
  let promise = pending.get(chunk);
  if (!promise) {
    promise = chunk.load().then(
      (parts) => {
        Object.assign(arrived[language], parts);
      },
      (error: unknown) => {
        pending.delete(chunk);
        throw error;
      },
    );
    pending.set(chunk, promise);
  }
  return promise;
}

/** `parts` of the content of `language` if they have all arrived; undefined otherwise. */
export function loadedContentParts<K extends ContentPart>(
  language: ContentLanguage,
  parts: readonly K[],
): Pick<ReadingContent, K> | undefined {
  const content = arrived[language];
  return parts.every((part) => content[part] !== undefined)
    ? (content as Pick<ReadingContent, K>)
    : undefined;
}

/**
 * Loads `parts` of the content of `language`: the smallest chunk that carries them all, once
 * (later calls share it); a failure lets the next call retry.
 */
export function loadContentParts<K extends ContentPart>(
  language: ContentLanguage,
  parts: readonly K[],
): Promise<Pick<ReadingContent, K>> {
  const done = loadedContentParts(language, parts);
  if (done) return Promise.resolve(done);
  const chunk = CHUNKS[language].find((candidate) =>
    parts.every((part) => candidate.parts.includes(part)),
  ) as PartsChunk;
  return loadChunk(language, chunk).then(() => arrived[language] as Pick<ReadingContent, K>);
}

const wholes = new Map<ContentLanguage, ReadingContent>();

/** The whole content of `language` if it has already been loaded; undefined otherwise. */
export function loadedReadingContent(language: ContentLanguage): ReadingContent | undefined {
  let whole = wholes.get(language);
  const parts = whole ? undefined : loadedContentParts(language, ALL_PARTS);
  if (parts) {
    // In the parts' order (the one a `ReadingContent` is written in), however they arrived.
    whole = Object.fromEntries([
      ['language', language],
      ...ALL_PARTS.map((part) => [part, parts[part]]),
    ]) as ReadingContent;
    wholes.set(language, whole);
  }
  return whole;
}

/** Loads the whole content of `language` once; a failure lets the next call retry. */
export function loadReadingContent(language: ContentLanguage): Promise<ReadingContent> {
  return loadContentParts(language, ALL_PARTS).then(
    () => loadedReadingContent(language) as ReadingContent,
  );
}
