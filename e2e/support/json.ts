import fs from 'node:fs';

/** The envelope every /homeapi answer comes in. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page as a remote's routes.json publishes it. */
export interface PublishedRoutes {
  shared: Record<string, string>;
  routes: Array<{ path: string; module: string; title: Record<string, string> }>;
  navigation: Array<{ path: string; title: Record<string, string> }>;
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}

/** The parts of a federation mf-manifest.json the specs read. */
export interface FederationManifest {
  shared: Array<{ name: string; requiredVersion?: string; assets: ManifestAssets }>;
  exposes: Array<{ assets: ManifestAssets }>;
}

/**
 * A JSON body, typed as what the spec reads of it. The shapes are not checked here: the API's own
 * tests validate every answer against the contract, these specs test what shoppers see.
 */
export async function jsonOf<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return (await response.json()) as T;
}

/** A JSON file, typed as what the spec reads of it. */
export function readJsonFile<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
