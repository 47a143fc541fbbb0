import { satisfy } from './federation-runtime';

/** The versions of the shared singletons this host provides, written in by its build. */
declare const __SHARED_VERSIONS__: Record<string, string>;

/** The singleton a shared module belongs to: `react/jsx-runtime` is React's. */
function providerOf(name: string, provided: Record<string, string>): [singleton: string, version: string] | undefined {
  return Object.entries(provided).find(([singleton]) => name === singleton || name.startsWith(`${singleton}/`));
}

/**
 * Why a remote cannot run on this host: each singleton it requires whose provided version does not
 * satisfy its range (another React major, another @shop/shared major). Empty when it is compatible.
 */
export function incompatibilities(required: Record<string, string>, provided: Record<string, string> = __SHARED_VERSIONS__): string[] {
  return Object.entries(required).flatMap(([name, range]) => {
    const provider = providerOf(name, provided);
    if (!provider) return [`needs ${name} ${range}, which the shell does not share`];
    const [, version] = provider;
    return satisfy(version, range) ? [] : [`needs ${name} ${range}, the shell provides ${version}`];
  });
}

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/** The same check on a remote's `mf-manifest.json`, over the modules this host shares. */
export function manifestIncompatibilities(shared: ManifestShared[], provided: Record<string, string> = __SHARED_VERSIONS__): string[] {
  const required = shared.flatMap(({ name, requiredVersion }): [string, string][] =>
    requiredVersion && providerOf(name, provided) ? [[name, requiredVersion]] : [],
  );
  return incompatibilities(Object.fromEntries(required), provided);
}
