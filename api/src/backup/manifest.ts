import { z } from 'zod';

/** The archive's layout version: a restore refuses another. */
export const MANIFEST_VERSION = 1;

export const manifestSchema = z.object({
  format: z.literal('shop-backup'),
  version: z.number().int(),
  createdAt: z.string(),
  /** Which database the dump is of, and so which restore takes it. */
  source: z.enum(['embedded', 'postgres']),
  database: z.object({
    /** `database.sql` (plain SQL from pg_dump, embedded) or `database.dump` (pg_dump -Fc, PostgreSQL). */
    file: z.string(),
    sha256: z.string(),
  }),
  /** The schema's migration level: migrations applied, and the last one's tag when this API knows it. */
  migrations: z.object({ applied: z.number().int(), lastCreatedAt: z.string().nullable(), lastTag: z.string().nullable() }),
  /** Rows per table, `schema.table`, every table of the database. */
  tables: z.record(z.string(), z.number().int()),
  /** sha256 of every uploaded picture, by its path below the uploads folder. */
  pictures: z.record(z.string(), z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
