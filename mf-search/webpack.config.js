// mf-search: a federated remote. It exposes its single-spa lifecycles ('./app') and the search popup
// parcel ('./search-popup'); the shell finds
// it through remotes.json at run time.
const { createAppConfig } = require('@genetype/tooling/build/webpack-app.cjs');

module.exports = createAppConfig({
  app: 'mf-search',
  dir: __dirname,
  exposes: {
    './app': './src/exposes/app.tsx',
    './search-popup': './src/exposes/search-popup.tsx',
  },
});
