import { createHash } from 'node:crypto';
import { copyFileSync, createReadStream, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Mirrors the files below `source` into `destination` as hard links (a copy where the file system
 * refuses one): instant, and a picture the shop writes on meanwhile is the same file in both.
 * Answers how many files it placed. A missing `source` is an empty tree.
 */
export function linkTree(source: string, destination: string, skip: (file: string) => boolean = () => false): number {
  if (!existsSync(source)) return 0;
  mkdirSync(destination, { recursive: true, mode: 0o700 });
  let placed = 0;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(destination, entry.name);
    if (skip(from)) continue;
    if (entry.isDirectory()) placed += linkTree(from, to, skip);
    else if (entry.isFile()) {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
      placed += 1;
    }
  }
  return placed;
}

/** The files below `root`, as paths relative to it with forward slashes, sorted. */
export function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) found.push(`${prefix}${entry.name}`);
    }
  };
  walk(root, '');
  return found.sort();
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** sha256 of every file below `root`, keyed by its relative path. */
export async function hashTree(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of listFiles(root)) hashes[file] = await sha256OfFile(path.join(root, ...file.split('/')));
  return hashes;
}

/** A folder that does not exist, or holds nothing. */
export function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}
