// mf-account: a federated remote. It exposes its single-spa lifecycles ('./app') and parcels
// mf-content mounts on the learning-gene result page ('./my-review', './profile-share') and the
// review and share buttons mf-questionnaire mounts on the result and /thank-you
// ('./review-button', './share-button'); the shell finds it through remotes.json at run time.
const { createAppConfig } = require('@genetype/tooling/build/webpack-app.cjs');

module.exports = createAppConfig({
  app: 'mf-account',
  dir: __dirname,
  exposes: {
    './app': './src/exposes/app.tsx',
    './my-review': './src/exposes/my-review.tsx',
    './profile-share': './src/exposes/profile-share.tsx',
    './review-button': './src/exposes/review-button.tsx',
    './share-button': './src/exposes/share-button.tsx',
  },
});
