import { writeSeededDatabaseTemplate } from './seeded-database-template';

/** `tsx --conditions=source src/testing/write-seeded-template.ts <file>`: what jest.global-setup.js runs once per run. */
writeSeededDatabaseTemplate(process.argv[2]!).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
