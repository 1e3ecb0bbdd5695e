// Browser entry of @genetype/shared: what must exist once per page (the API client, the stores,
// the browser-storage keys, the i18n engine). A federation singleton, so every app gets the same
// stores and client. Pure domain, contracts and validation are @genetype/domain, bundled by each
// app; the query client and the providers' calls are the `./query` and `./providers` entries.
export * from './storage/index.js';
export * from './api/index.js';
export * from './stores/index.js';
export * from './i18n/index.js';
