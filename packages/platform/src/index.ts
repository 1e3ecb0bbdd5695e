// Browser entry of @genetype/platform: what must exist once per page (the API client, the stores,
// the browser-storage keys, the i18n engine). A federation singleton, so every app gets the same
// stores and client. Pure domain, contracts and validation are @genetype/domain, bundled by each
// app; the query client and the providers' calls are the `./query` and `./providers` entries.
import { recordEvaluation } from './evaluations.js';

export * from './storage/index.js';
export * from './api/index.js';
export * from './stores/index.js';
export * from './i18n/index.js';

// Counted where the singletons journey reads it: this entry must run once per page.
recordEvaluation('@genetype/platform');
