// Webpack config factory used by every front-end app: one toolchain (swc, Sass modules,
// Module Federation) so each app builds the same way and alone.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor, containerNames, ports } = require('./federation.cjs');
const { ModuleContractPlugin } = require('./module-contract-plugin.cjs');
const {
  documentHeaders,
  inlineHashes,
  originsOf,
  sdkOriginsFor,
} = require('./security-headers.cjs');

const defaultApiUrl = `http://localhost:${ports.api}`;

/**
 * A `.br` and a `.gz` beside every text asset of 1 KB or more (smaller ones fit one packet either
 * way) that they make smaller, compressed once at the highest levels, so the static servers
 * (scripts/lib/serve.mjs) send them without compressing per request. JSON is left out on purpose:
 * the manifests are small and are the files a release, a rollout or a person rewrites in place,
 * where a stale compressed copy would be served; the servers compress them when they send them.
 */
function precompression() {
  const common = { test: /\.(?:js|css|html|svg)$/, threshold: 1024, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        },
      },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * The files a first visit needs right after the entry: the chunks of the async boundary
 * (`import('./bootstrap')`) and of the shared modules they consume. Without hints the browser
 * only learns about them once the entry has downloaded and run; preloaded from index.html they
 * download while it does (one round trip and the entry's run time less before the first paint).
 */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  // The app runs the copy it provides to the share scope (a remote would bring its own otherwise).
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const files = [];
  const seenChunks = new Set();
  const seenGroups = new Set();
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) visitChunk(chunk);
  };
  const visitChunk = (chunk) => {
    if (seenChunks.has(chunk)) return;
    seenChunks.add(chunk);
    for (const file of chunk.files) if (/\.(?:js|css)$/.test(file)) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // A shared module the chunk consumes is fetched with it: the copy this app provides if
      // it provides one, else its fallback.
      if (module.type !== 'consume-shared-module') continue;
      const source = provided.get(module.options.shareKey) ?? module;
      for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  };
  const entryChunk = entry.getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  }
  for (const chunk of entry.chunks) seenChunks.add(chunk);
  const entryFiles = new Set(entry.getFiles());
  return [...new Set(files)].filter((file) => !entryFiles.has(file));
}

