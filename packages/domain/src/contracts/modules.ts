// The contracts between the front-end modules (issue 32): what each remote exposes and of which
// kind, who mounts which expose and where, which files each build publishes for the shell and the
// page composer (with a schema for each JSON file), and which routes each module owns. TypeBox
// gives the TypeScript types and the JSON Schemas from this one description.
//
// Its own entry point, @genetype/domain/contracts/modules, and not part of `./contracts`: that one
// is re-exported by the browser singleton `@genetype/platform`, which would then carry TypeBox to
// every first visit. The apps import only types from here (erased from their bundles); the Node
// scripts (scripts/lib/deploy/contract.mjs) and the build (packages/tooling/build/module-contract-plugin.cjs)
// import its values from the domain package's dist, as the page composer does with the route table.
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { APP_NAMES, REMOTE_APPS } from '../domain/apps.js';
import type { AppName } from '../domain/apps.js';
import { ROUTE_TABLE, matchRoute, routesOf } from '../domain/routes.js';

export type RemoteModule = Exclude<AppName, 'shell'>;

/** single-spa lifecycles the shell registers as an application, or a parcel another app mounts. */
export type ExposeKind = 'app' | 'parcel';

// ── what each remote exposes ─────────────────────────────────────────────────────────────────────

/**
 * Every remote's federated exposes (its webpack.config.js `exposes`, which its mf-manifest.json
 * lists) and their kind. Adding one is free; removing or renaming one breaks whoever mounts it
 * (MODULE_CONSUMERS), in every version still live.
 */
export const MODULE_EXPOSES = {
  'mf-content': { './app': 'app' },
  'mf-questionnaire': { './app': 'app' },
  'mf-account': {
    './app': 'app',
    './my-review': 'parcel',
    './profile-share': 'parcel',
    './review-button': 'parcel',
    './share-button': 'parcel',
  },
  'mf-search': { './app': 'app', './search-popup': 'parcel' },
} as const satisfies Record<RemoteModule, Record<`./${string}`, ExposeKind>>;

type ExposeOf<P extends RemoteModule> = keyof (typeof MODULE_EXPOSES)[P] & `./${string}`;

// ── who mounts which expose ──────────────────────────────────────────────────────────────────────

/** One expectation: `consumer` mounts `provider`'s `expose` as a `kind`, `where` (plain words). */
export interface Consumption {
  consumer: AppName;
  provider: RemoteModule;
  expose: `./${string}`;
  kind: ExposeKind;
  where: string;
}

function mounts<C extends AppName, P extends RemoteModule, E extends ExposeOf<P>>(
  consumer: C,
  provider: P,
  expose: E,
  where: string,
) {
  const kind = (MODULE_EXPOSES[provider] as Record<string, ExposeKind>)[expose] as ExposeKind;
  return { consumer, provider, expose, kind, where };
}

/** 'on /, /typeReport, /typeReport/:number and 7 more routes' */
function onRoutesOf(app: RemoteModule): string {
  const paths = routesOf(app).map((route) => route.path);
  const shown = paths.slice(0, 3).join(', ');
  return paths.length > 3 ? `on ${shown} and ${paths.length - 3} more routes` : `on ${shown}`;
}

/**
 * Who mounts what, and where: the shell registers each remote's './app' for the routes it owns
 * (shell/src/single-spa/root-config.ts) and mounts mf-search's popup (features/search-popup-host);
 * mf-content and mf-questionnaire mount mf-account's parcels (features/learning-gene/parcel-slots,
 * features/result/review-slot). Each build records its own rows in module-contract.json, so a
 * release is checked against what the live versions of the others really expect.
 */
export const MODULE_CONSUMERS = [
  mounts('shell', 'mf-content', './app', onRoutesOf('mf-content')),
  mounts('shell', 'mf-questionnaire', './app', onRoutesOf('mf-questionnaire')),
  mounts('shell', 'mf-account', './app', onRoutesOf('mf-account')),
  mounts('shell', 'mf-search', './app', onRoutesOf('mf-search')),
  mounts('shell', 'mf-search', './search-popup', 'in the search popup of every page'),
  mounts('mf-content', 'mf-account', './my-review', 'on /learningGene (the result variant)'),
  mounts('mf-content', 'mf-account', './profile-share', 'on /learningGene (the result variant)'),
  mounts('mf-questionnaire', 'mf-account', './review-button', 'on /result and /thank-you'),
  mounts('mf-questionnaire', 'mf-account', './share-button', 'on /result and /thank-you'),
] as const satisfies readonly Consumption[];

type Bare<E> = E extends `./${infer Name}` ? Name : never;

