import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file under a temporary name and renames it, so that a reader (on any API node sharing the
 * folder) never sees half a file, and two writers of the same file never share the temporary one.
 */
export async function writeFileAtomically(target: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}.part`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, target);
}

/** A stored file's bytes, or null when there is none; a name that would leave the folder is never read. */
export async function readStoredFile(folder: string, fileName: string): Promise<Uint8Array | null> {
  if (path.basename(fileName) !== fileName) return null;
  try {
    return new Uint8Array(await fs.readFile(path.join(folder, fileName)));
  } catch {
    return null;
  }
}
