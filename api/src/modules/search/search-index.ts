// The search index: built once from the content when the API starts, queried per request.
import MiniSearch from 'minisearch';
import type { SearchResultItem } from '@genetype/domain/contracts';
import {
  choseongOf,
  correctKoreanWord,
  endsSentence,
  englishQueryWords,
  highlightTerms,
  isChoseongWord,
  knownWords,
  matchesChoseong,
  normalizeSearchText,
  onlyNamesTypes,
  searchWords,
  stemKoreanWord,
  typeIdsNamedBy,
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

/** What a query finds, and how its words were taken. */
export interface SearchAnswer {
  /** Best first; empty when nothing matches. */
  results: SearchResultItem[];
  /**
   * The query as corrected when its words as typed found nothing and a word one jamo away did
   * ('지구럭' → '지구력'): the results are that query's. Null otherwise.
   */
  suggestion: string | null;
  /** Which of its document's passages describes each result (null: the document's summary). */
  passages: readonly (number | null)[];
}

export interface SearchIndex {
  /** Results for a query, best first; an empty list when nothing matches. */
  search(query: string): SearchResultItem[];
  /** The results with the correction they were found by (cached: no work per repeated query). */
  answer(query: string): SearchAnswer;
  /** The results as the JSON text of a response (cached with them). */
  searchJson(query: string): string;
  /**
   * Another language's answer shown in this index's language: the same documents (ids are shared)
   * described by the same passage, since the two contents are translations passage for passage.
   */
  translate(answer: SearchAnswer): SearchResultItem[];
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

/** A result's description and the passage it is cut from (null: the document's summary). */
export interface Excerpt {
  text: string;
  passage: number | null;
}

/** The passage that contains the most query terms, cut to EXCERPT_LENGTH around the first one. */
export function excerptOf(
  document: SearchDocument,
  query: string,
  { terms, typed }: QueryTerms = queryTermsOf(query),
): Excerpt {
  let best: { index: number; score: number } | null = null;
  const lowers = lowerPassagesOf(document);
  const present = terms.filter((term) => lowers.all.includes(term));
  for (const [index, lower] of lowers.each.entries()) {
    const score = present
      .filter((term) => lower.includes(term))
      .reduce((sum, term) => sum + (typed.has(term) ? 3 : 1), 0);
    if (score > 0 && (!best || score > best.score)) best = { index, score };
  }
  const passage = best ? (document.passages[best.index] as string) : document.summary;
  const at = best?.index ?? null;
  if (passage.length <= EXCERPT_LENGTH) return { text: passage, passage: at };
  const lower = passage.toLowerCase();
  const first = Math.min(
    ...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0),
    passage.length,
  );
  return { text: cutPassage(passage, first), passage: at };
}

/** excerptOf's text. */
export function excerptFor(document: SearchDocument, query: string, terms?: QueryTerms): string {
  return excerptOf(document, query, terms).text;
}

/**
 * A document's description for one query; `matched` are the index terms MiniSearch matched in it
 * (what a typo was taken for).
 */
export type Excerpter = (document: SearchDocument, matched: readonly string[]) => Excerpt;

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
  /** Whether excerpts are cut between words (English), not anywhere (Korean). */
  wholeWordExcerpts: boolean;
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
  wholeWordExcerpts: false,
  excerpter: (query, spelled) => {
    const queryTerms = queryTermsOf(query, spelled);
    return (document) => excerptOf(document, query, queryTerms);
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
  wholeWordExcerpts: true,
  excerpter: (query, _spelled, isTerm) => englishExcerpter(query, cutPassage, isTerm),
};

export const SEARCH_RULES: Record<ApiLanguage, SearchRules> = {
  ko: KOREAN_RULES,
  en: ENGLISH_RULES,
};

function resultOf(document: SearchDocument, description: string): SearchResultItem {
  return {
    _id: document.id,
    link: document.link,
    name: document.name,
    number: document.number,
    headingType: document.headingType,
    character: document.character,
    type: document.type,
    description,
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

  // Every stem of the corpus and how many documents have it: initial-consonant queries
  // (ㅊㅇㅅ → 창의성) and typo corrections (지구럭 → 지구력) are matched to these.
  const stemDocuments = new Map<string, number>();
  for (const document of documents) {
    const stems = new Set(FIELDS.flatMap((field) => rules.stemsOf(document.fields[field])));
    for (const stem of stems) stemDocuments.set(stem, (stemDocuments.get(stem) ?? 0) + 1);
  }
  const vocabulary = [...stemDocuments.keys()].map((stem) => ({
    stem,
    consonants: choseongOf(stem),
  }));
  const choseong: ChoseongLookup = (query) =>
    vocabulary
      .filter(({ stem, consonants }) => matchesChoseong(stem, query, consonants))
      .map(({ stem }) => stem);
  const known = knownWords(stemDocuments);

  function run(words: readonly string[], options?: { fuzzy?: boolean }) {
    const tree = rules.buildQuery(words, choseong, { ...options, isTerm });
    // MiniSearch's Query type is the same tree; its typings want SearchOptions on each node.
    return tree ? miniSearch.search(tree as Parameters<typeof miniSearch.search>[0]) : [];
  }

  type Hits = ReturnType<typeof run>;

  /**
   * The query's words with each that finds nothing replaced by the known word one jamo away
   * (지구럭 → 지구력, its particle kept: 지구럭을 → 지구력을); null when none could be.
   */
  function corrected(words: readonly string[]): string[] | null {
    let changed = false;
    const fixed = words.map((word) => {
      if (run([word]).length > 0) return word;
      const stem = stemKoreanWord(word);
      const fix = correctKoreanWord(stem, known);
      if (!fix) return word;
      changed = true;
      return `${fix}${word.slice(stem.length)}`;
    });
    return changed ? fixed : null;
  }

  /**
   * Every word must match. A sentence ("집중력이 약해요") ends in a predicate the content may
   * phrase otherwise: the pages its other words find follow the pages all its words find. When
   * all words together still find nothing, a word one jamo from a known word is read as that word
   * (and said so: `suggestion`); else the words that find nothing alone are left out; when the
   * rest find nothing together, any of them may match (more matching words rank higher).
   */
  function hitsFor(query: string): { hits: Hits; suggestion: string | null } {
    const words = rules.queryWords(query);
    let hits = run(words);
    if (words.length >= 2 && rules.endsSentence(words[words.length - 1] as string)) {
      const seen = new Set(hits.map((hit) => hit.id));
      hits = [...hits, ...run(words.slice(0, -1)).filter((hit) => !seen.has(hit.id))];
    }
    if (hits.length > 0) return { hits, suggestion: null };
    const closedUp = rules.closedUpQuery(query);
    if (closedUp) hits = run([closedUp]);
    // A typo (patince): the same words, each forgiving one letter.
    const fuzzy = rules.fuzzyFallback ? { fuzzy: true } : undefined;
    if (hits.length === 0 && fuzzy) hits = run(words, fuzzy);
    if (hits.length > 0) return { hits, suggestion: null };
    const fixed = corrected(words);
    if (fixed) {
      const found = hitsFor(fixed.join(' ')).hits;
      if (found.length > 0) return { hits: found, suggestion: fixed.join(' ') };
    }
    if (words.length < 2) return { hits, suggestion: null };
    const found = words.filter((word) => run([word], fuzzy).length > 0);
    if (found.length === 0) return { hits, suggestion: null };
    if (found.length < words.length) hits = run(found, fuzzy);
    if (hits.length > 0 || found.length < 2) return { hits, suggestion: null };
    // The same word queries, any of which may match.
    const anyWord = {
      ...rules.buildQuery(found, choseong, { ...fuzzy, isTerm }),
      combineWith: 'OR',
    };
    return {
      hits: miniSearch.search(anyWord as Parameters<typeof miniSearch.search>[0]),
      suggestion: null,
    };
  }

  /** The types a query names exactly (its code, its number) come first, found or not. */
  function namedFirst(query: string, hits: Hits): { id: string; terms: readonly string[] }[] {
    const named = typeIdsNamedBy(query)
      .map((id) => `type-${id}`)
      .filter((id) => byId.has(id));
    if (named.length === 0) return hits;
    const matched = new Map(hits.map((hit) => [String(hit.id), hit.terms]));
    return [
      ...named.map((id) => ({ id, terms: matched.get(id) ?? [] })),
      ...hits.filter((hit) => !named.includes(String(hit.id))),
    ];
  }

  // The same words are searched again and again (the recommended words, recent searches).
  const cache = new Map<string, { answer: SearchAnswer; json: string }>();

  function cached(query: string) {
    const key = normalizeSearchText(query);
    const hit = cache.get(key);
    if (hit) return hit;
    const { hits, suggestion } = hitsFor(key);
    // What is marked and quoted is what was searched: the corrected words when corrected.
    const searched = suggestion ?? key;
    const spelled = rules.queryWords(searched).filter(rules.isChoseongWord).flatMap(choseong);
    const excerpt = rules.excerpter(searched, spelled, isTerm);
    // A query that only names types (II-A-44-SS, 4번) is described by each type's summary.
    const summaries = onlyNamesTypes(key);
    const results: SearchResultItem[] = [];
    const passages: (number | null)[] = [];
    for (const found of namedFirst(key, hits)) {
      const document = byId.get(String(found.id));
      if (!document) continue;
      const { text, passage } = summaries
        ? { text: cutPassage(document.summary, document.summary.length), passage: null }
        : excerpt(document, found.terms);
      results.push(resultOf(document, text));
      passages.push(passage);
    }
    const answer: SearchAnswer = { results, suggestion, passages };
    const entry = { answer, json: JSON.stringify(results) };
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
    return entry;
  }

  function translate(answer: SearchAnswer): SearchResultItem[] {
    return answer.results.flatMap((result, index) => {
      const document = byId.get(result._id);
      if (!document) return [];
      const at = answer.passages[index] ?? null;
      const passage = at === null ? undefined : document.passages[at];
      const text = passage ?? document.summary;
      return [resultOf(document, cutPassage(text, text.length, rules.wholeWordExcerpts))];
    });
  }

  return {
    size: documents.length,
    search: (query) => cached(query).answer.results,
    answer: (query) => cached(query).answer,
    searchJson: (query) => cached(query).json,
    translate,
  };
}
