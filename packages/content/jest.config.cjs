const { createJestConfig } = require('@genetype/tooling/build/jest-preset.cjs');

module.exports = createJestConfig({ dir: __dirname, environment: 'node' });
