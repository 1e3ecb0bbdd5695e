// Lint rules of the monorepo. Import boundaries (DESIGN §1, §10):
// - no app imports another app's source (only federated exposes, loaded at run time);
// - features inside an app do not import each other;
// - `shared` imports no app; the API imports `shared` only through its pure entry points.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'];
const packages = [...apps, 'shared', 'api', 'e2e'];

const otherPackageZones = (pkg) =>
  packages
    .filter((other) => other !== pkg && other !== 'shared')
    .map((other) => ({
      target: `./${pkg}`,
      from: `./${other}`,
      message: `${pkg} must not import ${other}'s source; load its federated exposes at run time.`,
    }));

const featureZones = (app) => ({
  target: `./${app}/src/features/*/`,
  from: `./${app}/src/features/*/`,
  except: ['./'],
  message: 'A feature must not import another feature; move shared code to src/lib or to `shared`.',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'deploy/**',
      'data/**',
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
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...packages.flatMap(otherPackageZones),
            {
              target: './shared',
              from: apps.map((app) => `./${app}`).concat('./api'),
              message: '`shared` must not depend on an app or the API.',
            },
            ...apps.map(featureZones),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@genetype/shell*', '@genetype/mf-*', '@genetype/api*'],
              message: 'Apps talk to each other only through federated exposes and `shared`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
