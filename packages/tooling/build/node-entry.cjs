// Compiles a module's build-time entry for Node and loads it: the page-metadata document and share
// cards (page-meta-plugin.cjs) and the prerendered pages (prerender-plugin.cjs) both run the app's
// own code at build time. react and react-dom stay outside the bundle, so the entry and the
// renderers share one copy from node_modules.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const REACT = /^react(?:-dom)?(?:\/|$)/;

/**
 * Resolves to `{ exports, cleanup }`; `cleanup()` removes the compiled files (keep them while the
 * entry may still load a chunk of its own). `cacheDir` is inside the repository, so that the
 * compiled file finds react in node_modules.
 */
function compileNodeEntry({
  cacheDir,
  entry,
  context,
  resolve,
  module,
  plugins = [],
  optimization = {},
}) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'entry-'));
  const cleanup = () => fs.rmSync(outDir, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context,
    entry,
    devtool: false,
    output: {
      path: outDir,
      filename: 'entry.cjs',
      chunkFilename: '[id].cjs',
      library: { type: 'commonjs2' },
    },
    resolve: { ...resolve, conditionNames: ['source', 'node', 'import', 'module', 'default'] },
    module,
    externals: [
      ({ request }, callback) =>
        REACT.test(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    plugins,
    optimization: { minimize: false, ...optimization },
    stats: 'errors-warnings',
  });
  return new Promise((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      try {
        if (error) throw error;
        if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
        const file = path.join(outDir, 'entry.cjs');
        delete require.cache[file];
        done({ exports: require(file), cleanup });
      } catch (failure) {
        cleanup();
        fail(failure);
      }
    });
  });
}

module.exports = { compileNodeEntry };
