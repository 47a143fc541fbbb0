// The one door from the shell's code to the federation runtime. The monolith build (SHOP_BUILD=monolith,
// see shared/webpack/monolith.cjs) swaps this file for one that imports every remote's pages statically,
// so that both builds run the same shell code.
export { loadRemote, preloadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
