// Jest settings shared by every package: swc transforms TypeScript, the library packages are read from
// source, Sass modules become identity proxies, and jsdom gets the polyfills React Router needs.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..', '..');
// Library packages of the repository: their `source` export conditions become jest's module map,
// so a test reads a package's source exactly where webpack and tsc do.
const LIBRARY_DIRS = fs
  .readdirSync(path.join(ROOT, 'packages'))
  .map((name) => path.join('packages', name));

function sourceMap() {
  const map = {};
  for (const dir of LIBRARY_DIRS) {
    const manifest = path.join(ROOT, dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, exports = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    for (const [subpath, target] of Object.entries(exports)) {
      if (typeof target !== 'object' || !target.source || subpath.includes('*')) continue;
      const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      map[`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`] = path.join(
        ROOT,
        dir,
        target.source,
      );
    }
  }
  return map;
}

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
      ...sourceMap(),
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
