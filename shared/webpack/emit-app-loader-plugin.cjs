// Emits the host's app loader (start-app-after-paint.js) beside main.js. A page the server rendered
// loads the app through it (ADR 0039); the shell names it in a meta element, so the server only
// sends the loader with a shell whose build has it.
const fs = require('node:fs');
const path = require('node:path');

const APP_LOADER = 'start-app-after-paint.js';
const SOURCE = path.join(__dirname, APP_LOADER);

class EmitAppLoaderPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitAppLoaderPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      // Before the minimizer's stage: the loader is minified like the entry.
      compilation.hooks.processAssets.tap({ name: 'EmitAppLoaderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(APP_LOADER, new sources.RawSource(fs.readFileSync(SOURCE, 'utf8')));
      });
    });
  }
}

module.exports = { APP_LOADER, EmitAppLoaderPlugin };
