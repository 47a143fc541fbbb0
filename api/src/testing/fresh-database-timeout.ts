/**
 * How long a hook or test may take that opens an embedded database from nothing (PGlite's initdb, a few
 * seconds on a quiet machine) and migrates or seeds it, instead of starting from the run's seeded
 * template: in a CI rehearsal running two suites beside a PostgreSQL server, such suites took 35 to 64 s.
 */
export const FRESH_DATABASE_TIMEOUT_MS = 120_000;
