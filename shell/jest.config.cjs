const { createJestConfig } = require('../shared/build/jest-preset.cjs');

module.exports = createJestConfig({ dir: __dirname });