/**
 * The names ('my-review') of what `consumer` mounts from `provider`. The consumers' loading code
 * is typed with it, so an app cannot load what this table does not list.
 */
export type MountedFrom<C extends AppName, P extends RemoteModule> = Bare<
  Extract<(typeof MODULE_CONSUMERS)[number], { consumer: C; provider: P }>['expose']
>;

// ── the files a build publishes ──────────────────────────────────────────────────────────────────

export const MODULE_CONTRACT_FILE = 'module-contract.json';

/**
 * Besides remoteEntry.js and mf-manifest.json (every remote) and module-contract.json (every
 * build), the files each remote's build must publish, and who reads them.
 */
export const MODULE_FILES = {
  'mf-content': ['prerender.json', 'page-meta.json'],
  'mf-questionnaire': ['prerender.json'],
  'mf-account': [],
  'mf-search': [],
} as const satisfies Record<RemoteModule, readonly PublishedJson[]>;

export type PublishedJson = 'prerender.json' | 'page-meta.json';

const AppNameSchema = Type.Union(APP_NAMES.map((app) => Type.Literal(app)));
const RemoteModuleSchema = Type.Union(REMOTE_APPS.map((app) => Type.Literal(app)));
const ExposeKindSchema = Type.Union([Type.Literal('app'), Type.Literal('parcel')]);
const Files = Type.Array(Type.String());

/**
 * module-contract.json (packages/tooling/build/module-contract-plugin.cjs): this build's rows of the tables
 * above, as they were when it was built.
 */
export const ModuleContractDocument = Type.Object({
  schema: Type.Literal(1),
  app: AppNameSchema,
  /** What this build exposes, and of which kind (empty for the shell). */
  exposes: Type.Record(Type.String({ pattern: '^\\./' }), ExposeKindSchema),
  /** What this build mounts from the other modules. */
  consumes: Type.Array(
    Type.Object({
      provider: RemoteModuleSchema,
      expose: Type.String({ pattern: '^\\./' }),
      kind: ExposeKindSchema,
      where: Type.String(),
    }),
  ),
});
export type ModuleContractDocument = Static<typeof ModuleContractDocument>;

/** The module-contract.json of `app`'s build. */
export function moduleContractDocument(app: AppName): ModuleContractDocument {
  return {
    schema: 1,
    app,
    exposes: app === 'shell' ? {} : { ...MODULE_EXPOSES[app] },
    consumes: MODULE_CONSUMERS.filter((row) => row.consumer === app).map(
      ({ provider, expose, kind, where }) => ({ provider, expose, kind, where }),
    ),
  };
}

/**
 * The parts of mf-manifest.json (the federation plugin's, with `pages` from ManifestPagesPlugin)
 * the shell reads: `shared` for the singleton check (federation/shared-compatibility.ts), `exposes`
 * and `pages` for the first visit's preloads (federation/warm-up.ts). Other fields are the plugin's.
 */
export const FederationManifest = Type.Object({
  name: Type.String(),
  metaData: Type.Object({ publicPath: Type.Optional(Type.String()) }),
  exposes: Type.Array(
    Type.Object({
      name: Type.String(),
      path: Type.String({ pattern: '^\\./' }),
      assets: Type.Object({
        js: Type.Object({ sync: Files }),
        css: Type.Object({ sync: Files }),
      }),
    }),
  ),
  shared: Type.Array(
    Type.Object({
      name: Type.String(),
      version: Type.String(),
      requiredVersion: Type.Optional(Type.String()),
    }),
  ),
  /** Page id (ROUTE_TABLE `page`) → the files of its chunk `page-<id>`. */
  pages: Type.Optional(Type.Record(Type.String(), Type.Object({ js: Files, css: Files }))),
});
export type FederationManifest = Static<typeof FederationManifest>;

/**
 * prerender.json (packages/tooling/build/prerender-plugin.cjs): per path, the HTML of the module's root and
 * the stylesheets its first paint needs. The page composer (shell/server/page-html.ts) inserts it
 * into the shell's page; the browser hydrates it only when `build` is its own build's id.
 */
const PrerenderedPages = Type.Record(
  Type.String(),
  Type.Object({
    html: Type.String(),
    /** Relative to the document's own address. */
    css: Files,
    /** The page shows a loading state until its code runs: start that code after the first paint. */
    needsCode: Type.Optional(Type.Boolean()),
  }),
);

export const PrerenderDocument = Type.Object({
  build: Type.String({ minLength: 1 }),
  /** The pages in Korean. */
  pages: PrerenderedPages,
  /** The same pages in other languages (added 2026-11-29: older releases have none). */
  translations: Type.Optional(Type.Object({ en: Type.Optional(PrerenderedPages) })),
});
export type PrerenderDocument = Static<typeof PrerenderDocument>;

