const { createJestConfig } = require('@genetype/tooling/build/jest-preset.cjs');

// Two projects: the browser code in jsdom, the page server (server/) in Node, where a fetch, a
// socket and zlib are the real ones.
module.exports = {
  projects: [
    { ...createJestConfig({ dir: __dirname }), displayName: 'browser' },
    {
      ...createJestConfig({ dir: __dirname, environment: 'node' }),
      displayName: 'server',
      roots: ['<rootDir>/server'],
    },
  ],
};
