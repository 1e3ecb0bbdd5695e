// Lint rules of the monorepo. Import boundaries (DESIGN §1, §10):
// - no app imports another app's source (only federated exposes, loaded at run time);
// - features inside an app do not import each other;
// - the library packages (packages/*) import no app; a package is imported only through the
//   entries its package.json exports, never by a path inside it;
// - the domain and the content import no React, no page state and no other package but the
//   domain; the API imports only the domain, the content and the security-header policy;
// - in the API only repositories (and src/db) touch Kysely: routes → services → repositories;
// - the shell's page server (shell/server) and its browser code share only src/federation.
// Data reads (issue 33, item 2): query keys come from key factories, and no component calls the
// API from an effect (packages/tooling/build/no-fetch-in-effect.mjs).
// Paths are resolved with each package's tsconfig, so an extensionless relative import is
// checked like any other. scripts/lib/lint-config.test.mjs plants a violation of each rule.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noFetchInEffect } from './packages/tooling/build/no-fetch-in-effect.mjs';

const ROOT = import.meta.dirname;

const apps = ['shell', 'mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'];
// The library packages: platform (the page's singletons), domain, content, ui and tooling.
const PLATFORM = 'packages/platform';
const libraries = [
  PLATFORM,
  'packages/domain',
  'packages/content',
  'packages/ui',
  'packages/tooling',
];
const packages = [...apps, ...libraries, 'api', 'e2e'];

const otherPackageZones = (pkg) =>
  packages
    .filter((other) => other !== pkg && !libraries.includes(other))
    .map((other) => ({
      target: `./${pkg}`,
      from: `./${other}`,
      message: `${pkg} must not import ${other}'s source; load its federated exposes at run time.`,
    }));

// A library is reached only through the files its package.json exports (by package name, which
// the resolver maps to them): a path into its src — `../../packages/domain/src/domain/routes`,
// or a subpath it does not export — is refused for everyone outside the package.
const entryZones = (lib) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, lib, 'package.json'), 'utf8'));
  const entries = Object.values(manifest.exports ?? {})
    .map((target) => (typeof target === 'object' ? target.source : null))
    .filter(Boolean)
    .map((file) => `./${path.posix.relative('./src', file)}`);
  return [
    {
      target: packages.filter((pkg) => pkg !== lib).map((pkg) => `./${pkg}`),
      from: `./${lib}/src`,
      except: entries,
      message: `Import ${manifest.name} by its package name and exported entries only, not by a path into it.`,
    },
  ];
};

// One zone per real feature folder (a glob in `target` matches no file): the feature may import
// only itself from the app's features.
const featureZones = (app) => {
  const features = path.join(ROOT, app, 'src', 'features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${app}/src/features/${name}`,
      from: `./${app}/src/features`,
      except: [`./${name}`],
      message: `The ${name} feature must not import another feature; move shared code to src/components, src/lib or \`shared\`.`,
    }));
};

const KYSELY_MESSAGE =
  'Only repositories (and api/src/db) query the database; call a repository method instead.';
// The Kysely calls that start a query or a transaction.
const QUERY_STARTERS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'transaction',
  'connection',
  'executeQuery',
];

