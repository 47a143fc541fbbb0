const { providedVersions } = require('@shop/shared/webpack/provided-versions');

// The build writes in the shared versions the host provides; tests get the same values.
module.exports = require('@shop/shared/jest').createJestConfig(__dirname, { globals: { __SHARED_VERSIONS__: providedVersions() } });
