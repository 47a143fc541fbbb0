// `pnpm --filter @shop/api run lint:modules` (part of the root `pnpm lint`): no cycle between the
// API's modules, the folders of src/modules. Module A is in a cycle when its files import module B
// and B's files import A back, directly or through other modules; file by file there may be no
// cycle at all (a/x.ts imports ../b, b/y.ts imports ../a), so the check is made on folders.
//
// Why a folder rule and not `collapse`: dependency-cruiser finds cycles and checks the rules on the
// file graph, and `collapse` only merges the result for the report afterwards, so a module cycle
// without a file cycle would pass. A rule with `scope: 'folder'` is checked on the folder graph,
// where each folder carries the imports of every file below it: an import that leaves module A
// for a module that leads back to A is circular there.
//
// Only cycles made of modules count: src/http imports every module's messages.ts and the modules
// import src/http, so everything outside src/modules is left out of the graph (`includeOnly`);
// `via`/`viaOnly` would do it for a file rule but a folder rule does not read them. Tests and
// src/testing are white-box and left out. Type-only imports count: a cycle of types is still a
// coupling. scripts/api-module-cycles.test.mjs proves this config on fixtures.
//
// Exact once every import of another module goes through its index.ts (eslint.config.mjs): a deep
// import into a sub-folder of a module points at that sub-folder only, so a cycle through it can
// be missed until the ESLint rule is green.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'The API’s modules form a cycle: one of them must stop importing the other (move what both need to a third module, or invert the dependency).',
      scope: 'folder',
      from: { path: '^src/modules/([^/]+)' },
      // An import that leaves the module and comes back to it; cycles inside one module do not count.
      to: { circular: true, pathNot: '^src/modules/$1(/|$)' },
    },
  ],
  options: {
    includeOnly: '^src/modules/',
    exclude: { path: ['\\.test\\.ts$', '^src/testing/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The API's own resolution (tsconfig.json: moduleResolution node16, customConditions source).
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['source', 'require', 'node', 'default'] },
  },
};
