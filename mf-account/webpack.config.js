// mf-account: a federated remote. It exposes only its single-spa lifecycles ('./app'); the shell finds
// it through remotes.json at run time.
const { createAppConfig } = require('../shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  app: 'mf-account',
  dir: __dirname,
  exposes: { './app': './src/exposes/app.tsx' },
});
