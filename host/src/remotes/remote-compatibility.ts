import { satisfy } from '@module-federation/enhanced/runtime';

/** The versions of the shared singletons this host provides, written in by its build. */
declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * Why a remote cannot run on this host: each singleton it requires whose provided version does not
 * satisfy its range (another React major, another @shop/shared major). Empty when it is compatible.
 */
export function incompatibilities(required: Record<string, string>, provided: Record<string, string> = __SHARED_VERSIONS__): string[] {
  return Object.entries(required).flatMap(([name, range]) => {
    const version = provided[name];
    if (!version) return [`needs ${name} ${range}, which the shell does not share`];
    return satisfy(version, range) ? [] : [`needs ${name} ${range}, the shell provides ${version}`];
  });
}
