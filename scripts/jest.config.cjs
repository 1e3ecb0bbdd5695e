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
  // No suite here races a real-time timer (the deploy suite's concurrent rollouts wait for events,
  // not a clock; the progressive-rollout run waits for its 1 s soaks and then for enough simulated
  // views, however slowly they come), so the files may share the machine: lint-config.test.mjs
  // runs ESLint over the repo's resolver for ~20 s of CPU meanwhile.
};
