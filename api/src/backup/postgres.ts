import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { BackupError } from './backup-error';
import { isEmptyFolder, linkTree } from './backup-files';
import { countRows, listTables, migrationLevel, type RunQuery } from './census';
import { sealArchive, UPLOADS_FOLDER } from './archive';
import { openArchive, restorePictures, type BackupResult, type RestoreResult } from './unpack';
import { verifyCounts } from './verify';

const DUMP_FILE = 'database.dump';

/** The connection string without its password, which goes to the client tools by PGPASSWORD: a command line is readable by every user. */
function clientToolTarget(databaseUrl: string): { target: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { target: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; a missing tool or a failure is a sentence naming it and its own first error line. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not on PATH: with DATABASE_URL this command runs PostgreSQL's own ${tool}. Install the PostgreSQL client of the server's version or newer, or let the compose backup service take the dumps (docs/backups.md).`
            : `${tool} could not be started (${error.code ?? error.message}).`,
        ),
      ),
    );
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const reason = stderr.split('\n').find((line) => line.trim()) ?? `exit code ${code}`;
      reject(new BackupError(`${tool} failed: ${reason.trim()}`));
    });
  });
}

async function withClient<T>(databaseUrl: string, work: (query: RunQuery, client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`The database of DATABASE_URL cannot be reached: ${error instanceof Error ? error.message : String(error)}.`);
  }
  try {
    return await work(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows, client);
  } finally {
    await client.end();
  }
}

/**
 * Backs up a PostgreSQL database with pg_dump -Fc and the pictures into one archive. The row counts
 * and the dump read one snapshot (pg_export_snapshot), so the manifest describes the dump exactly
 * while the shop keeps writing.
 */
export async function backupPostgres(storage: { databaseUrl: string; uploadDir: string }, outFolder: string, now = new Date()): Promise<BackupResult> {
  mkdirSync(outFolder, { recursive: true });
  const staging = mkdtempSync(path.join(outFolder, '.staging-'));
  try {
    const { target, env } = clientToolTarget(storage.databaseUrl);
    const census = await withClient(storage.databaseUrl, async (query) => {
      await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [exported] = await query('SELECT pg_export_snapshot() AS id');
      const counted = { tables: await countRows(query), migrations: await migrationLevel(query) };
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${String(exported!.id)}`, `--file=${path.join(staging, DUMP_FILE)}`, `--dbname=${target}`], env);
      await query('COMMIT');
      return counted;
    });
    linkTree(storage.uploadDir, path.join(staging, UPLOADS_FOLDER));
    return await sealArchive(staging, { source: 'postgres', dumpFile: DUMP_FILE, census, createdAt: now }, outFolder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores a PostgreSQL backup into an empty database (no table at all) with pg_restore in one transaction, then checks it. */
export async function restorePostgres(storage: { databaseUrl: string; uploadDir: string }, file: string): Promise<RestoreResult> {
  const { staging, manifest } = await openArchive(file, 'postgres');
  try {
    const { target, env } = clientToolTarget(storage.databaseUrl);
    const existing = await withClient(storage.databaseUrl, listTables);
    if (existing.length > 0) {
      throw new BackupError(`The database of DATABASE_URL is not empty (${existing.length} tables): a restore goes into an empty database, so it never mixes with a shop's data. Create a new database and name it.`);
    }
    if (!isEmptyFolder(storage.uploadDir)) {
      throw new BackupError(`${storage.uploadDir} (the uploads folder) is not empty: a restore goes into an empty folder. Set UPLOAD_DIR to a new folder, or move this one away first.`);
    }
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target}`, path.join(staging, manifest.database.file)], env);
    verifyCounts(manifest.tables, await withClient(storage.databaseUrl, countRows));
    await restorePictures(staging, manifest, storage.uploadDir);
    return { manifest, databaseAt: new URL(storage.databaseUrl).pathname.slice(1), uploadsAt: storage.uploadDir };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
