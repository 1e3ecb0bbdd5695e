// The search index: built once from the content when the API starts, queried per request.
import MiniSearch from 'minisearch';
import type { SearchResultItem } from '@genetype/domain/contracts';
import {
  choseongOf,
  endsSentence,
  englishQueryWords,
  highlightTerms,
  isChoseongWord,
  matchesChoseong,
  normalizeSearchText,
  searchWords,
  stemKoreanWord,
} from '@genetype/domain/search';
import type { ApiLanguage } from '../../i18n/i18n.js';
import { englishBuildQuery, englishExcerpter, englishIndexTerms } from './english-tokenizer.js';
import type { IsTerm } from './english-tokenizer.js';
import { buildQuery, closedUpQuery, indexTerms, queryWords, stemsOf } from './korean-tokenizer.js';
import type { ChoseongLookup, TermQuery } from './korean-tokenizer.js';
import type { SearchDocument } from './search-corpus.js';

type IndexedFields = keyof SearchDocument['fields'];

const FIELDS: IndexedFields[] = [
  'name',
  'heading',
  'code',
  'number',
  'character',
  'description',
  'body',
  'partners',
];

/** Where a match counts most: the title of a page over a sentence deep in its body. */
const BOOST: Record<IndexedFields, number> = {
  name: 4,
  heading: 3,
  code: 3,
  number: 3,
  character: 2,
  description: 1.5,
  body: 1,
  partners: 0.5,
};

/** The longest description a result carries (a passage is cut around its match). */
export const EXCERPT_LENGTH = 140;
const CACHE_SIZE = 500;

export interface SearchIndex {
  /** Results for a query, best first; an empty list when nothing matches. */
  search(query: string): SearchResultItem[];
  /** The same results as the JSON text of a response (cached with them: no work per request). */
  searchJson(query: string): string;
  readonly size: number;
}

/** What a query marks and which of those it typed (the rest are related words). */
interface QueryTerms {
  terms: readonly string[];
  typed: ReadonlySet<string>;
}

/** `spelled` are the stems an initial-consonant query stands for (they count as typed). */
function queryTermsOf(query: string, spelled: readonly string[] = []): QueryTerms {
  const terms = [...new Set([...highlightTerms(query), ...spelled])].sort(
    (a, b) => b.length - a.length,
  );
  // The words as typed (and their stems) count more than the related words they stand for.
  const typed = new Set([
    ...searchWords(query).flatMap((word) => [word, stemKoreanWord(word)]),
    ...spelled,
  ]);
  return { terms, typed };
}

// A document's passages in lower case, and all of them joined, made once (excerpts are cut for
// every result of a query; most query terms are in none of a document's passages).
const LOWER_PASSAGES = new WeakMap<SearchDocument, { each: readonly string[]; all: string }>();

function lowerPassagesOf(document: SearchDocument): { each: readonly string[]; all: string } {
  let lowers = LOWER_PASSAGES.get(document);
  if (!lowers) {
    const each = document.passages.map((passage) => passage.toLowerCase());
    lowers = { each, all: each.join('\n') };
    LOWER_PASSAGES.set(document, lowers);
  }
  return lowers;
}

/**
 * A passage cut to EXCERPT_LENGTH around `first` (the index of its first match; the passage's
 * length when none). `wholeWords` cuts between words, not inside one (English).
 */
export function cutPassage(passage: string, first: number, wholeWords = false): string {
  if (passage.length <= EXCERPT_LENGTH) return passage;
  const space = (index: number) => /\s/.test(passage[index] ?? ' ');
  // With whole words, a cut inside a word moves to the space before it (an end) or after it (a start).
  const wordEnd = (index: number) => {
    if (!wholeWords || space(index) || space(index - 1)) return index;
    const before = passage.lastIndexOf(' ', index - 1);
    return before > 0 ? before : index;
  };
  const wordStart = (index: number) => {
    if (!wholeWords || index === 0 || space(index - 1)) return index;
    const after = passage.indexOf(' ', index);
    return after >= 0 && after < first ? after + 1 : index;
  };
  if (first === passage.length || first < EXCERPT_LENGTH / 2) {
    return `${passage.slice(0, wordEnd(EXCERPT_LENGTH)).trimEnd()}…`;
  }
  const start = wordStart(Math.max(0, first - Math.floor(EXCERPT_LENGTH / 3)));
  const end = wordEnd(Math.min(passage.length, start + EXCERPT_LENGTH));
  return `…${passage.slice(start, end).trim()}${end < passage.length ? '…' : ''}`;
}

