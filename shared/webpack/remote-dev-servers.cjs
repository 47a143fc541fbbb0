// Development only: which remote dev servers the host proxies, read from each remote package's
// `config.devPort`, so that a new remote needs no change in the host.
const fs = require('node:fs');
const path = require('node:path');

/** [remote name, dev port] for every mf-<name> folder beside the host that declares a port. */
function remoteDevServers(repoRoot) {
  return fs
    .readdirSync(repoRoot)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => {
      const file = path.join(repoRoot, folder, 'package.json');
      const devPort = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).config?.devPort : undefined;
      return [folder.slice('mf-'.length), devPort];
    })
    .filter(([, devPort]) => Number.isInteger(devPort));
}

module.exports = { remoteDevServers };
