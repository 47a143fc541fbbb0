import path from 'node:path';
import { API_ROOT } from '../db/client';
import { BackupError } from './backup-error';

/** Where the shop keeps its data, read from the environment by the same rules as `main.ts` and `app.ts`. */
export type ShopStorage =
  | { kind: 'embedded'; dataFolder: string; uploadDir: string }
  | { kind: 'postgres'; databaseUrl: string; uploadDir: string };

export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): ShopStorage {
  if (!env.DATABASE_URL && env.DATA_DIR?.startsWith('memory://')) {
    throw new BackupError('DATA_DIR is memory://: an in-memory shop keeps nothing to back up or restore into.');
  }
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined;
  const uploadDir = env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : dataDir ? path.join(dataDir, 'uploads') : path.join(API_ROOT, '.data', 'uploads');
  if (env.DATABASE_URL) return { kind: 'postgres', databaseUrl: env.DATABASE_URL, uploadDir };
  return { kind: 'embedded', dataFolder: dataDir ?? path.join(API_ROOT, '.data', 'pglite'), uploadDir };
}
