/**
 * The PostgreSQL database of this jest worker when DATABASE_URL is set: `<name>_<worker>`, so that
 * two workers never wipe each other's schema (scripts/test-api-on-postgres.sh creates one per worker).
 */
export function testDatabaseUrl(): string | undefined {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${process.env.JEST_WORKER_ID ?? '1'}`;
  return url.href;
}
