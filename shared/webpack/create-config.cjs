// One webpack + module federation config factory for the host and every remote.
// Loaders are resolved from this package (pnpm keeps node_modules strict), so apps only depend on
// webpack and webpack-cli to run their builds.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const federationShared = require('./federation-shared.cjs');
const { EmitRoutesPlugin } = require('./emit-routes-plugin.cjs');
const { providedVersions } = require('./provided-versions.cjs');
const { remoteDevServers } = require('./remote-dev-servers.cjs');
const { FacadeNamesPlugin } = require('./facade-names-plugin.cjs');
const { asMonolith } = require('./monolith.cjs');
const { createServerConfig } = require('./server-config.cjs');
const { APP_LOADER, EmitAppLoaderPlugin } = require('./emit-app-loader-plugin.cjs');

const requireHere = createRequire(__filename);
const webpack = requireHere('webpack');
const HtmlWebpackPlugin = requireHere('html-webpack-plugin');
const MiniCssExtractPlugin = requireHere('mini-css-extract-plugin');
const { ModuleFederationPlugin } = requireHere('@module-federation/enhanced/webpack');
// webpack's own minimizer plugin, run with the swc minifier (@swc/core, already used to compile).
const MinimizerPlugin = createRequire(requireHere.resolve('webpack'))('minimizer-webpack-plugin');

const SHARED_SRC = path.resolve(__dirname, '../src');
const CONTRACT_SRC = path.resolve(__dirname, '../../contract/src');
// UI kits are bundled by each app from their sources (ADR 0023).
const KITS_DIR = path.resolve(__dirname, '../../kits');
const REPO_ROOT = path.resolve(__dirname, '../..');
// Every build gets its own chunk-loading global: a new build of a remote swapped in while a tab is
// open must not mistake the old build's chunks (same deterministic ids) for its own.
const BUILD_TOKEN = Date.now().toString(36);

/**
 * The federation runtime is paid once, by the host (docs/adr/0016-federation-runtime-once.md): the
 * host provides it (`provideExternalRuntime`), a production remote uses the host's and ships none of
 * its own. The host keeps the snapshot code (remotes are registered by their manifest URL) and
 * remote loading; a remote loads no other remote. In development a remote keeps its own runtime so that
 * its standalone page (`pnpm dev`) runs without a host.
 */
function federationExperiments({ isHost, production }) {
  if (isHost) return { provideExternalRuntime: true, optimization: { target: 'web' } };
  if (!production) return { optimization: { target: 'web' } };
  return { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } };
}

/**
 * @param {object} options
 * @param {string} options.name federation name (host, home, catalog, ...)
 * @param {string} options.dir the app's folder
 * @param {string} options.publicPath '/home/' for the host, 'auto' for remotes
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (files)
 * @param {number} options.port dev server port
 * @param {string} [options.title] html title of the app's own page
 *
 * A remote publishes its pages from `routes.json` in its folder (see emit-routes-plugin.cjs). The
 * host's dev server proxies /remotes/<name>/ to each remote's dev server (the `config.devPort` of
 * every mf-* package) and serves the operator's registry, so remotes.json means the same in
 * development and production.
 */
function createConfig(options) {
  const { name, dir, publicPath, exposes = {}, runtimePlugins = [], port, title = 'Shop' } = options;
  const isHost = Object.keys(exposes).length === 0;
  const shared = federationShared();
  const routesFile = path.join(dir, 'routes.json');
  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) === 'production';
    const config = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: `shop_${name}`,
        chunkLoadingGlobal: `webpackChunk_shop_${name}_${BUILD_TOKEN}`,
        // webpack 5.111 refuses [contenthash] in output.filename: entries stay stable (no-cache),
        // chunks carry a content hash (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // Workspace packages (the API contract) are compiled from their sources, like the apps.
        conditionNames: ['source', '...'],
        alias: { '@': path.join(dir, 'src'), ...federationShared.FACADE_SOURCE_ALIASES },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(dir, 'src'), SHARED_SRC, CONTRACT_SRC, KITS_DIR],
            use: {
              loader: requireHere.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: requireHere.resolve('css-loader'), options: { importLoaders: 1 } },
              {
                loader: requireHere.resolve('postcss-loader'),
                options: { postcssOptions: { plugins: [requireHere('@tailwindcss/postcss')({ base: dir })] } },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared,
          runtimePlugins,
          // A remote's entry is fetched when one of its pages is first rendered, not at start-up:
          // one remote that is down cannot hold up the shell.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: federationExperiments({ isHost, production }),
        }),
        new FacadeNamesPlugin({ facades: federationShared.FACADES, refused: federationShared.REFUSED }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        // A production remote runs only inside the host (it has no federation runtime of its own): only
        // the host and the development builds get a page.
        ...(isHost || !production
          ? [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], inject: 'body', scriptLoading: 'defer', appLoader: isHost && production ? APP_LOADER : null })]
          : []),
        // The host's pages the server renders start the app after their first paint (ADR 0039).
        ...(isHost && production ? [new EmitAppLoaderPlugin()] : []),
        ...(isHost ? [] : [new EmitRoutesPlugin({ name, file: routesFile, exposes, shared })]),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __SHARED_VERSIONS__: JSON.stringify(providedVersions(shared)),
        }),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        // swc minifies in a fraction of terser's time for the same bytes; licences stay in .LICENSE.txt.
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } } })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        historyApiFallback: { index: publicPath === 'auto' ? '/index.html' : `${publicPath}index.html` },
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { publicPath: publicPath === 'auto' ? '/' : publicPath },
        proxy: [
          // The chat's WebSocket: the one API address whose upgrade requests are passed on.
          { context: ['/homeapi/service/socket'], target: process.env.API_URL || 'http://localhost:8080', ws: true },
          { context: ['/homeapi'], target: process.env.API_URL || 'http://localhost:8080' },
          ...(isHost ? remoteDevServers(REPO_ROOT) : []).map(([remote, remotePort]) => ({
            context: [`/remotes/${remote}`],
            target: `http://localhost:${remotePort}`,
            pathRewrite: { [`^/remotes/${remote}`]: '' },
          })),
        ],
        setupMiddlewares: (middlewares) => {
          if (!isHost) return middlewares;
          const registry = process.env.REMOTES_FILE || path.join(REPO_ROOT, 'deploy', 'remotes.json');
          middlewares.unshift({
            name: 'remote-registry',
            path: `${publicPath}remotes.json`,
            middleware: (_req, res) => {
              res.setHeader('Cache-Control', 'no-cache');
              res.setHeader('Content-Type', 'application/json');
              res.end(fs.readFileSync(registry));
            },
          });
          return middlewares;
        },
        client: { overlay: { warnings: false } },
      },
    };
    // SHOP_BUILD=monolith: the host with every remote's pages built in, to measure what federation costs.
    if (process.env.SHOP_BUILD === 'monolith' && isHost) return asMonolith(config, { repoRoot: REPO_ROOT, production });
    // A production build is also built for the server, which renders the public pages (ADR 0039).
    return production ? [config, createServerConfig(options, config)] : config;
  };
}

/** The browser's config of what an app's webpack.config.cjs answers: a production build also has the server's (ADR 0039). */
function browserConfigOf(built) {
  return Array.isArray(built) ? built[0] : built;
}

module.exports = { createConfig, browserConfigOf };
