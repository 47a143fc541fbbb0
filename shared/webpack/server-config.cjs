// The server build of an app: what the site's server renders public pages with (ADR 0039).
//
// One CommonJS file per build, `server/server.<content hash>.js`, beside the browser build in dist/,
// and `ssr-manifest.json` naming it and the browser build it renders for. The server fetches the
// manifest from where the registry says the app lives, so a remote deployed while the site runs is
// rendered by its new build at the next request, and never beside another build's browser code.
//
// The singletons are not in a remote's file: it `require`s them, and the server hands it the host's
// copies (the host's server build exports them), as the share scope does in the browser.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const federationShared = require('./federation-shared.cjs');
const { providedVersions } = require('./provided-versions.cjs');

const requireHere = createRequire(__filename);
const webpack = requireHere('webpack');

const SSR_MANIFEST = 'ssr-manifest.json';
const SERVER_ENTRY = 'server/server.js';

/** What the host hands a remote's server file: every singleton of the share scope, nothing else. */
const SERVER_SINGLETONS = [
  ...Object.keys(federationShared.SINGLETONS).filter((key) => !key.endsWith('/')),
  '@shop/shared',
];
const SINGLETON_SUBPATHS = /^(react|react-dom)\/[a-z-/]+$/;

function isSingleton(request) {
  return SERVER_SINGLETONS.includes(request) || SINGLETON_SUBPATHS.test(request);
}

/**
 * Names the server file by its content and writes the manifest beside the browser build. The
 * browser build it renders for is read from what that build wrote (its routes.json build for a
 * remote, the `shop-build` meta of the host's index.html), so a mismatch is seen at run time.
 */
class SsrManifestPlugin {
  constructor({ clientBuild }) {
    this.clientBuild = clientBuild;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(SERVER_ENTRY);
        if (!asset) return;
        const hash = crypto.createHash('sha256').update(asset.source.buffer()).digest('hex');
        const file = `server/server.${hash.slice(0, 16)}.js`;
        compilation.renameAsset(SERVER_ENTRY, file);
        const manifest = { file, sha256: hash, clientBuild: this.clientBuild(compilation.outputOptions.path) };
        compilation.emitAsset(SSR_MANIFEST, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/** The generated entry of a remote's server file: its public pages, by the name it exposes them under. */
function remoteServerEntry(dir, exposes) {
  const pages = Object.entries(exposes).filter(([name]) => !name.startsWith('./admin-'));
  const lines = pages.map(([, file], index) => `import * as page${index} from ${JSON.stringify(path.resolve(dir, file))};`);
  lines.push(`export const pages = { ${pages.map(([name], index) => `${JSON.stringify(name)}: page${index}`).join(', ')} };`);
  const entry = path.join(dir, 'node_modules', '.cache', 'shop-ssr', 'server-entry.mjs');
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, `${lines.join('\n')}\n`);
  return entry;
}

/** The browser build in the output folder both builds write to (the browser's is built first). */
function readClientBuild(outputPath, isHost) {
  if (isHost) {
    const html = fs.readFileSync(path.join(outputPath, 'index.html'), 'utf8');
    return /<meta name="shop-build" content="([^"]+)"/.exec(html)?.[1] ?? null;
  }
  return JSON.parse(fs.readFileSync(path.join(outputPath, 'routes.json'), 'utf8')).build ?? null;
}

/**
 * @param {object} options as createConfig's, plus the browser config (its rules and aliases are reused)
 * @param {object} client the app's browser config
 */
function createServerConfig({ name, dir, exposes = {} }, client) {
  const isHost = Object.keys(exposes).length === 0;
  const swc = client.module.rules[0];
  return {
    name: `${name}-server`,
    dependencies: [client.name],
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { server: isHost ? './src/server/server-entry.tsx' : remoteServerEntry(dir, exposes) },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: 'server/[name].js',
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { ...client.resolve, conditionNames: ['source', 'node', '...'], alias: { '@': path.join(dir, 'src') } },
    // A remote uses the host's singletons; the host bundles them and exports them for the remotes.
    externals: isHost ? [] : [({ request }, callback) => (isSingleton(request) ? callback(null, `commonjs ${request}`) : callback())],
    externalsPresets: { node: true },
    module: {
      rules: [
        { ...swc, include: [...swc.include, path.join(dir, 'node_modules', '.cache', 'shop-ssr')] },
        // Styles are the browser build's: the server only needs the class names in the markup.
        { test: /\.css$/, use: requireHere.resolve('./server-null-loader.cjs') },
      ],
    },
    plugins: [
      // One file: the server evaluates the build from the text it fetched, so it has no chunks to load.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __SHARED_VERSIONS__: JSON.stringify(providedVersions(federationShared())) }),
      new SsrManifestPlugin({ clientBuild: (outputPath) => readClientBuild(outputPath, isHost) }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, SSR_MANIFEST, SERVER_SINGLETONS };
