// Guards the shared facades (facades/*.mjs): a facade's shared module only has the names it lists, and
// a consumed shared module has no static exports for webpack to check, so a missing name would be
// `undefined` at run time. This plugin makes it a build error instead. It also refuses imports of a
// package that is only reachable through another one's facade (react-router is not shared: a second
// router instance would not see the shell's routes).
const fs = require('node:fs');

const FACADE_EXPORTS = /export\s*\{([^}]*)\}\s*from/g;

/** The names a facade file re-exports. */
function facadeNames(file) {
  const names = new Set();
  for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(FACADE_EXPORTS)) {
    for (const name of list.split(',')) if (name.trim()) names.add(name.trim());
  }
  return names;
}

class FacadeNamesPlugin {
  /**
   * @param {{ facades: Record<string, string>, refused?: Record<string, string> }} options
   *   facades: share key -> facade file; refused: package -> the share key to import instead.
   */
  constructor({ facades, refused = {} }) {
    this.facades = facades;
    this.refused = refused;
  }

  /** The share key `request` must be imported through, when it is a refused package or one of its subpaths. */
  refusedFor(request) {
    const pkg = Object.keys(this.refused).find((name) => request === name || request.startsWith(`${name}/`));
    return pkg && this.refused[pkg];
  }

  apply(compiler) {
    const names = new Map(Object.entries(this.facades).map(([request, file]) => [request, facadeNames(file)]));
    const facadeFiles = new Set(Object.values(this.facades));
    compiler.hooks.thisCompilation.tap('FacadeNamesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeNamesPlugin', (modules) => {
        for (const module of modules) {
          const file = module.resource;
          if (!file || file.includes('node_modules') || facadeFiles.has(file)) continue;
          const reported = new Set();
          const report = (message) => {
            if (reported.has(message)) return;
            reported.add(message);
            compilation.errors.push(new Error(`${file}: ${message}`));
          };
          for (const { request, ids } of module.dependencies) {
            if (typeof request !== 'string') continue;
            const instead = this.refusedFor(request);
            if (instead) {
              report(`import from '${instead}', not '${request}' (only ${instead} is shared)`);
              continue;
            }
            const listed = names.get(request);
            if (!listed || !Array.isArray(ids)) continue;
            const [name] = ids;
            if (!name) report(`import names from '${request}' (the shared module has no namespace object)`);
            else if (!listed.has(name)) report(`'${name}' is not in the shared ${request} facade (${this.facades[request]}); add it there`);
          }
        }
      });
    });
  }
}

module.exports = { FacadeNamesPlugin, facadeNames };
