// The version of each shared singleton an app provides: what the host checks remotes against.
const { createRequire } = require('node:module');
const federationShared = require('./federation-shared.cjs');

const requireHere = createRequire(__filename);

function providedVersions(shared = federationShared()) {
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([key]) => !key.endsWith('/'))
      .map(([key, config]) => [key, config.version ?? requireHere(`${key}/package.json`).version]),
  );
}

module.exports = { providedVersions };
