// Relevance (issue 38): everyday queries, each with the pages a member typing it would expect,
// kept as data (relevance-queries.json; judged by hand, by reading the pages). The score is
// recall@10 — of the pages expected, the share on the first page of results (10) — averaged over
// the queries, as the search API answers them (the request's language, its corrections, the other
// language's pages for its words). docs/benchmarks.md ("Search relevance") reports the figure;
// this asserts a floor under it and prints every miss, so a change that loses relevance says where.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_RESULTS_PER_PAGE } from '@genetype/domain';
import type { ApiLanguage } from '../../i18n/index.js';
import { contentSearch } from './index.js';

interface RelevanceQuery {
  language: ApiLanguage;
  query: string;
  expected: string[];
  why: string;
}

const { queries } = JSON.parse(
  readFileSync(path.join(__dirname, 'relevance-queries.json'), 'utf8'),
) as { queries: RelevanceQuery[] };

/** Measured 2026-11-29 (docs/benchmarks.md): 91.1 % (78.6 % before issue 38). The floor leaves room for a changed text. */
const RECALL_FLOOR = 0.88;

function firstPage({ language, query }: RelevanceQuery): string[] {
  const { json } = contentSearch(language, query);
  return (JSON.parse(json) as { _id: string }[])
    .slice(0, SEARCH_RESULTS_PER_PAGE)
    .map((result) => result._id);
}

describe('search relevance over everyday queries', () => {
  it('has at least 40 queries, in both languages, each expecting known pages', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(queries.map((q) => q.language))).toEqual(new Set(['ko', 'en']));
    const ids = new Set(
      JSON.parse(contentSearch('ko', '유형').json).map((r: { _id: string }) => r._id),
    );
    for (const q of queries) {
      expect(q.expected.length).toBeGreaterThan(0);
      for (const id of q.expected) expect(/^type-\d+$/.test(id) || ids.has(id)).toBe(true);
    }
  });

  it(`reaches a recall@${SEARCH_RESULTS_PER_PAGE} of at least ${RECALL_FLOOR * 100} %`, () => {
    const scored = queries.map((q) => {
      const found = firstPage(q);
      const missing = q.expected.filter((id) => !found.includes(id));
      return { q, found, missing, recall: 1 - missing.length / q.expected.length };
    });
    const recall = scored.reduce((sum, { recall: r }) => sum + r, 0) / scored.length;
    const misses = scored
      .filter(({ missing }) => missing.length > 0)
      .map(
        ({ q, found, missing }) =>
          `${q.language} "${q.query}" → missing ${missing.join(', ')}; got [${found.join(', ')}]`,
      );
    // Printed on every run, so the figure is visible, not only a failure.
    console.info(
      `search relevance: recall@${SEARCH_RESULTS_PER_PAGE} ${(recall * 100).toFixed(1)} % over ${scored.length} queries` +
        (misses.length > 0 ? `\nmisses:\n${misses.join('\n')}` : ''),
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
