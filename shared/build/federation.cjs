// The one shared-dependency contract of every GeneType app (DESIGN §2, §9).
// Each app's webpack config takes `shared` from here, so versions and singleton rules
// can never drift between the shell and the remotes.
const path = require('node:path');
const sharedPkg = require('../package.json');

const deps = sharedPkg.dependencies;

function singleton(version) {
  return { singleton: true, requiredVersion: version, strictVersion: false };
}

/** Modules that must exist exactly once on the page. */
const sharedModules = {
  react: singleton(deps.react),
  'react/jsx-runtime': singleton(deps.react),
  'react-dom': singleton(deps['react-dom']),
  'react-dom/client': singleton(deps['react-dom']),
  // The declarative-mode subset (router-facade.mjs), still one instance for every app.
  'react-router-dom': {
    ...singleton(deps['react-router-dom']),
    import: path.join(__dirname, 'router-facade.mjs'),
    version: deps['react-router-dom'].replace(/^[^0-9]*/, ''),
  },
  zustand: singleton(deps.zustand),
  // i18next is not shared on its own: only @genetype/shared (itself a singleton) imports it,
  // lazily, for a non-Korean page (shared/src/i18n/engine.ts) — one instance per page, in a chunk
  // named `i18next`.
  // The query library and the one client (issue 16): one per page, like the stores; loaded with
  // the first page that fetches through it.
  '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
  '@genetype/shared/query': singleton(sharedPkg.version),
  // The sign-in providers' and the identity check's calls and popups (issue 18): one providers
  // cache and one pending sign-up per page; loaded with the login modal, the find-account modal or
  // the member's pages that use them, not with every first visit.
  '@genetype/shared/providers': singleton(sharedPkg.version),
  '@genetype/shared': singleton(sharedPkg.version),
};

/** Federation container names: one per app, also used as webpack `uniqueName`. */
const containerNames = {
  shell: 'shell',
  'mf-content': 'mf_content',
  'mf-questionnaire': 'mf_questionnaire',
  'mf-account': 'mf_account',
  'mf-search': 'mf_search',
};

/** Local ports of `npm start` / `npm run dev` (DESIGN §6). */
const ports = {
  shell: 3000,
  'mf-content': 3001,
  'mf-questionnaire': 3002,
  'mf-account': 3003,
  'mf-search': 3004,
  api: 4000,
};

module.exports = { sharedModules, containerNames, ports };
