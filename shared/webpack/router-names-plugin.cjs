// Guards the react-router-dom facade (react-router-dom.mjs): the shared module only has the names it
// lists, and a consumed shared module has no static exports for webpack to check, so a missing name
// would be `undefined` at run time. This plugin makes it a build error instead, and refuses imports of
// react-router itself, which is not shared (a second router instance would not see the shell's routes).
const fs = require('node:fs');

const FACADE_EXPORTS = /export\s*\{([^}]*)\}\s*from/g;

/** The names the facade file re-exports. */
function facadeNames(file) {
  const names = new Set();
  for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(FACADE_EXPORTS)) {
    for (const name of list.split(',')) if (name.trim()) names.add(name.trim());
  }
  return names;
}

class RouterNamesPlugin {
  /** @param {{ request: string, facade: string }} options */
  constructor({ request, facade }) {
    this.request = request;
    this.facade = facade;
  }

  apply(compiler) {
    const names = facadeNames(this.facade);
    compiler.hooks.thisCompilation.tap('RouterNamesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterNamesPlugin', (modules) => {
        for (const module of modules) {
          const file = module.resource;
          if (!file || file.includes('node_modules') || file === this.facade) continue;
          const refused = new Set();
          for (const dependency of module.dependencies) {
            const { request, ids } = dependency;
            if (request === 'react-router' || request?.startsWith('react-router/')) {
              if (refused.has(request)) continue;
              refused.add(request);
              compilation.errors.push(new Error(`${file}: import from '${this.request}', not '${request}' (only ${this.request} is shared)`));
            } else if (request === this.request && Array.isArray(ids)) {
              const [name] = ids;
              if (!name) compilation.errors.push(new Error(`${file}: import names from '${this.request}' (the shared module has no namespace object)`));
              else if (!names.has(name)) compilation.errors.push(new Error(`${file}: '${name}' is not in the shared ${this.request} facade (${this.facade}); add it there`));
            }
          }
        }
      });
    });
  }
}

module.exports = { RouterNamesPlugin, facadeNames };
