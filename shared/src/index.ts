// Browser entry of @genetype/shared. Front-end code imports its stateful parts only from here, so
// the federation singleton gives every app the same stores and API client. The form schemas are
// not in it: forms import `@genetype/shared/validation` (pure, bundled by each app that has forms),
// so yup loads with the first form, not with every page.

// The domain without its family rules (domain/family.ts): only the member's family pages, the
// printed report and the form for answering on another person's behalf use them, and they import
// them from the pure `@genetype/shared/domain` entry (bundled by the pages that use them), not from
// this singleton that every first visit loads (issue 18).
export * from './domain/apps.js';
export * from './domain/genes.js';
export * from './domain/catalogue.js';
export * from './domain/sections.js';
export * from './domain/progress.js';
export * from './domain/main-action.js';
export * from './domain/routes.js';
export * from './domain/constants.js';
export * from './domain/search-terms.js';
export * from './domain/titles.js';
export * from './domain/member-name.js';
export * from './contracts/index.js';
export * from './storage/index.js';
export * from './api/index.js';
export * from './stores/index.js';
export * from './i18n/index.js';
