// Jest for the scripts' libraries (the deploy manifest, lock and release checks) and for the lint
// config: plain Node ES modules, turned into CommonJS by swc for Jest. `npm test` runs it with the
// packages' suites.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testMatch: ['**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  clearMocks: true,
  // One file at a time: lint-config.test.mjs runs ESLint over the repo's resolver for ~20 s of CPU,
  // which starved the deploy suite's timed concurrent-rollout test when they ran side by side.
  maxWorkers: 1,
};
