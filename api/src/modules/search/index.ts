import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { requestLanguage, varyByLanguage } from '../../i18n/index.js';
import type { ApiLanguage } from '../../i18n/index.js';
import { searchSchema } from './search-schemas.js';
import { contentCorpus } from './content-corpus.js';
import { searchDocumentsOf } from './search-corpus.js';
import { SEARCH_RULES, createSearchIndex } from './search-index.js';
import type { SearchIndex } from './search-index.js';
import { SEARCH_SUGGESTION_HEADER } from '@genetype/domain/contracts';
import { hasWordsOfOtherLanguage, normalizeSearchText } from '@genetype/domain/search';

/**
 * `POST /main/search` `{ searchItem }` → results, best first, from the content in the request's
 * language (Accept-Language; Korean by default). Public: no session needed. Words of the other
 * language find that language's pages, shown in the request's language (contentSearch).
 * Each answer carries `Server-Timing: search;dur=<ms>` (parse, validate, search, serialize), which
 * `npm run bench` reads to report the server's own time.
 */
export const searchModule: FastifyPluginAsyncTypebox = async (app) => {
  // The Korean index is built before the first request; the English one on the first English
  // search (server.ts warms it once listening), so a test app does not pay for it unused.
  contentSearchIndex('ko');
  // After serialization, so the figure covers the whole of the server's work (400s included).
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('server-timing', `search;dur=${reply.elapsedTime.toFixed(3)}`);
    return payload;
  });

  app.post('/search', { schema: searchSchema }, async (request, reply) => {
    const { searchItem } = request.body;
    const language = requestLanguage(request);
    const { json, suggestion } = contentSearch(language, searchItem);
    // The query the results were found by, when a typo was corrected ('혹시 지구력?').
    if (suggestion) void reply.header(SEARCH_SUGGESTION_HEADER, encodeURIComponent(suggestion));
    return sendJsonText(reply, language, json);
  });
};

/**
 * The JSON text is cached with the results: a repeated query costs no serialization. The route's
 * schema documents the answer; a string is sent as it is (hence the untyped reply).
 */
function sendJsonText(reply: FastifyReply, language: string, json: string): FastifyReply {
  varyByLanguage(reply);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-language', language)
    .send(json);
}

const contentIndexes = new Map<ApiLanguage, SearchIndex>();

/**
 * The index over the site's content in `language` (Korean by default), built on first use and
 * kept for the life of the process.
 */
export function contentSearchIndex(language: ApiLanguage = 'ko'): SearchIndex {
  let index = contentIndexes.get(language);
  if (!index) {
    index = createSearchIndex(searchDocumentsOf(contentCorpus(language)), SEARCH_RULES[language]);
    contentIndexes.set(language, index);
  }
  return index;
}

export default searchModule;
export const autoPrefix = '/main';

const OTHER_LANGUAGE: Record<ApiLanguage, ApiLanguage> = { ko: 'en', en: 'ko' };
const CROSS_CACHE_SIZE = 200;
const crossAnswers = new Map<string, string>();

/**
 * What a query finds in `language`'s content; when that is nothing and the query has words of the
 * other language (집중 in English, focus in Korean), what it finds in the other language's
 * content, shown in `language` (the documents are the same pages in both).
 */
export function contentSearch(
  language: ApiLanguage,
  query: string,
): { json: string; suggestion: string | null } {
  const own = contentSearchIndex(language);
  const answer = own.answer(query);
  if (answer.results.length > 0 || !hasWordsOfOtherLanguage(query, language)) {
    return { json: own.searchJson(query), suggestion: answer.suggestion };
  }
  const other = contentSearchIndex(OTHER_LANGUAGE[language]).answer(query);
  if (other.results.length === 0) return { json: own.searchJson(query), suggestion: null };
  const key = `${language}\n${normalizeSearchText(query)}`;
  let json = crossAnswers.get(key);
  if (json === undefined) {
    json = JSON.stringify(own.translate(other));
    if (crossAnswers.size >= CROSS_CACHE_SIZE) {
      crossAnswers.delete(crossAnswers.keys().next().value as string);
    }
    crossAnswers.set(key, json);
  }
  return { json, suggestion: other.suggestion };
}
