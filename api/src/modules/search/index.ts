import type { FastifyInstance } from 'fastify';
import { searchRequestSchema } from '@genetype/domain/validation';
import { validateBody } from '../../lib/validate.js';
import { requestLanguage, varyByLanguage } from '../../i18n/index.js';
import type { ApiLanguage } from '../../i18n/index.js';
import { searchSchema } from './search-schemas.js';
import { contentCorpus } from './content-corpus.js';
import { searchDocumentsOf } from './search-corpus.js';
import { SEARCH_RULES, createSearchIndex } from './search-index.js';
import type { SearchIndex } from './search-index.js';

export interface SearchModuleOptions {
  /** The index of each language's content (see app.ts), shared by every request. */
  indexOf(language: ApiLanguage): SearchIndex;
}

/**
 * `POST /main/search` `{ searchItem }` → results, best first, from the content in the request's
 * language (Accept-Language; Korean by default). Public: no session needed.
 * Each answer carries `Server-Timing: search;dur=<ms>` (parse, validate, search, serialize), which
 * `npm run bench` reads to report the server's own time.
 */
export async function searchModule(
  app: FastifyInstance,
  options: SearchModuleOptions,
): Promise<void> {
  // After serialization, so the figure covers the whole of the server's work (400s included).
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('server-timing', `search;dur=${reply.elapsedTime.toFixed(3)}`);
    return payload;
  });

  app.post('/search', { schema: searchSchema }, async (request, reply) => {
    const { searchItem } = await validateBody(searchRequestSchema, request.body);
    const language = requestLanguage(request);
    varyByLanguage(reply);
    // The JSON text is cached with the results: a repeated query costs no serialization.
    return reply
      .type('application/json; charset=utf-8')
      .header('content-language', language)
      .send(options.indexOf(language).searchJson(searchItem));
  });
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