/** The passage that contains the most query terms, cut to EXCERPT_LENGTH around the first one. */
export function excerptFor(
  document: SearchDocument,
  query: string,
  { terms, typed }: QueryTerms = queryTermsOf(query),
): string {
  let best: { passage: string; score: number } | null = null;
  const lowers = lowerPassagesOf(document);
  const present = terms.filter((term) => lowers.all.includes(term));
  for (const [index, passage] of document.passages.entries()) {
    const lower = lowers.each[index] as string;
    const score = present
      .filter((term) => lower.includes(term))
      .reduce((sum, term) => sum + (typed.has(term) ? 3 : 1), 0);
    if (score > 0 && (!best || score > best.score)) best = { passage, score };
  }
  const passage = best?.passage ?? document.summary;
  if (passage.length <= EXCERPT_LENGTH) return passage;
  const lower = passage.toLowerCase();
  const first = Math.min(
    ...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0),
    passage.length,
  );
  return cutPassage(passage, first);
}

/**
 * A document's description for one query; `matched` are the index terms MiniSearch matched in it
 * (what a typo was taken for).
 */
export type Excerpter = (document: SearchDocument, matched: readonly string[]) => string;

/** How the texts and queries of one language become index terms, query trees and excerpts. */
export interface SearchRules {
  /** The terms of a text as the index stores them. */
  indexTerms(text: string): string[];
  /** The distinct words of a query that are looked up. */
  queryWords(query: string): string[];
  /**
   * Every word must match (AND); `fuzzy` forgives a typo in each; `isTerm` tells the index's
   * terms (whole words of the content). Null without a word.
   */
  buildQuery(
    words: readonly string[],
    choseong: ChoseongLookup,
    options: { fuzzy?: boolean; isTerm: IsTerm },
  ): TermQuery | null;
  /** Whether a query word closes a sentence (a predicate the content may phrase otherwise). */
  endsSentence(word: string): boolean;
  /** The query with its spaces closed, tried when the spaced words find nothing. */
  closedUpQuery(query: string): string | null;
  /** Whether a query that finds nothing is tried again forgiving typos. */
  fuzzyFallback: boolean;
  /** The stems initial-consonant queries are matched to (Korean only). */
  stemsOf(text: string): string[];
  isChoseongWord(word: string): boolean;
  /** The excerpt maker for a query (`spelled`: the stems its initial consonants stand for). */
  excerpter(query: string, spelled: readonly string[], isTerm: IsTerm): Excerpter;
}

/** Korean: the tokenizer of korean-tokenizer.ts and the excerpts above. */
export const KOREAN_RULES: SearchRules = {
  indexTerms,
  queryWords,
  buildQuery: (words, choseong) => buildQuery(words, choseong),
  endsSentence,
  closedUpQuery,
  fuzzyFallback: false,
  stemsOf,
  isChoseongWord,
  excerpter: (query, spelled) => {
    const queryTerms = queryTermsOf(query, spelled);
    return (document) => excerptFor(document, query, queryTerms);
  },
};

/** English: english-tokenizer.ts (Porter2 stems, stop words, typo-tolerant fallback). */
export const ENGLISH_RULES: SearchRules = {
  indexTerms: englishIndexTerms,
  queryWords: englishQueryWords,
  buildQuery: (words, _choseong, options) => englishBuildQuery(words, options),
  endsSentence: () => false,
  closedUpQuery: () => null,
  fuzzyFallback: true,
  stemsOf: () => [],
  isChoseongWord: () => false,
  excerpter: (query, _spelled, isTerm) => englishExcerpter(query, cutPassage, isTerm),
};

export const SEARCH_RULES: Record<ApiLanguage, SearchRules> = {
  ko: KOREAN_RULES,
  en: ENGLISH_RULES,
};

function resultOf(
  document: SearchDocument,
  excerpt: Excerpter,
  matched: readonly string[],
): SearchResultItem {
  return {
    _id: document.id,
    link: document.link,
    name: document.name,
    number: document.number,
    headingType: document.headingType,
    character: document.character,
    type: document.type,
    description: excerpt(document, matched),
    kind: document.kind,
    ...(document.state ? { state: document.state } : {}),
  };
}

