// The one shared-dependency contract of every GeneType app (DESIGN §2, §9).
// Each app's webpack config takes its federation `shared` list from here, so versions and singleton rules
// can never drift between the shell and the remotes.
const path = require('node:path');
const platformPkg = require('@genetype/platform/package.json');
const uiPkg = require('@genetype/ui/package.json');

// The libraries' versions as the packages that use them pin them (one version in the repository).
const deps = { ...uiPkg.dependencies, ...platformPkg.dependencies };

function singleton(version) {
  return { singleton: true, requiredVersion: version, strictVersion: false };
}

/**
 * The version of @genetype/platform this build is made against: its package.json, which
 * `npm run platform:version` keeps in step with its public surface
 * (packages/platform/public-surface.json, docs/decisions.md "Versioning @genetype/platform").
 * GENETYPE_PLATFORM_VERSION_OVERRIDE builds an app as if the platform were at another version — only
 * the journeys use it (e2e/tests/platform-version.spec.ts).
 */
function platformVersion() {
  const override = process.env.GENETYPE_PLATFORM_VERSION_OVERRIDE;
  if (!override) return platformPkg.version;
  if (!/^\d+\.\d+\.\d+$/.test(override)) {
    throw new Error(`GENETYPE_PLATFORM_VERSION_OVERRIDE=${override} is not a version (e.g. 2.0.0)`);
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

const ownVersion = platformVersion();

/**
 * Modules that must exist exactly once on the page: the libraries that hold page state or React's
 * own, and the platform package. Everything else of ours (@genetype/domain, /content, /ui) is
 * bundled into each app that uses it: it holds no page state, so a copy per app is harmless.
 */
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
  // i18next is not shared on its own: only @genetype/platform (itself a singleton) imports it,
  // lazily, for a non-Korean page (packages/platform/src/i18n/engine.ts) — one instance per page, in a chunk
  // named `i18next`.
  // The platform's three entries are split on purpose (issues 16, 18; budgets.json): federation
  // shares a module whole, without tree shaking, so the query client (with TanStack Query, 13 KB
  // gzip) and the providers' calls are entries of their own, loaded with the first page that
  // needs them instead of with every first visit. One package, one version, three singletons.
  // The query library and the one client (issue 16): one per page, like the stores.
  '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
  '@genetype/platform/query': versionedSingleton(ownVersion),
  // The sign-in providers' and the identity check's calls and popups (issue 18): one providers
  // cache and one pending sign-up per page; loaded with the login modal, the find-account modal or
  // the member's pages that use them, not with every first visit.
  '@genetype/platform/providers': versionedSingleton(ownVersion),
  '@genetype/platform': versionedSingleton(ownVersion),
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

/**
 * What a production remote consumes from the shell without a fallback copy of its own: entries the
 * shell always provides (it renders with JSX and its own pages read through the query client) and
 * whose version the release check reads elsewhere in the remote's mf-manifest.json — react for its
 * JSX runtime, @genetype/platform for the client (one package, one version); TanStack Query is
 * reached only through the client. A copy a remote brings is registered twice in its
 * remoteEntry.js (share scope and runtime options, ≈ 250 B raw each) and never runs beside the
 * shell's; without it, a remote that reads through a query pays only a consume record (≈ 215 B
 * raw; docs/decisions.md, "No fetching in an effect"). react-dom/client keeps its copy: it is what
 * lists react-dom in the manifest, which the release check reads. Development builds keep every
 * fallback: there a remote also runs alone on its own port.
 */
const SHELL_PROVIDED = ['react/jsx-runtime', '@tanstack/react-query', '@genetype/platform/query'];

/** The `shared` option of an app's build: a production remote brings no copy of SHELL_PROVIDED. */
function sharedFor({ remote, production }) {
  if (!remote || !production) return sharedModules;
  return Object.fromEntries(
    Object.entries(sharedModules).map(([name, config]) => [
      name,
      SHELL_PROVIDED.includes(name) ? { ...config, import: false } : config,
    ]),
  );
}

module.exports = { sharedModules, sharedFor, containerNames, ports };
