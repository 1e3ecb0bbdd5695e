// Jest for the scripts' libraries (the deploy manifest, lock and release checks): plain Node ES
// modules, turned into CommonJS by swc for Jest. `npm test` runs it with the packages' suites.
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
};
