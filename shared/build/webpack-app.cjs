// Webpack config factory used by every front-end app: one toolchain (swc, Sass modules,
// Module Federation) so each app builds the same way and alone.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, containerNames, ports } = require('./federation.cjs');

const defaultApiUrl = `http://localhost:${ports.api}`;

/**
 * @param {object} options
 * @param {string} options.app        package folder name, e.g. 'mf-content'
 * @param {string} options.dir        the app's folder (__dirname of its webpack config)
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.title]
 * @param {string} [options.template] index.html template (the shell brings its own frame)
 */
function createAppConfig({
  app,
  dir,
  exposes = {},
  runtimePlugins = [],
  title = '진타입',
  template = path.join(__dirname, 'index.html'),
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const name = containerNames[app];
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Read `shared` from source: it is compiled into each app's fallback chunk.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        // React Router publishes its production build without an export condition for it.
        alias: production
          ? { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') }
          : {},
      },
      module: {
        // An import of a name a module does not export (e.g. one the router facade leaves out)
        // fails the build instead of becoming `undefined` at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          {
            test: /\.module\.scss$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'camelCase',
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[local]-[hash:base64:4]`,
                  },
                },
              },
              { loader: 'sass-loader', options: { implementation: require('sass-embedded'), api: 'modern-compiler' } },
            ],
          },
          {
            test: /\.(png|svg|jpe?g|webp)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          },
          {
            // Fonts are always files, never data URLs: a font inlined in the CSS would be fetched
            // with the stylesheet even when no character of its unicode-range is on the page.
            test: /\.woff2?$/,
            type: 'asset/resource',
            generator: {
              filename: production ? 'fonts/[name].[contenthash:8][ext]' : 'fonts/[name][ext]',
            },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __API_URL__: JSON.stringify(process.env.API_URL || defaultApiUrl),
          __APP_NAME__: JSON.stringify(app),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell (a pure consumer) provides runtime-core and
          // the remotes' entries use it instead of carrying their own copy (about 16 KB gzip each).
          // Development builds keep their own, so a remote still runs alone on its dev port.
          experiments: production
            ? Object.keys(exposes).length > 0
              ? { externalRuntime: true }
              : { provideExternalRuntime: true }
            : {},
        }),
        new HtmlWebpackPlugin({
          template,
          title,
          chunks: ['main'],
          // Absolute, not relative ('auto'): index.html is also the answer to deep links such as
          // /typeReport/1, where a relative `main.js` would resolve to /typeReport/main.js.
          publicPath: '/',
        }),
        production && new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
      ].filter(Boolean),
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      devServer: {
        port: ports[app],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig };
