// The shell: the single-spa root config and federation host. It bakes in no remote URL; the
// remotes come from public/remotes.json at run time (DESIGN §2).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('@genetype/tooling/build/webpack-app.cjs');
const { FramePrerenderPlugin } = require('./build/frame-prerender-plugin.cjs');
const { InlineWarmUpPlugin } = require('./build/inline-warm-up-plugin.cjs');

const publicDir = path.join(__dirname, 'public');

/** Emits every file of public/ as-is, so `remotes.json` ships next to index.html (and the dev server serves it). */
class CopyPublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicFilesPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(publicDir)) return;
          for (const file of fs.readdirSync(publicDir, { recursive: true })) {
            const source = path.join(publicDir, file);
            if (!fs.statSync(source).isFile()) continue;
            compilation.fileDependencies.add(source);
            compilation.emitAsset(
              file.split(path.sep).join('/'),
              new webpack.sources.RawSource(fs.readFileSync(source)),
            );
          }
        },
      );
    });
  }
}

/** A size token of packages/ui/styles/_tokens.scss, for the page skeleton inlined in index.html. */
function token(name) {
  const tokens = fs.readFileSync(
    path.join(__dirname, '..', 'packages', 'ui', 'styles', '_tokens.scss'),
    'utf8',
  );
  const match = new RegExp(`^\\$${name}:\\s*([0-9.]+px);`, 'm').exec(tokens);
  if (!match) throw new Error(`packages/ui/styles/_tokens.scss has no $${name} in px`);
  return match[1];
}

/** public/favicon.svg as a data: URL, so a page's first paint fetches no icon file. */
function faviconDataUri() {
  const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' '))}`;
}

const createConfig = createAppConfig({
  app: 'shell',
  dir: __dirname,
  template: path.join(__dirname, 'index.html'),
  templateParameters: { navbarHeight: token('navbar-height'), faviconDataUri: faviconDataUri() },
  runtimePlugins: [path.join(__dirname, 'src', 'federation', 'runtime-plugin.ts')],
});

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new CopyPublicFilesPlugin());
  if (config.mode === 'production') {
    const scriptRule = config.module.rules.find((rule) => rule.use?.loader === 'swc-loader');
    config.plugins.push(
      new InlineWarmUpPlugin({ context: __dirname, resolve: config.resolve, scriptRule }),
      new FramePrerenderPlugin({
        context: __dirname,
        resolve: config.resolve,
        rules: config.module.rules,
        define: {
          __APP_NAME__: JSON.stringify('shell'),
          __KAKAO_STAND_IN__: 'false',
          __PRERENDER_BUILD__: JSON.stringify(''),
        },
      }),
    );
  }
  return config;
};
