import { describe, expect, it } from '@jest/globals';
import { releaseFixtureMigrations } from '../testing/release-fixture';
import { readMigrationFiles } from './migration-files';
import { findRuleViolations, splitStatements } from './migration-rules';

const files = readMigrationFiles();
const releasedUntil = Math.max(...releaseFixtureMigrations().map((row) => row.createdAt));
const targets = (sql: string) => findRuleViolations(sql).map((violation) => `${violation.target}: ${violation.change}`);

/** Expand, then migrate the code, then contract in a later release (ADR 0038). */
describe('migrations newer than the previous release', () => {
  it('only expand the schema, or mark each contract step with why it is safe', () => {
    const newer = files.filter((file) => file.when > releasedUntil);
    expect(newer.map((file) => ({ tag: file.tag, violations: findRuleViolations(file.sql) }))).toEqual(newer.map((file) => ({ tag: file.tag, violations: [] })));
  });
});

describe('the rolling-deploy rule', () => {
  it('refuses what the previous release may still use', () => {
    const sql = [
      'DROP TABLE "chat_presence" CASCADE;',
      'ALTER TABLE "orders" DROP COLUMN "remark";',
      'ALTER TABLE "public"."orders" RENAME COLUMN "remark" TO "note";',
      'ALTER TABLE "coupons" RENAME TO "vouchers";',
      'ALTER TABLE "payments" ALTER COLUMN "sign" SET DATA TYPE varchar(1024);',
      'alter table payments alter column amount type bigint using amount::bigint;',
      'ALTER TABLE "orders" ALTER COLUMN "store_id" SET NOT NULL;',
      'ALTER TABLE "orders" ADD COLUMN "channel" varchar(10) NOT NULL;',
      'DELETE FROM "cart_items";',
      'TRUNCATE sessions;',
      'DROP TYPE "order_kind";',
    ].join('--> statement-breakpoint\n');
    expect(targets(sql)).toEqual([
      'chat_presence: drops an object',
      'orders.remark: drops a column',
      'orders.remark: renames a column',
      'coupons: renames a table',
      "payments.sign: changes a column's type",
      "payments.amount: changes a column's type",
      'orders.store_id: makes a column NOT NULL',
      'orders.channel: adds a NOT NULL column without a default',
      'cart_items: deletes rows',
      'sessions: deletes every row',
      'order_kind: drops an object',
    ]);
  });

  it('lets every expanding step through', () => {
    const sql = [
      'CREATE TABLE "labels" ("id" serial PRIMARY KEY NOT NULL, "name" varchar(20) NOT NULL);',
      'ALTER TABLE "orders" ADD COLUMN "channel" varchar(10);',
      'ALTER TABLE "orders" ADD COLUMN "source" varchar(10) DEFAULT \'pc\' NOT NULL;',
      'ALTER TABLE "orders" ALTER COLUMN "remark" DROP NOT NULL;',
      'ALTER TABLE "orders" ALTER COLUMN "remark" SET DEFAULT \'\';',
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_label_fk" FOREIGN KEY ("label_id") REFERENCES "labels"("id") ON DELETE no action;',
      'ALTER TABLE "orders" DROP CONSTRAINT "orders_old_check";',
      'CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("channel");',
      'DROP INDEX "orders_old_idx";',
      `UPDATE "orders" SET "channel" = 'pc' WHERE "channel" IS NULL;`,
      "create or replace function f() returns trigger language plpgsql as $$ begin delete from cart_items; drop table x; return null; end $$;",
      `INSERT INTO "site_options" ("key", "value") VALUES ('note', 'DROP TABLE orders; ALTER TABLE a DROP COLUMN b');`,
    ].join('--> statement-breakpoint\n');
    expect(targets(sql)).toEqual([]);
  });

  it('lets a contract step through when its marker names what it takes and why that is safe', () => {
    const sql = [
      '-- contract: chat_presence, unused since release 2bd437f: presence moved to chat_agent_presence in that release\nDROP TABLE "chat_presence" CASCADE;',
      '-- contract: orders.remark, unused since release 2bd437fe1d5184a20cfe7345edcb8a6dd15c4f73: the API reads note since then\nALTER TABLE "orders" DROP COLUMN "remark";',
    ].join('--> statement-breakpoint\n');
    expect(targets(sql)).toEqual([]);
  });

  it('refuses a marker that names something else, lives in another chunk or leaves out the release or the reason', () => {
    expect(targets('-- contract: orders.note, unused since release 2bd437f: the API reads note\nALTER TABLE "orders" DROP COLUMN "remark";')).toEqual(['orders.remark: drops a column']);
    expect(targets('-- contract: orders.remark, unused since release 2bd437f: it is not read any more\n--> statement-breakpoint\nALTER TABLE "orders" DROP COLUMN "remark";')).toEqual(['orders.remark: drops a column']);
    expect(targets('-- contract: orders.remark: nobody reads it\nALTER TABLE "orders" DROP COLUMN "remark";')).toEqual([': malformed marker', 'orders.remark: drops a column']);
    expect(targets('-- contract: orders.remark, unused since release 2bd437f\nALTER TABLE "orders" DROP COLUMN "remark";')).toEqual([': malformed marker', 'orders.remark: drops a column']);
  });

  it('would have stopped the contract steps the released history took in one go', () => {
    const released = (tag: string) => targets(files.find((file) => file.tag === tag)!.sql);
    expect(released('0012_chat_agents_leave_members')).toEqual(['chat_presence: drops an object', 'chat_conversations.agent_id: drops a column', 'chat_phrases.agent_id: drops a column']);
    expect(released('0015_online_providers')).toEqual(["processed_notifications.sign: changes a column's type"]);
  });

  it('splits statements around quotes, dollar-quoted bodies and comments', () => {
    expect(splitStatements("-- a; comment\nSELECT 'a;b'; /* c; */ SELECT $x$ d; $x$;\nSELECT \"e;f\"")).toEqual(["SELECT 'a;b'", 'SELECT $x$ d; $x$', 'SELECT "e;f"']);
  });
});
