const { createJestConfig } = require('./build/jest-preset.cjs');

module.exports = createJestConfig({ dir: __dirname });
