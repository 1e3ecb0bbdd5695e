// The search index: built once from the content when the API starts, queried per request.
import MiniSearch from 'minisearch';
import type { SearchResultItem } from '@genetype/shared/contracts';
import {
  highlightTerms,
  normalizeSearchText,
  searchWords,
  stemKoreanWord,
} from '@genetype/shared/domain';
import { buildQuery, closedUpQuery, indexTerms } from './korean-tokenizer.js';
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

/** The passage that contains the most query terms, cut to EXCERPT_LENGTH around the first one. */
export function excerptFor(document: SearchDocument, query: string): string {
  const terms = highlightTerms(query);
  // The words as typed (and their stems) count more than the related words they stand for.
  const typed = new Set(searchWords(query).flatMap((word) => [word, stemKoreanWord(word)]));
  let best: { passage: string; score: number } | null = null;
  for (const passage of document.passages) {
    const lower = passage.toLowerCase();
    const score = terms
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
  if (first === passage.length || first < EXCERPT_LENGTH / 2) {
    return `${passage.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
  }
  const start = Math.max(0, first - Math.floor(EXCERPT_LENGTH / 3));
  const end = Math.min(passage.length, start + EXCERPT_LENGTH);
  return `…${passage.slice(start, end).trim()}${end < passage.length ? '…' : ''}`;
}

function resultOf(document: SearchDocument, query: string): SearchResultItem {
  return {
    _id: document.id,
    link: document.link,
    name: document.name,
    number: document.number,
    headingType: document.headingType,
    character: document.character,
    type: document.type,
    description: excerptFor(document, query),
    kind: document.kind,
    ...(document.state ? { state: document.state } : {}),
  };
}

export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const miniSearch = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    idField: 'id',
    extractField: (document, field) =>
      field === 'id' ? document.id : document.fields[field as IndexedFields],
    tokenize: indexTerms,
    // Terms arrive normalized from indexTerms; query leaves are terms already.
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOST,
      tokenize: (term) => [term],
      processTerm: (term) => term,
    },
  });
  miniSearch.addAll(documents);

  function run(query: string) {
    const tree = buildQuery(query);
    // MiniSearch's Query type is the same tree; its typings want SearchOptions on each node.
    return tree ? miniSearch.search(tree as Parameters<typeof miniSearch.search>[0]) : [];
  }

  // The same words are searched again and again (the recommended words, recent searches).
  const cache = new Map<string, { results: SearchResultItem[]; json: string }>();

  function cached(query: string) {
    const key = normalizeSearchText(query);
    const hit = cache.get(key);
    if (hit) return hit;
    let hits = run(key);
    const closedUp = hits.length === 0 ? closedUpQuery(key) : null;
    if (closedUp) hits = run(closedUp);
    const results = hits.flatMap((found) => {
      const document = byId.get(String(found.id));
      return document ? [resultOf(document, key)] : [];
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