const PageMetaText = Type.Object({
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  imageAlt: Type.Optional(Type.String()),
});

const PageMeta = Type.Object({
  /** The whole document title ('31번 주의 깊은 탐험가 | 진타입'), from documentTitle(path). */
  title: Type.Optional(Type.String()),
  /** One or two sentences for `<meta name=description>` and og:description. */
  description: Type.Optional(Type.String()),
  /** The 1200×630 share image, relative to the document ('og/type-31.1a2b3c4d.png'). */
  image: Type.Optional(Type.String()),
  /** Text alternative of the image. */
  imageAlt: Type.Optional(Type.String()),
  /** og:type: 'website' unless said otherwise ('article' for a report). */
  type: Type.Optional(Type.String()),
  /** Path of the page's preferred address when two paths show it ('/GeneType' → '/geneType'). */
  canonicalPath: Type.Optional(Type.String({ pattern: '^/' })),
  /** The same texts in other languages; a missing text falls back to the Korean one. */
  translations: Type.Optional(Type.Object({ en: Type.Optional(PageMetaText) })),
});

/**
 * page-meta.json (packages/tooling/build/page-meta-plugin.cjs; contracts/page-meta.ts names the types). Add
 * fields, never rename or remove them: the page composer reads the stable version's document.
 */
export const PageMetaDocument = Type.Object({
  schema: Type.Literal(1),
  /** The module that wrote it ('mf-content'). */
  app: AppNameSchema,
  /** Size of every image in the document. */
  imageSize: Type.Object({
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
  }),
  /** What a page of the module without its own entry gets; the home page's owner's also serves the shell's pages. */
  defaults: PageMeta,
  /** Per path: a concrete path ('/typeReport/31') or a ROUTE_TABLE pattern ('/profiles/:nickname'). */
  routes: Type.Record(Type.String(), PageMeta),
  /** Images by name ('type-31' → its file), for pages composed from data (a shared profile's type card). */
  images: Type.Record(Type.String(), Type.String()),
});
export type PageMetaDocument = Static<typeof PageMetaDocument>;
export type PageMeta = Static<typeof PageMeta>;
export type PageMetaText = Static<typeof PageMetaText>;

/** The schema of each JSON file a build publishes. */
export const PUBLISHED_SCHEMAS = {
  'mf-manifest.json': FederationManifest,
  [MODULE_CONTRACT_FILE]: ModuleContractDocument,
  'prerender.json': PrerenderDocument,
  'page-meta.json': PageMetaDocument,
} as const satisfies Record<string, TSchema>;

// ── routes ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Who owns a key of prerender.json or page-meta.json: a ROUTE_TABLE pattern ('/profiles/:nickname')
 * or a concrete path ('/typeReport/31'); 'shell' for a path no module owns (it shows the 404).
 */
export function ownerOfRoute(path: string): AppName {
  const pattern = ROUTE_TABLE.find((route) => route.path === path && !route.storedResetToken);
  return pattern ? pattern.app : matchRoute(path).entry.app;
}

/** The page ids (chunks `page-<id>`) of the routes `app` owns, each with its first path. */
export function pagesOf(app: RemoteModule): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of ROUTE_TABLE) {
    if (route.app === app && route.page && !pages.has(route.page))
      pages.set(route.page, route.path);
  }
  return pages;
}

// ── validation ───────────────────────────────────────────────────────────────────────────────────

/** A JSON pointer as a reader writes it: '/pages/~1search/css/0' → "pages['/search'].css[0]". */
export function readablePath(pointer: string): string {
  if (pointer === '') return '(the document)';
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part, index) => {
      if (/^\d+$/.test(part)) return `[${part}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(part)) return index === 0 ? part : `.${part}`;
      return `[${JSON.stringify(part).replace(/^"|"$/g, "'")}]`;
    })
    .join('');
}

/**
 * Where `value` breaks `schema`, in plain words ("pages['/'].html: Expected string"): the first
 * error at each path, at most `limit`.
 */
export function schemaErrors(schema: TSchema, value: unknown, limit = 5): string[] {
  const errors: string[] = [];
  const paths = new Set<string>();
  let more = 0;
  for (const error of Value.Errors(schema, value)) {
    if (paths.has(error.path)) continue;
    paths.add(error.path);
    if (errors.length < limit) errors.push(`${readablePath(error.path)}: ${error.message}`);
    else more += 1;
  }
  if (more > 0) errors.push(`… and ${more} more`);
  return errors;
}
