// Every app must see the same store instances (DESIGN §9: an undeclared singleton is silently
// duplicated). Jest has one module registry, so importing an entry twice cannot show a second copy;
// what decides it is the build: a federation share entry is loaded once per page, and every module
// bundled behind another entry is a copy of its own. So the test reads the import graph from the
// package's entries as webpack will (relative imports are bundled, `@genetype/shared…` by name
// goes through federation) and fails when a module holding page state is reachable from an entry
// that is not a declared singleton, or from two entries.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as root from './index.js';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules } = require('@genetype/tooling/build/federation.cjs') as {
  sharedModules: Record<string, { singleton?: boolean }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pkg = require('../package.json') as {
  name: string;
  exports: Record<string, string | { source?: string }>;
};

const SRC = __dirname;
/** Page state that is not a zustand store or the query client (found by the scan below). */
const OTHER_STATE = [
  'api/client.ts',
  'api/config.ts',
  'api/runtime-config.ts',
  'api/providers-api.ts',
  'i18n/i18n.ts',
];

type Graph = Map<string, string[]>;

const SPECIFIER =
  /(?:^|[;\s])(?:import|export)(?!\s+type\b)[^'"`;]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate)) return path.relative(SRC, candidate);
  return null;
}

/** Every source module of the package with the modules it bundles (value imports only). */
function readGraph(): Graph {
  const graph: Graph = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        const deps: string[] = [];
        for (const match of text.matchAll(SPECIFIER)) {
          const specifier = match[1] ?? match[2] ?? match[3] ?? '';
          if (!specifier.startsWith('.')) continue;
          const target = resolveRelative(full, specifier);
          if (target) deps.push(target);
        }
        graph.set(path.relative(SRC, full), deps);
      }
    }
  };
  walk(SRC);
  return graph;
}

/** Browser entries: `@genetype/shared[/sub]` → its source module. */
function entries(): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(pkg.exports)) {
    const source = typeof value === 'string' ? value : value.source;
    if (!source?.startsWith('./src/') || key.startsWith('./testing')) continue;
    result.set(
      key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
      source.slice('./src/'.length),
    );
  }
  return result;
}

function reachable(graph: Graph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const module = stack.pop() as string;
    if (seen.has(module)) continue;
    seen.add(module);
    stack.push(...(graph.get(module) ?? []));
  }
  return seen;
}

/** Modules that create page state: zustand stores and the query client, and OTHER_STATE. */
function stateModules(): string[] {
  const found = OTHER_STATE.slice();
  for (const [module] of readGraph()) {
    const text = readFileSync(path.join(SRC, module), 'utf8');
    if (/from 'zustand'/.test(text) || /new QueryClient\(/.test(text)) found.push(module);
  }
  return [...new Set(found)].sort();
}

/** Each state module with the entries that bundle it; right when that is one declared singleton. */
function copies(graph: Graph, entryMap: Map<string, string>) {
  return stateModules().map((module) => {
    const by = [...entryMap].filter(([, source]) => reachable(graph, source).has(module));
    return {
      module,
      entries: by.map(([name]) => name),
      singleton: by.every(([name]) => sharedModules[name]?.singleton === true),
    };
  });
}

const problems = (graph: Graph, entryMap = entries()) =>
  copies(graph, entryMap).filter((copy) => copy.entries.length !== 1 || !copy.singleton);

describe('one copy of each store per page (federation)', () => {
  it('finds the stores, the query client and the API client', () => {
    expect(stateModules()).toEqual(
      expect.arrayContaining([
        'stores/auth-store.ts',
        'stores/modal-store.ts',
        'stores/language-store.ts',
        'stores/recent-searches-store.ts',
        'query/index.ts',
        'api/client.ts',
      ]),
    );
  });

  it('bundles each module holding page state behind exactly one singleton entry', () => {
    expect(problems(readGraph())).toEqual([]);
    const byModule = Object.fromEntries(copies(readGraph(), entries()).map((c) => [c.module, c]));
    expect(byModule['stores/auth-store.ts']?.entries).toEqual(['@genetype/shared']);
    expect(byModule['query/index.ts']?.entries).toEqual(['@genetype/shared/query']);
    // The sign-in calls (`@genetype/shared/providers`) use the root entry's client and providers'
    // cache by name: neither is bundled a second time behind that entry.
    expect(byModule['api/client.ts']?.entries).toEqual(['@genetype/shared']);
    expect(byModule['api/providers-api.ts']?.entries).toEqual(['@genetype/shared']);
  });

  it('fails when a second entry would bundle a store (planted relative import)', () => {
    const graph = readGraph();
    graph.set('query/index.ts', [...(graph.get('query/index.ts') ?? []), 'stores/auth-store.ts']);
    expect(problems(graph)).toContainEqual({
      module: 'stores/auth-store.ts',
      entries: ['@genetype/shared', '@genetype/shared/query'],
      singleton: true,
    });
  });

  it('fails when an entry that is not a federation singleton bundles a store', () => {
    const graph = readGraph();
    graph.set('ui/index.ts', [...(graph.get('ui/index.ts') ?? []), 'stores/modal-store.ts']);
    expect(problems(graph)).toContainEqual({
      module: 'stores/modal-store.ts',
      entries: ['@genetype/shared', '@genetype/shared/ui'],
      singleton: false,
    });
    // And a store's entry dropped from the share scope is a copy per app.
    const unshared = new Map(entries());
    unshared.set('@genetype/shared/stores-copy', 'stores/index.ts');
    expect(problems(readGraph(), unshared).map((p) => p.module)).toContain('stores/auth-store.ts');
  });
});

describe('@genetype/shared root entry', () => {
  it('shares state between the two imports', async () => {
    const again = (await import('./index.js')) as typeof root;
    root.useModalStore.getState().open('login');
    expect(again.useModalStore.getState().modal?.name).toBe('login');
    again.useModalStore.getState().close();
    expect(root.useModalStore.getState().modal).toBeNull();
  });

  it('exposes the page-state names', () => {
    const names = [
      'STORAGE_KEYS',
      'storage',
      'apiClient',
      'configureApi',
      'SOCIAL_TIMEOUT_MS',
      'DEFAULT_TIMEOUT_MS',
      'authApi',
      'isApiError',
      'errorMessage',
      'useAuthStore',
      'useModalStore',
      'useRecentSearchesStore',
    ];
    for (const name of names) expect(root).toHaveProperty(name);
  });

  it('leaves the provider calls to @genetype/shared/providers and the family rules to /domain', async () => {
    // Not in the singleton every first visit loads (issue 18); their users import those entries.
    const providers = await import('./api/providers.js');
    const domain = await import('@genetype/domain');
    const family = await import('@genetype/domain');
    for (const name of Object.keys(providers)) expect(root).not.toHaveProperty(name);
    for (const name of Object.keys(family)) {
      expect(root).not.toHaveProperty(name);
      expect(domain).toHaveProperty(name);
    }
    // Every other name of the domain is still in the root entry.
    for (const name of Object.keys(domain))
      if (!(name in family)) expect(root).toHaveProperty(name);
  });

  it('leaves the form schemas to @genetype/domain/validation, so yup is not in every first load', () => {
    for (const name of ['loginSchema', 'signupSchema', 'reviewSchema', 'VALIDATION_MESSAGES'])
      expect(root).not.toHaveProperty(name);
  });
});
