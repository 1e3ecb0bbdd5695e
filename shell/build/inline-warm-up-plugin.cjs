// Builds src/first-visit-warm-up.ts as a script of its own and inlines it in index.html, ahead of
// the shell's code: it starts the first route's remote downloading as soon as remotes.json
// arrives, instead of after the shell's entry chunk has downloaded and run. A separate webpack
// run, because the federation plugin would put its runtime (about 30 KB) into any entry of the
// app's own build.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'InlineWarmUpPlugin';
const ENTRY = './src/first-visit-warm-up.ts';

/** Compiles the warm-up with the app's resolution and script loader; resolves to its code. */
function compileWarmUp({ context, resolve, scriptRule }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-warm-up-'));
  const compiler = webpack({
    mode: 'production',
    context,
    entry: ENTRY,
    devtool: false,
    output: { path: outDir, filename: 'warm-up.js', iife: true },
    resolve,
    module: { rules: [scriptRule] },
    stats: 'errors-warnings',
  });
  return new Promise((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      try {
        if (error) throw error;
        if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
        done(fs.readFileSync(path.join(outDir, 'warm-up.js'), 'utf8'));
      } catch (failure) {
        fail(failure);
      } finally {
        fs.rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

class InlineWarmUpPlugin {
  /** @param {{ context: string, resolve: object, scriptRule: object }} options the app's own */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    let code = '';
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      code = await compileWarmUp(this.options);
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(path.join(this.options.context, ENTRY));
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // First in <head> after the template's own early request for remotes.json.
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, code));
        return data;
      });
    });
  }
}

module.exports = { InlineWarmUpPlugin };
