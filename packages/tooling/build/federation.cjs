// The one shared-dependency contract of every GeneType app (DESIGN §2, §9).
// Each app's webpack config takes `shared` from here, so versions and singleton rules
// can never drift between the shell and the remotes.
const path = require('node:path');
const sharedPkg = require('@genetype/shared/package.json');
const uiPkg = require('@genetype/ui/package.json');

// The libraries' versions as the packages that use them pin them (one version in the repository).
const deps = { ...uiPkg.dependencies, ...sharedPkg.dependencies };

function singleton(version) {
  return { singleton: true, requiredVersion: version, strictVersion: false };
}

/**
 * The version of @genetype/shared this build is made against: its package.json, which
 * `npm run shared:version` keeps in step with its public surface (shared/public-surface.json,
 * docs/decisions.md "Versioning @genetype/shared"). GENETYPE_SHARED_VERSION_OVERRIDE builds an app
 * as if shared were at another version — only the journeys use it (e2e/tests/shared-version.spec.ts).
 */
function sharedVersion() {
  const override = process.env.GENETYPE_SHARED_VERSION_OVERRIDE;
  if (!override) return sharedPkg.version;
  if (!/^\d+\.\d+\.\d+$/.test(override)) {
    throw new Error(`GENETYPE_SHARED_VERSION_OVERRIDE=${override} is not a version (e.g. 2.0.0)`);
  }
  return override;
}

/**
 * A singleton of our own versioned package: a build needs the minor it was made against or a later
 * one of the same major (`^major.minor.0`; patches never change the surface). Strict, so that the
 * federation runtime refuses to hand a remote a copy it was not built for: the remote fails to load
 * and is contained (fallback, telemetry) instead of running against missing exports.
 */
function versionedSingleton(version) {
  const [major, minor] = version.split('.');
  return { singleton: true, requiredVersion: `^${major}.${minor}.0`, strictVersion: true, version };
}

const ownVersion = sharedVersion();

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
  '@genetype/shared/query': versionedSingleton(ownVersion),
  // The sign-in providers' and the identity check's calls and popups (issue 18): one providers
  // cache and one pending sign-up per page; loaded with the login modal, the find-account modal or
  // the member's pages that use them, not with every first visit.
  '@genetype/shared/providers': versionedSingleton(ownVersion),
  '@genetype/shared': versionedSingleton(ownVersion),
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
