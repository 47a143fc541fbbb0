// jsdom without the fetch family: react-router's data routers build Request objects, so the
// Node implementations (and their matching AbortController) are lent to the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream'];

class ShopJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) this.global[name] = globalThis[name];
  }
}

module.exports = ShopJsdomEnvironment;
