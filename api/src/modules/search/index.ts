import type { FastifyInstance } from 'fastify';
import { searchRequestSchema } from '@genetype/shared/validation';
import { validateBody } from '../../lib/validate.js';
import { searchSchema } from './search-schemas.js';
import { contentCorpus } from './content-corpus.js';
import { searchDocumentsOf } from './search-corpus.js';
import { createSearchIndex } from './search-index.js';
import type { SearchIndex } from './search-index.js';

export interface SearchModuleOptions {
  /** Built once at start-up (see app.ts), shared by every request. */
  index: SearchIndex;
}

/**
 * `POST /main/search` `{ searchItem }` → results, best first. Public: no session needed.
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
    // The JSON text is cached with the results: a repeated query costs no serialization.
    return reply.type('application/json; charset=utf-8').send(options.index.searchJson(searchItem));
  });
}

let contentIndex: SearchIndex | null = null;

/** The index over the site's content, built on first use and kept for the life of the process. */
export function contentSearchIndex(): SearchIndex {
  contentIndex ??= createSearchIndex(searchDocumentsOf(contentCorpus()));
  return contentIndex;
}
