// The one list of singletons every app shares at runtime. Versions come from @shop/shared's own
// pinned dependencies so that host and remotes can never drift apart.
const sharedPkg = require('../package.json');

const deps = sharedPkg.dependencies;

function singleton(requiredVersion) {
  return { singleton: true, requiredVersion };
}

module.exports = function federationShared() {
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    'react-router': singleton(deps['react-router']),
    'react-router-dom': singleton(deps['react-router-dom']),
    zustand: singleton(deps.zustand),
    i18next: singleton(deps.i18next),
    'react-i18next': singleton(deps['react-i18next']),
    '@shop/shared': singleton(sharedPkg.version),
  };
};