// Patterns of `no-restricted-imports`. ESLint does not merge a rule's options across config
// blocks, so each block lists every pattern that applies to its files.
const NO_APP_PACKAGES = {
  group: ['@genetype/shell*', '@genetype/mf-*', '@genetype/api*'],
  message: 'Apps talk to each other only through federated exposes and the library packages.',
};
const NO_I18NEXT = {
  group: ['i18next', 'react-i18next', 'react-i18next/*'],
  message:
    'Texts go through useTranslation/translate from the platform: i18next is loaded there only for a non-Korean page.',
};
const NO_PAGE_LIBRARIES = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-router*',
    'zustand',
    'zustand/*',
    'axios',
    '@tanstack/*',
    'single-spa*',
    'focus-trap-react',
  ],
  message: 'The domain and the content hold no React, page state or browser client.',
};
const ONLY_DOMAIN = {
  regex: '^@genetype/(?!domain(/|$))',
  message: 'The domain and the content import no other package but the domain.',
};
const API_PACKAGES = {
  regex: '^@genetype/(?!(domain|content)(/|$)|tooling/build/security-headers\\.cjs$)',
  message:
    'The API imports only the domain and the content (and the security-header policy), never front-end code.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'deploy/**',
      'data/**',
      '.nx/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    settings: {
      // Without these, import-x reads no .ts/.tsx module and no-cycle sees no edge.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: packages.map((pkg) => path.join(ROOT, pkg, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
          // The workspaces' `source` export condition: a library package resolves to its source.
          conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...packages.filter((pkg) => !libraries.includes(pkg)).flatMap(otherPackageZones),
            ...libraries.map((lib) => ({
              target: `./${lib}`,
              from: [...apps, 'api', 'e2e'].map((pkg) => `./${pkg}`),
              message: 'A library package must not depend on an app, the API or the journeys.',
            })),
            ...libraries.flatMap(entryZones),
            ...apps.flatMap(featureZones),
            // The shell's page server (Node) and its browser code share only the federation rules
            // (remotes.json, the version choice): one implementation of each, nothing else mixed.
            {
              target: './shell/src',
              from: './shell/server',
              message: "The shell's browser code must not import its page server (Node code).",
            },
            {
              target: './shell/server',
              from: './shell/src',
              except: ['./federation'],
              message:
                "The page server may import only the shell's federation rules (src/federation), not its UI.",
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [NO_APP_PACKAGES, NO_I18NEXT] }],
    },
  },
  {
    // The domain and the content are plain data and functions: bundled into every app that uses
    // them and loaded by the API in Node, so no React, no page state, no browser client.
    files: ['packages/domain/**/*.ts', 'packages/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_APP_PACKAGES, NO_I18NEXT, NO_PAGE_LIBRARIES, ONLY_DOMAIN] },
      ],
    },
  },
  {
    // The API loads the domain and the content (and the site's header policy), never front-end code.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_APP_PACKAGES, API_PACKAGES] }],
    },
  },
  {
    // API layering: routes → services → repositories; only repositories and src/db use Kysely.
    files: ['api/src/**/*.ts'],
    // The scale seeder (src/dev, development only) writes its millions of rows in set-based SQL.
    ignores: ['api/src/**/*-repository.ts', 'api/src/db/**', 'api/src/dev/seed-scale.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_APP_PACKAGES,
            API_PACKAGES,
            {
              group: ['kysely', 'kysely/*'],
              message: KYSELY_MESSAGE,
            },
          ],
        },
      ],
      // Services get a `Db` only to hand it on; building a query on it is a repository's job.
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_STARTERS.join('|')})$/]`,
          message: KYSELY_MESSAGE,
        },
      ],
    },
  },
  {
    // Query keys come from the key factory beside their call (features/<name>/api/, or a
    // `*-api.ts` beside a shared component): a key spelled out in a component drifts from the one
    // its invalidation uses (issue 33, item 2).
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/api/**', '**/*-api.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            "Take the query key from the feature's key factory (features/<name>/api/), not an array written here.",
        },
      ],
    },
  },
  {
    // A component reads the API through a query, never by calling it in an effect (issue 33,
    // item 2): the rule knows the call modules, the platform's call objects and `fetch`.
    files: [...apps, 'packages/ui'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { genetype: { rules: { 'no-fetch-in-effect': noFetchInEffect } } },
    rules: { 'genetype/no-fetch-in-effect': 'error' },
  },
  {
    // Accessibility of the markup (issue 18, WCAG 2.2 AA): the plugin's recommended rules on every
    // app's components; axe in the Chromium journeys (e2e/tests/a11y.spec.ts) checks the rendered pages.
    files: [...apps, ...libraries].map((pkg) => `${pkg}/src/**/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A component's own `autoFocus` prop (NicknameRow's) marks where a dialog's focus trap puts
      // focus on opening, as the dialog pattern asks; the DOM attribute itself stays forbidden.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
