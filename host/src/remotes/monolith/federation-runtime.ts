import pages from 'virtual:monolith-pages';
import type * as Federation from '../federation-runtime';

// The monolith build (SHOP_BUILD=monolith, shared/webpack/monolith.cjs) puts this file in place of
// ../federation-runtime.ts: every remote's pages are built into the host, so a "remote" is a chunk of
// this build and there is nothing to register, warm up or negotiate. The shell's code stays the same.

/** The page a remote exposes, e.g. `home/home-page`, imported from this build's own chunks. */
export const loadRemote: typeof Federation.loadRemote = async <T>(id: string) => {
  const page = pages[id];
  if (!page) throw new Error(`${id} is not one of the pages built into this monolith`);
  return (await page()) as T;
};

export const preloadRemote: typeof Federation.preloadRemote = () => Promise.resolve();

export const registerRemotes: typeof Federation.registerRemotes = () => undefined;

/** Every page is built against the shell's own libraries: nothing can be incompatible. */
export const satisfy: typeof Federation.satisfy = () => true;
