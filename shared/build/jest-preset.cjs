// Jest settings shared by every package: swc transforms TypeScript, `shared` is read from
// source, Sass modules become identity proxies, and jsdom gets the polyfills React Router needs.
const path = require('node:path');

const sharedSrc = path.join(__dirname, '..', 'src');

/** @param {{ dir: string, environment?: 'jsdom' | 'node' }} options */
function createJestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@genetype/shared$': path.join(sharedSrc, 'index.ts'),
      '^@genetype/shared/(domain|validation|contracts|ui|content|testing|query|search)$': path.join(
        sharedSrc,
        '$1',
        'index.ts',
      ),
      '^@genetype/shared/providers$': path.join(sharedSrc, 'api', 'providers.ts'),
      '^@genetype/shared/testing/msw$': path.join(sharedSrc, 'testing', 'msw.ts'),
      '^@genetype/shared/content/groups$': path.join(sharedSrc, 'content', 'groups.ts'),
      '^@genetype/shared/content/react$': path.join(sharedSrc, 'content', 'react.ts'),
      '^@genetype/shared/content/en$': path.join(sharedSrc, 'content', 'en', 'index.ts'),
      '^@genetype/shared/validation/en$': path.join(sharedSrc, 'validation', 'en.ts'),
      '\\.module\\.scss$': 'identity-obj-proxy',
      '\\.(png|svg|jpe?g|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    globals: {
      __APP_NAME__: 'test',
      __KAKAO_STAND_IN__: true,
      __PRERENDER_BUILD__: 'test-build',
    },
    clearMocks: true,
  };
}

module.exports = { createJestConfig };
