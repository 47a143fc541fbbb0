import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestIncompatibilities } from './remote-compatibility';

/**
 * The last word on compatibility: the manifest the runtime is about to use. A remote whose manifest
 * requires a singleton this host cannot satisfy is never evaluated; its load fails, and the page
 * shows the translated panel (remote-page.tsx) instead of a runtime TypeError.
 */
export default function sharedVersionGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shared-version-guard',
    loadRemoteSnapshot(args) {
      const problems = manifestIncompatibilities(args.manifestJson?.shared ?? []);
      if (problems.length) throw new Error(`The ${args.moduleInfo.name} remote is refused: ${problems.join('; ')}`);
      return args;
    },
  };
}