class PreloadBootPlugin {
  apply(compiler) {
    const name = 'PreloadBootPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const publicPath = data.publicPath ?? '/';
        // Scripts at low priority, as the entry would have asked for them (async chunks): they
        // start early without competing with the entry and the stylesheet.
        const links = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? { rel: 'preload', as: 'style', href: `${publicPath}${file}` }
              : {
                  rel: 'preload',
                  as: 'script',
                  href: `${publicPath}${file}`,
                  fetchpriority: 'low',
                },
          ),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * Lists each page's files in the remote's mf-manifest.json (`pages`: page id → its js and css, the
 * chunk `page-<id>` and the split chunks it needs), so the shell can preload the first route's page
 * with the remote's entry instead of one round trip after the remote has started
 * (shell/src/federation/warm-up.ts; the route table names each route's page).
 */
class ManifestPagesPlugin {
  apply(compiler) {
    const name = 'ManifestPagesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the federation plugin has written its manifest.
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const pages = {};
          for (const [chunkName, group] of compilation.namedChunkGroups) {
            if (!chunkName.startsWith('page-')) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            pages[chunkName.slice('page-'.length)] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          const manifest = JSON.parse(asset.source.source().toString());
          compilation.updateAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify({ ...manifest, pages }, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Writes `csp-hashes.json` beside index.html: the CSP hashes of its inline scripts and styles (the
 * shell's early remotes.json request, its first-visit warm-up and its page skeleton), read by the
 * static servers (scripts/lib/serve.mjs) for the Content-Security-Policy of the page, so the
 * inline code stays inline (first paint) without 'unsafe-inline'. The dev server reads `hashes`.
 */
class CspHashesPlugin {
  constructor() {
    this.hashes = { script: [], style: [] };
  }

  apply(compiler) {
    const name = 'CspHashesPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(name, (data) => {
        // The final HTML, after minification: the hashes are of the bytes the browser reads.
        const { script, style } = inlineHashes(data.html);
        this.hashes = { script, style };
        const json = `${JSON.stringify(this.hashes, null, 2)}\n`;
        compilation.emitAsset('csp-hashes.json', new webpack.sources.RawSource(json));
        return data;
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.app        package folder name, e.g. 'mf-content'
 * @param {string} options.dir        the app's folder (__dirname of its webpack config)
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.title]
 * @param {string} [options.template] index.html template (the shell brings its own frame)
 * @param {Record<string, unknown>} [options.templateParameters] values the template reads
 */
function createAppConfig({
  app,
  dir,
  exposes = {},
  runtimePlugins = [],
  title = '진타입',
  template = path.join(__dirname, 'index.html'),
  templateParameters = {},
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const name = containerNames[app];
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    const cspHashes = new CspHashesPlugin();
    // Only the dev server's headers use it (the builds read the API's address at run time).
    const apiUrl = process.env.API_URL || defaultApiUrl;

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
        // A chunk that does not arrive is an error (the error boundary's "다시 시도") after 20 s,
        // not webpack's default 120 s of loader.
        chunkLoadTimeout: 20_000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Read `shared` from source: it is compiled into each app's fallback chunk.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        // React Router publishes its production build without an export condition for it.
        alias: production
          ? {
              'react-router$': path.join(
                path.dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            }
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
                    localIdentName: production
                      ? `${name}-[hash:base64:6]`
                      : `${name}-[local]-[hash:base64:4]`,
                  },
                },
              },
              {
                loader: 'sass-loader',
                options: { implementation: require('sass-embedded'), api: 'modern-compiler' },
              },
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
          __APP_NAME__: JSON.stringify(app),
          // KakaoTalk share (mf-account/src/lib/kakao-share.ts): the SDK when the run-time
          // configuration has a key; without one, the local stand-in in development builds and no
          // Kakao button in production builds. No per-environment value is compiled in: the API's
          // address and the key come from /config.json (packages/platform/src/api/runtime-config.ts).
          __KAKAO_STAND_IN__: JSON.stringify(!production),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedFor({ remote: Object.keys(exposes).length > 0, production }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell (a pure consumer) provides runtime-core and
          // the remotes' entries use it instead of carrying their own copy (about 16 KB gzip each).
          // Development builds keep their own, so a remote still runs alone on its dev port.
          // That runtime is built without the snapshot plugin (it reads mf-manifest.json remotes:
          // remotes.json names remoteEntry.js files) and without its Node code paths: 3.2 KB gzip
          // less on every first visit.
          experiments: production
            ? Object.keys(exposes).length > 0
              ? { externalRuntime: true }
              : {
                  provideExternalRuntime: true,
                  optimization: { disableSnapshot: true, target: 'web' },
                }
            : {},
        }),
        new HtmlWebpackPlugin({
          template,
          title,
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            ...templateParameters,
          }),
          chunks: ['main'],
          // Absolute, not relative ('auto'): index.html is also the answer to deep links such as
          // /typeReport/1, where a relative `main.js` would resolve to /typeReport/main.js.
          publicPath: '/',
        }),
        cspHashes,
        production &&
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:8].css',
            chunkFilename: '[name].[contenthash:8].css',
          }),
        production && new PreloadBootPlugin(),
        production && new ModuleContractPlugin({ app }),
        Object.keys(exposes).length > 0 && new ManifestPagesPlugin(),
        ...(production ? precompression() : []),
      ].filter(Boolean),
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      devServer: {
        port: ports[app],
        historyApiFallback: true,
        hot: false,
        // The site's security headers (security-headers.cjs) in their development form, with the
        // hashes of the page as last built.
        headers: () => ({
          'Access-Control-Allow-Origin': '*',
          ...documentHeaders({
            production: false,
            dev: true,
            apiOrigin: originsOf([apiUrl])[0],
            remoteOrigins: Object.entries(ports)
              .filter(([name]) => name !== 'api' && name !== app)
              .map(([, port]) => `http://localhost:${port}`),
            sdkOrigins: sdkOriginsFor(process.env),
            hashes: cspHashes.hashes,
          }),
        }),
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig };
