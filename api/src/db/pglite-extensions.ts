import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm, ADR 0044). PGlite carries an extension's files only
 * when it is opened with them, so every place that opens an embedded database (the shop, a backup, a
 * restore) passes these: a data folder whose schema uses one cannot be read without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
