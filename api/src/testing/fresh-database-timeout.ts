/**
 * How long a hook or test may take that opens an embedded database from nothing (PGlite's initdb, a few
 * seconds on a quiet machine) and migrates or seeds it, instead of starting from the run's seeded
 * template: jest's 20 s is too short for it on a CI machine running two suites beside a PostgreSQL server.
 */
export const FRESH_DATABASE_TIMEOUT_MS = 60_000;
