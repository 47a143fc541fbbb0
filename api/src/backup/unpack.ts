import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupError } from './backup-error';
import { isNewerThanThisApi } from './census';
import { extractArchive, UPLOADS_FOLDER } from './archive';
import type { Manifest } from './manifest';
import { verifyDump, verifyPictures } from './verify';

// What both restores (embedded.ts, postgres.ts) do before and after loading the database.

export type BackupResult = { file: string; manifest: Manifest };
export type RestoreResult = { manifest: Manifest; databaseAt: string; uploadsAt: string };

/** Unpacks and checks an archive (dump and pictures against the manifest) before anything is written. */
export async function openArchive(file: string, expectedSource: Manifest['source']): Promise<{ staging: string; manifest: Manifest }> {
  const staging = mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const manifest = await extractArchive(file, staging);
    if (manifest.source !== expectedSource) {
      throw new BackupError(
        manifest.source === 'postgres'
          ? `${file} is a backup of a PostgreSQL database: restore it with DATABASE_URL naming an empty database (docs/backups.md).`
          : `${file} is a backup of the embedded database: restore it without DATABASE_URL, into an empty DATA_DIR (docs/backups.md).`,
      );
    }
    await verifyDump(staging, manifest, file);
    await verifyPictures(path.join(staging, UPLOADS_FOLDER), manifest.pictures, file);
    if (isNewerThanThisApi(manifest.migrations)) {
      throw new BackupError(`${file} comes from a newer version of the shop (schema ${manifest.migrations.lastTag ?? manifest.migrations.lastCreatedAt}): restore it with that version or a later one.`);
    }
    return { staging, manifest };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Copies the archive's pictures into an empty uploads folder and checks every one there. */
export async function restorePictures(staging: string, manifest: Manifest, uploadDir: string): Promise<void> {
  const from = path.join(staging, UPLOADS_FOLDER);
  mkdirSync(uploadDir, { recursive: true });
  if (existsSync(from)) cpSync(from, uploadDir, { recursive: true });
  await verifyPictures(uploadDir, manifest.pictures, `the restored uploads folder ${uploadDir}`);
}