export function createSearchIndex(
  documents: readonly SearchDocument[],
  rules: SearchRules = KOREAN_RULES,
): SearchIndex {
  const byId = new Map(documents.map((document) => [document.id, document]));
  // Every term the index holds: a query word that is one is a whole word, not a prefix typed.
  const terms = new Set<string>();
  const isTerm: IsTerm = (term) => terms.has(term);
  const miniSearch = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    idField: 'id',
    extractField: (document, field) =>
      field === 'id' ? document.id : document.fields[field as IndexedFields],
    tokenize: (text) => {
      const found = rules.indexTerms(text);
      for (const term of found) terms.add(term);
      return found;
    },
    // Terms arrive normalized from indexTerms; query leaves are terms already.
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOST,
      tokenize: (term) => [term],
      processTerm: (term) => term,
    },
  });
  miniSearch.addAll(documents);

  // Every stem of the corpus, for initial-consonant queries (ㅊㅇㅅ → 창의성).
  const vocabulary = [
    ...new Set(
      documents.flatMap((document) => FIELDS.flatMap((f) => rules.stemsOf(document.fields[f]))),
    ),
  ].map((stem) => ({ stem, consonants: choseongOf(stem) }));
  const choseong: ChoseongLookup = (query) =>
    vocabulary
      .filter(({ stem, consonants }) => matchesChoseong(stem, query, consonants))
      .map(({ stem }) => stem);

  function run(words: readonly string[], options?: { fuzzy?: boolean }) {
    const tree = rules.buildQuery(words, choseong, { ...options, isTerm });
    // MiniSearch's Query type is the same tree; its typings want SearchOptions on each node.
    return tree ? miniSearch.search(tree as Parameters<typeof miniSearch.search>[0]) : [];
  }

  /**
   * Every word must match. A sentence ("집중력이 약해요") ends in a predicate the content may
   * phrase otherwise: the pages its other words find follow the pages all its words find. When
   * all words together still find nothing, the words that find nothing alone are left out; when
   * the rest find nothing together, any of them may match (more matching words rank higher).
   */
  function hitsFor(query: string) {
    const words = rules.queryWords(query);
    let hits = run(words);
    if (words.length >= 2 && rules.endsSentence(words[words.length - 1] as string)) {
      const seen = new Set(hits.map((hit) => hit.id));
      hits = [...hits, ...run(words.slice(0, -1)).filter((hit) => !seen.has(hit.id))];
    }
    if (hits.length > 0) return hits;
    const closedUp = rules.closedUpQuery(query);
    if (closedUp) hits = run([closedUp]);
    // A typo (patince): the same words, each forgiving one letter.
    const fuzzy = rules.fuzzyFallback ? { fuzzy: true } : undefined;
    if (hits.length === 0 && fuzzy) hits = run(words, fuzzy);
    if (hits.length > 0 || words.length < 2) return hits;
    const found = words.filter((word) => run([word], fuzzy).length > 0);
    if (found.length === 0) return hits;
    if (found.length < words.length) hits = run(found, fuzzy);
    if (hits.length > 0 || found.length < 2) return hits;
    // The same word queries, any of which may match.
    const anyWord = {
      ...rules.buildQuery(found, choseong, { ...fuzzy, isTerm }),
      combineWith: 'OR',
    };
    return miniSearch.search(anyWord as Parameters<typeof miniSearch.search>[0]);
  }

  // The same words are searched again and again (the recommended words, recent searches).
  const cache = new Map<string, { results: SearchResultItem[]; json: string }>();

  function cached(query: string) {
    const key = normalizeSearchText(query);
    const hit = cache.get(key);
    if (hit) return hit;
    const hits = hitsFor(key);
    const spelled = rules.queryWords(key).filter(rules.isChoseongWord).flatMap(choseong);
    const excerpt = rules.excerpter(key, spelled, isTerm);
    const results = hits.flatMap((found) => {
      const document = byId.get(String(found.id));
      return document ? [resultOf(document, excerpt, found.terms)] : [];
    });
    const entry = { results, json: JSON.stringify(results) };
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
    return entry;
  }

  return {
    size: documents.length,
    search: (query) => cached(query).results,
    searchJson: (query) => cached(query).json,
  };
}
