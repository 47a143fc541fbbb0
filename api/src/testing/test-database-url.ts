/**
 * The PostgreSQL database of this jest worker when TEST_DATABASE_URL is set: `<name>_<worker>`, so
 * that two workers never wipe each other's schema (scripts/start-test-postgres.sh creates one per
 * worker). A variable of its own, not the server's DATABASE_URL: a test run that starts the shop
 * beside the suites (the e2e's `npm start`) keeps its embedded database.
 */
export function testDatabaseUrl(): string | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${process.env.JEST_WORKER_ID ?? '1'}`;
  return url.href;
}
