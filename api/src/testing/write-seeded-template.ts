import { writeSeededDatabaseTemplate } from './seeded-database-template';
import { writeSeededPostgresTemplate } from './seeded-postgres-template';

/**
 * `tsx --conditions=source src/testing/write-seeded-template.ts <file>`: what jest.global-setup.js runs
 * once per run. It writes the seeded PGlite data folder to `<file>`, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, seeds the template database there and prints its name.
 */
async function writeTemplate(): Promise<void> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) console.log(await writeSeededPostgresTemplate(testDatabaseUrl));
  else await writeSeededDatabaseTemplate(process.argv[2]!);
}

writeTemplate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
