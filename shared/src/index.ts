// Browser entry of @genetype/shared. Front-end code imports its stateful parts only from here, so
// the federation singleton gives every app the same stores and API client. The form schemas are
// not in it: forms import `@genetype/shared/validation` (pure, bundled by each app that has forms),
// so yup loads with the first form, not with every page.
export * from './domain/index.js';
export * from './contracts/index.js';
export * from './storage/index.js';
export * from './api/index.js';
export * from './stores/index.js';
export * from './i18n/index.js';
