// Pure entry point (@genetype/domain): safe for Node, no browser or library state.
export * from './apps.js';
export * from './genes.js';
export * from './catalogue.js';
export * from './sections.js';
export * from './progress.js';
export * from './main-action.js';
export * from './routes.js';
export * from './constants.js';
export * from './search-terms.js';
export * from './titles.js';
export * from './type-names.js';
export * from './type-names-en.js';
export * from './member-name.js';
export * from './family.js';
export * from './languages.js';
export * from './gene-scale.js';
export * from './test-position.js';
