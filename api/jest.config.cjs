const { createJestConfig } = require('@genetype/tooling/build/jest-preset.cjs');

const base = createJestConfig({ dir: __dirname, environment: 'node' });

// API suites live beside the code (unit) and in test/ (HTTP suites through app.inject, run once
// per database dialect). argon2 and PostgreSQL schema set-up need more than the default 5 s.
module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testTimeout: 30000,
  // Two files at a time (jest's default on 2 cores is one, in band): a file spends much of its time
  // loading modules and building apps, or waiting on PostgreSQL, so CI's 2 cores both stay busy.
  // Files never share state: each test app has its own SQLite file or PostgreSQL schema, its own
  // ports (0) and mail folders, and the Redis suites their own keys.
  maxWorkers: 2,
  // light-my-request (behind app.inject) requires cookie 2, and @fastify/static (behind the /docs
  // Swagger UI) content-disposition 3, which ship only as ES modules; Node 20 loads them natively
  // but Jest's module system cannot, so swc compiles them like our own code.
  // json-schema-faker (the contract suite's request generator) exports for `import` only, a
  // condition Jest's resolver does not use: named by its file, compiled like the ones below.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^json-schema-faker$': '<rootDir>/../node_modules/json-schema-faker/dist/index.js',
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(light-my-request/node_modules/)?cookie/|(@fastify/static/node_modules/)?content-disposition/|json-schema-faker/)',
  ],
};
