// Test support for the apps' component tests (never part of a bundle). The MSW server is its
// own entry, `@genetype/tooling/testing/msw`, as it needs the jest-fixed-jsdom environment.
export * from './render.js';
export * from './app-routes.js';
export * from './settle.js';
