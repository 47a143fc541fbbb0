import { createHash } from 'node:crypto';
import path from 'node:path';
import { evaluateBuild } from './evaluate-build';
import type { SiteReader } from './site-reader';

/** What an app's build publishes for the server: its server file and the browser build it renders for. */
interface SsrManifest {
  file: string;
  sha256: string;
  clientBuild: string;
}

export interface LoadedBuild {
  /** The server file's sha256: the build's identity. */
  sha256: string;
  /** The browser build this server build renders for. */
  clientBuild: string;
  exports: Record<string, unknown>;
}

/** Evaluated builds kept per app: the current one and the one before (tabs may still ask for it). */
const KEPT_PER_APP = 2;

function parseManifest(body: Uint8Array): SsrManifest | null {
  try {
    const manifest = JSON.parse(new TextDecoder().decode(body)) as Partial<SsrManifest>;
    const fine = typeof manifest.file === 'string' && /^server\/[\w.-]+\.js$/.test(manifest.file) && typeof manifest.sha256 === 'string' && typeof manifest.clientBuild === 'string';
    return fine ? (manifest as SsrManifest) : null;
  } catch {
    return null;
  }
}

/**
 * The apps' server builds, fetched where the site serves each app and evaluated once per build
 * (ADR 0039). A build is known by its manifest, read again on every use, so a deployed remote's new
 * build renders the next page without a restart; its file is checked against the manifest's hash,
 * so a half-deployed build is never run.
 */
export class ServerBuilds {
  private readonly loaded = new Map<string, Map<string, LoadedBuild>>();
  private readonly loading = new Map<string, Promise<LoadedBuild>>();

  constructor(private readonly read: SiteReader) {}

  /**
   * The server build of the app served under `base` (a URL path ending in '/'), or null when it has
   * none or it is not the server build of `clientBuild`.
   */
  async load(app: string, base: string, timeoutMs: number, provided: () => Record<string, unknown>, clientBuild?: string): Promise<LoadedBuild | null> {
    const answer = await this.read(`${base}ssr-manifest.json`, timeoutMs);
    const manifest = answer.status === 200 ? parseManifest(answer.body) : null;
    if (!manifest || (clientBuild && manifest.clientBuild !== clientBuild)) return null;
    // The same server file may serve a new browser build (a change only the browser's code saw).
    const kept = this.loaded.get(app)?.get(manifest.sha256);
    if (kept) return { ...kept, clientBuild: manifest.clientBuild };
    const key = `${app}@${manifest.sha256}`;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.fetchAndRun(base, manifest, timeoutMs, provided).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    const build = await loading;
    this.keep(app, manifest.sha256, build);
    return { ...build, clientBuild: manifest.clientBuild };
  }

  private async fetchAndRun(base: string, manifest: SsrManifest, timeoutMs: number, provided: () => Record<string, unknown>): Promise<LoadedBuild> {
    const answer = await this.read(`${base}${manifest.file}`, timeoutMs);
    if (answer.status !== 200) throw new Error(`${base}${manifest.file} answered ${answer.status}`);
    const sha256 = createHash('sha256').update(answer.body).digest('hex');
    if (sha256 !== manifest.sha256) throw new Error(`${base}${manifest.file} is not the build its manifest names`);
    const exports = evaluateBuild(new TextDecoder().decode(answer.body), path.posix.join(base, manifest.file), provided());
    return { sha256, clientBuild: manifest.clientBuild, exports };
  }

  private keep(app: string, sha256: string, build: LoadedBuild): void {
    const builds = this.loaded.get(app) ?? new Map<string, LoadedBuild>();
    builds.delete(sha256);
    builds.set(sha256, build);
    while (builds.size > KEPT_PER_APP) builds.delete(builds.keys().next().value!);
    this.loaded.set(app, builds);
  }
}
