// Copies an app's public/ folder into its output (remotes.json, robots.txt) without another dependency.
const fs = require('node:fs');
const path = require('node:path');

class EmitPublicPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.folder)) return;
        for (const name of fs.readdirSync(this.folder)) {
          const file = path.join(this.folder, name);
          if (fs.statSync(file).isFile()) {
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
            compilation.fileDependencies.add(file);
          }
        }
      });
    });
  }
}

module.exports = { EmitPublicPlugin };
