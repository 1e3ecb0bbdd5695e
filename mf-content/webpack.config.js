// mf-content: a federated remote. It exposes only its single-spa lifecycles ('./app'); the shell finds
// it through remotes.json at run time. Its production build also writes page-meta.json and draws the
// share cards of its pages (packages/tooling/build/page-meta-plugin.cjs), and prerenders its public pages to
// HTML (prerender.json, packages/tooling/build/prerender-plugin.cjs) that the browser build hydrates.
const { randomBytes } = require('node:crypto');
const webpack = require('webpack');
const { createAppConfig } = require('@genetype/tooling/build/webpack-app.cjs');
const { PageMetaPlugin } = require('@genetype/tooling/build/page-meta-plugin.cjs');
const { PrerenderPlugin } = require('@genetype/tooling/build/prerender-plugin.cjs');

const createConfig = createAppConfig({
  app: 'mf-content',
  dir: __dirname,
  exposes: { './app': './src/exposes/app.tsx' },
});

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  const production = config.mode === 'production';
  // One id per build: the browser hydrates only HTML this very build rendered.
  const build = production ? randomBytes(6).toString('hex') : '';
  config.plugins.push(new webpack.DefinePlugin({ __PRERENDER_BUILD__: JSON.stringify(build) }));
  if (production) {
    const scriptRule = config.module.rules.find((rule) => rule.use?.loader === 'swc-loader');
    config.plugins.push(
      new PageMetaPlugin({
        entry: './src/page-meta/index.ts',
        context: __dirname,
        resolve: config.resolve,
        scriptRule,
      }),
      new PrerenderPlugin({
        entry: './src/prerender/index.tsx',
        context: __dirname,
        resolve: config.resolve,
        rules: config.module.rules,
        build,
      }),
    );
  }
  return config;
};
