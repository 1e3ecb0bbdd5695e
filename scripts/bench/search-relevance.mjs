// `npm run bench`, search relevance part (issue 38): how many of the pages a member expects the
// search puts on its first page. The queries and the pages each should find are data
// (api/src/modules/search/relevance-queries.json, judged by hand); the search is the built API's
// own (`contentSearch`: the request's language, typo corrections, the other language's words).
// Reports recall@10 (of the expected pages, the share on the first page of 10, averaged over the
// queries), how often the first result is an expected page, and every miss. The floor that
// `npm test` holds is in api/src/modules/search/search-relevance.test.ts.
// Alone: `node scripts/bench/search-relevance.mjs` (builds the API when stale).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll } from '../lib/build.mjs';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import { green, red } from '../lib/log.mjs';
import { ROOT } from '../lib/workspace.mjs';

const PER_PAGE = 10;
const QUERIES_FILE = path.join(ROOT, 'api', 'src', 'modules', 'search', 'relevance-queries.json');

export async function measureSearchRelevance() {
  const built = await buildAll({ targets: ['api'] });
  if (built.some((result) => !result.ok)) throw new Error('the API did not build.');
  const { contentSearch } = await import(
    pathToFileURL(path.join(ROOT, 'api', 'dist', 'modules', 'search', 'index.js')).href
  );
  const { queries } = JSON.parse(fs.readFileSync(QUERIES_FILE, 'utf8'));
  const scored = queries.map((q) => {
    const found = JSON.parse(contentSearch(q.language, q.query).json)
      .slice(0, PER_PAGE)
      .map((result) => result._id);
    const missing = q.expected.filter((id) => !found.includes(id));
    return {
      ...q,
      found,
      missing,
      recall: 1 - missing.length / q.expected.length,
      firstRight: q.expected.includes(found[0]),
    };
  });
  const mean = (list, pick) => list.reduce((sum, item) => sum + pick(item), 0) / list.length;
  const byLanguage = ['ko', 'en'].map((language) => {
    const own = scored.filter((q) => q.language === language);
    return { language, count: own.length, recall: mean(own, (q) => q.recall) };
  });
  return {
    count: scored.length,
    recall: mean(scored, (q) => q.recall),
    firstRight: mean(scored, (q) => (q.firstRight ? 1 : 0)),
    byLanguage,
    misses: scored.filter((q) => q.missing.length > 0),
  };
}

const percent = (value) => `${(value * 100).toFixed(1)} %`;

export function searchRelevanceSection(result) {
  const misses = result.misses
    .map(
      (q) =>
        `- ${q.language} “${q.query}” (${q.why}): expected ${q.missing.join(', ')}; first page ${q.found.length ? q.found.slice(0, 3).join(', ') + (q.found.length > 3 ? ', …' : '') : 'empty'}`,
    )
    .join('\n');
  return `## Search relevance

Measured ${new Date().toISOString().slice(0, 10)} by \`scripts/bench/search-relevance.mjs\` over ${result.count} everyday queries
(\`api/src/modules/search/relevance-queries.json\`: each with the pages a member typing it would
expect, judged by hand by reading the pages — gene and learning-gene sections, a group's six
reports, one report for a code or a number; Korean and English pages, typos, initial consonants,
a parent's sentences, and words of the other language). Recall@${PER_PAGE}: of the expected pages,
the share on the first page of results, averaged over the queries. \`npm test\` holds a floor of
88 % (\`search-relevance.test.ts\`).

| measure | value |
| --- | ---: |
| recall@${PER_PAGE}, all ${result.count} queries | ${percent(result.recall)} |
${result.byLanguage.map((l) => `| recall@${PER_PAGE}, ${l.language === 'ko' ? 'Korean' : 'English'} pages (${l.count}) | ${percent(l.recall)} |`).join('\n')}
| first result is an expected page | ${percent(result.firstRight)} |
| the same queries before issue 38 (no typo correction, no other-language words) | 78.6 % |

What it misses: a parent's sentence about a trait finds the reports that use its words, not the
gene page that explains the trait (no query expansion from a sentence to a concept).

${misses || '- none'}
`;
}

export async function runSearchRelevanceBench() {
  const result = await measureSearchRelevance();
  writeBenchSection('## Search relevance', searchRelevanceSection(result));
  console.log(
    green(`docs/benchmarks.md: search relevance written (recall@10 ${percent(result.recall)}).`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await runSearchRelevanceBench();
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  }
}
