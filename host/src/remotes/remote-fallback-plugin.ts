import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A runtime plugin runs before the shared singletons are negotiated, so it must not import React or
// @shop/shared: the shell hands it the error panel once the app has started.
let fallbackPage: unknown = null;

/** Called by the shell at start with the page to show when a remote cannot be loaded. */
export function provideRemoteFallback(page: unknown): void {
  fallbackPage = page;
}

interface LoadErrorArgs {
  id?: string;
  error?: unknown;
  lifecycle?: string;
}

/**
 * When a remote's manifest, entry or module cannot be loaded, answer with a module whose page is the
 * translated error panel (with retry) instead of failing the whole tree. Shared-module failures are
 * left alone: a page cannot stand in for a library.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as LoadErrorArgs;
      if (lifecycle === 'beforeLoadShare' || !fallbackPage) return undefined;
      console.error(`Remote module ${id ?? ''} could not be loaded`, error);
      return { __esModule: true, default: fallbackPage };
    },
  };
}
