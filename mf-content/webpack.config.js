// mf-content: a federated remote. It exposes only its single-spa lifecycles ('./app'); the shell finds
// it through remotes.json at run time. Its production build also writes page-meta.json and draws the
// share cards of its pages (shared/build/page-meta-plugin.cjs).
const { createAppConfig } = require('../shared/build/webpack-app.cjs');
const { PageMetaPlugin } = require('../shared/build/page-meta-plugin.cjs');

const createConfig = createAppConfig({
  app: 'mf-content',
  dir: __dirname,
  exposes: { './app': './src/exposes/app.tsx' },
});

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  if (config.mode === 'production') {
    const scriptRule = config.module.rules.find((rule) => rule.use?.loader === 'swc-loader');
    config.plugins.push(
      new PageMetaPlugin({
        entry: './src/page-meta/index.ts',
        context: __dirname,
        resolve: config.resolve,
        scriptRule,
      }),
    );
  }
  return config;
};
