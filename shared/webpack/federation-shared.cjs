// The one list of singletons every app shares at runtime (host and every remote use this factory).
//
// Versions are declared once for the workspace, in the pnpm catalog of pnpm-workspace.yaml, as exact
// versions (reproducible installs). Federation asks for caret ranges derived from them: a remote built
// against react 19.3.1 accepts any react 19 >= 19.3.1 the host provides, and is refused (not silently
// handed an incompatible copy) when the host has another major. @shop/shared carries its own semantic
// version (shared/package.json, guarded by shared/public-api.json); remotes require ^major.minor.0 of
// the version they were built with. `pnpm check:skew` compares the built manifests.
// See docs/adr/0008-shared-singletons-evolve.md.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const requireHere = createRequire(__filename);
const sharedPkg = require('../package.json');

const WORKSPACE_FILE = path.resolve(__dirname, '../../pnpm-workspace.yaml');

/** Share key -> the catalog entry (package) its version comes from. */
const SINGLETONS = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  // Shared through a facade of the names the shop uses (FACADES); react-router itself is not shared.
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  // One cache for the whole site: the host provides the client, every remote reads through it.
  '@tanstack/react-query': '@tanstack/react-query',
};

/**
 * Share keys provided by a module of ours that re-exports part of the package: a shared module is
 * bundled whole, a facade lets webpack drop what nobody imports. Its version is the package's.
 */
const FACADES = {
  'react-router-dom': path.join(__dirname, 'facades/react-router-dom.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'facades/react-query.mjs'),
  'react-i18next': path.join(__dirname, 'facades/react-i18next.mjs'),
};

/**
 * A facade shared under its package's own name cannot import that name (the import would be consumed
 * from the share scope: the facade waiting for itself). It imports `shop-facade-source/<package>`,
 * which webpack resolves to the package (resolve.alias in create-config.cjs).
 */
const FACADE_SOURCE = 'shop-facade-source/';
const FACADE_SOURCE_ALIASES = Object.fromEntries(Object.keys(FACADES).map((pkg) => [`${FACADE_SOURCE}${pkg}$`, pkg]));

/** Packages the apps may not import directly: package -> the share key that carries it. */
const REFUSED = { 'react-router': 'react-router-dom' };

function readCatalog(file = WORKSPACE_FILE) {
  const YAML = requireHere('yaml');
  const workspace = YAML.parse(fs.readFileSync(file, 'utf8')) || {};
  const catalog = workspace.catalog || (workspace.catalogs && workspace.catalogs.default);
  if (!catalog) throw new Error(`${file} declares no pnpm catalog: the shared singletons' versions live there`);
  return catalog;
}

/** "19.3.1" -> "^19.3.1". Only exact versions belong in the catalog. */
function caret(name, version) {
  const v = String(version).trim();
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(v)) {
    throw new Error(`pnpm catalog: "${name}: ${v}" must be an exact version (x.y.z); the caret range is derived from it`);
  }
  return `^${v}`;
}

/** "1.4.2" -> "^1.4.0": a remote built against 1.4 needs what 1.4 added, and any later 1.x has it. */
function sharedPackageRange(version) {
  const m = /^(\d+)\.(\d+)\.\d+$/.exec(String(version));
  if (!m) throw new Error(`@shop/shared's version "${version}" must be x.y.z`);
  return `^${m[1]}.${m[2]}.0`;
}

module.exports = function federationShared() {
  const catalog = readCatalog();
  const shared = {};
  for (const [key, pkg] of Object.entries(SINGLETONS)) {
    if (!catalog[pkg]) throw new Error(`pnpm catalog in ${WORKSPACE_FILE} has no entry for the singleton "${pkg}"`);
    shared[key] = { singleton: true, requiredVersion: caret(pkg, catalog[pkg]) };
    if (FACADES[key]) Object.assign(shared[key], { import: FACADES[key], version: catalog[pkg] });
  }
  shared['@shop/shared'] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: sharedPackageRange(sharedPkg.version),
  };
  return shared;
};

module.exports.readCatalog = readCatalog;
module.exports.SINGLETONS = SINGLETONS;
module.exports.FACADES = FACADES;
module.exports.REFUSED = REFUSED;
module.exports.FACADE_SOURCE_ALIASES = FACADE_SOURCE_ALIASES;
module.exports.sharedPackageRange = sharedPackageRange;
