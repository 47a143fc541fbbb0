// The monolith build mode of the config factory (SHOP_BUILD=monolith): the host with every remote's
// exposed pages built in and no module federation, so that `pnpm bench` can measure what federation
// costs against the same pages built as one app (docs/adr/0017-monolith-build-for-measuring.md).
// It takes the host's finished config, whatever federation options it carries, and is never deployed.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { EmitRoutesPlugin } = require('./emit-routes-plugin.cjs');

const requireHere = createRequire(__filename);
const tailwind = requireHere('@tailwindcss/postcss');

/** Imported as `virtual:monolith-pages` by host/src/remotes/monolith/federation-runtime.ts. */
const PAGES_MODULE = 'monolith-pages';
const SEAM = 'src/remotes/federation-runtime.ts';
const MONOLITH_SEAM = 'src/remotes/monolith/federation-runtime.ts';

function isFederationPlugin(plugin) {
  return plugin?.constructor?.name === 'ModuleFederationPlugin';
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every remote's exposed pages, read from the config its own build uses (no second list): the
 * federation name and `exposes` its routes plugin publishes, as `loadRemote` ids and absolute files.
 */
function exposedPages(remoteDir, argv) {
  // Required here, not at the top: create-config.cjs requires this file.
  const { browserConfigOf } = require('./create-config.cjs');
  const config = browserConfigOf(require(path.join(remoteDir, 'webpack.config.cjs'))({}, argv));
  const routes = config.plugins.find((plugin) => plugin instanceof EmitRoutesPlugin);
  if (!routes?.options.name || !routes.options.exposes) throw new Error(`${remoteDir}/webpack.config.cjs publishes no exposed pages to build in`);
  const { name, exposes } = routes.options;
  return Object.entries(exposes).map(([request, file]) => ({
    id: `${name}/${request.replace(/^\.\//, '')}`,
    file: path.resolve(remoteDir, typeof file === 'string' ? file : [file.import].flat()[0]),
  }));
}

/** One dynamic import per page: each page stays its own chunk, as it is with federation. */
function pagesModuleSource(pages) {
  const entries = pages.map(({ id, file }) => {
    const chunkName = JSON.stringify(id.replace(/[^a-z0-9-]/gi, '-'));
    return `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${chunkName} */ ${JSON.stringify(file)}),`;
  });
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** Whatever the host's own sources go through (the TypeScript loader), the remotes' sources go through too. */
function includeRemoteSources(rules, hostSrc, remoteSrcs) {
  let found = false;
  for (const rule of rules) {
    if (Array.isArray(rule.include) && rule.include.includes(hostSrc)) {
      rule.include = [...rule.include, ...remoteSrcs];
      found = true;
    }
  }
  if (!found) throw new Error('monolith: no module rule includes the host sources by folder; the remotes sources cannot follow it');
}

/**
 * Tailwind scans the folder it is given for class names: a remote's stylesheet must be built with
 * its own folder as base, as its federated build does, or its pages lose their utilities.
 */
function tailwindPerPackage(rules, packageDirs) {
  const bases = new Map();
  const tailwindFor = (dir) => {
    if (!bases.has(dir)) bases.set(dir, tailwind({ base: dir }));
    return bases.get(dir);
  };
  let found = false;
  for (const rule of rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const postcssOptions = use?.options?.postcssOptions;
      if (!postcssOptions || typeof postcssOptions === 'function') continue;
      use.options.postcssOptions = (loaderContext) => {
        const dir = packageDirs.find((candidate) => loaderContext.resourcePath.startsWith(candidate + path.sep));
        if (!dir) return postcssOptions;
        const plugins = postcssOptions.plugins.map((plugin) => (plugin?.postcssPlugin === '@tailwindcss/postcss' ? tailwindFor(dir) : plugin));
        return { ...postcssOptions, plugins };
      };
      found = true;
    }
  }
  if (!found) throw new Error('monolith: no PostCSS step found to give each remote its own Tailwind base');
}

/**
 * Puts the monolith's modules in place. Plugins come from the webpack that runs the build
 * (`compiler.webpack`): pnpm may hold another copy of webpack beside this file, whose module hooks
 * the running compilation would never call.
 */
class MonolithPlugin {
  constructor({ seam, monolithSeam, pages }) {
    Object.assign(this, { seam, monolithSeam, pages });
  }

  apply(compiler) {
    const { NormalModuleReplacementPlugin, WebpackError, experiments } = compiler.webpack;
    new NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(this.seam)}$`), this.monolithSeam).apply(compiler);
    new experiments.schemes.VirtualUrlPlugin({ [PAGES_MODULE]: { type: '.js', source: () => pagesModuleSource(this.pages) } }).apply(compiler);
    // Fails the build when anything of the federation runtime is still bundled.
    compiler.hooks.compilation.tap('MonolithPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('MonolithPlugin', (modules) => {
        const federation = [...modules].find((module) => module.resource?.includes(`${path.sep}@module-federation${path.sep}`));
        if (federation) compilation.errors.push(new WebpackError(`monolith: ${federation.resource} is bundled; the shell must reach the runtime through ${SEAM} only`));
      });
    });
  }
}

/**
 * @param {import('webpack').Configuration} config the host's finished config
 * @param {{ repoRoot: string, production: boolean }} options
 */
function asMonolith(config, { repoRoot, production }) {
  const hostDir = config.context;
  const seam = path.join(hostDir, SEAM);
  const monolithSeam = path.join(hostDir, MONOLITH_SEAM);
  if (!fs.existsSync(seam) || !fs.existsSync(monolithSeam)) throw new Error(`monolith: ${SEAM} and ${MONOLITH_SEAM} must both exist in ${hostDir}`);

  const remoteDirs = fs
    .readdirSync(repoRoot)
    .filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(repoRoot, name, 'webpack.config.cjs')))
    .sort()
    .map((name) => path.join(repoRoot, name));
  const argv = { mode: production ? 'production' : 'development' };
  const pages = remoteDirs.flatMap((dir) => exposedPages(dir, argv));
  const remoteSrcs = remoteDirs.map((dir) => path.join(dir, 'src'));

  const plugins = config.plugins.filter((plugin) => !isFederationPlugin(plugin));
  if (plugins.length === config.plugins.length) throw new Error('monolith: the host config has no ModuleFederationPlugin to take out');

  includeRemoteSources(config.module.rules, path.join(hostDir, 'src'), remoteSrcs);
  tailwindPerPackage(config.module.rules, [hostDir, ...remoteDirs]);
  return {
    ...config,
    output: { ...config.output, path: path.join(hostDir, 'dist-monolith') },
    module: {
      ...config.module,
      // Each remote's `@/` means its own src/, as in its own build.
      rules: [...config.module.rules, ...remoteSrcs.map((src) => ({ include: src, resolve: { alias: { '@': src } } }))],
    },
    plugins: [
      ...plugins,
      new MonolithPlugin({ seam, monolithSeam, pages }),
    ],
  };
}

module.exports = { asMonolith };
