import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { adminOrderListQuery, GOODS_SORTS, goodsListQuery, orderListQuery } from '@shop/contract';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { describeDashboard } from '../modules/admin-dashboard/dashboard-service';
import { listOrdersForStaff } from '../modules/admin-order/list-service';
import { SCHEDULED_JOBS } from '../modules/jobs';
import { listGoods } from '../modules/goods/listing-service';
import { listOrders } from '../modules/order/query-service';
import { devSimulatorProvider } from '../modules/tracking';
import { createMember } from '../testing/buying-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { DatabaseConnection, Db } from './client';
import * as schema from './schema';

/**
 * Issue 33: every hot query of the goods list, the member's order list, the back office's order list
 * and its dashboard is answered through an index, never by reading a large table whole. The queries
 * are the services' own, recorded as they run, then EXPLAINed with their parameters on this run's
 * driver (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 *
 * The seeded shop is small, and on a small table a sequential scan is the cheaper plan whatever the
 * indexes; so each plan is made with `enable_seqscan = off`, which leaves a sequential scan only
 * where no index can serve the query's conditions or its order (ADR 0045). The bench
 * (scripts/bench-catalogue.mjs) times the same queries on 100,000 goods and a million orders.
 */
const LARGE_TABLES = new Set(['goods', 'orders', 'order_items', 'users', 'payments', 'shipment_events']);

type Statement = { query: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; Filter?: string; Plans?: PlanNode[] };

/** A handle on the test's database that records every statement run through it. */
function recordingDb(connection: DatabaseConnection): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) };
  const client = (connection.db as unknown as { $client: PGlite | Pool }).$client;
  const db = connection.driver === 'pglite' ? drizzlePglite(client as PGlite, { schema, logger }) : drizzleNodePg(client as Pool, { schema, logger });
  return { db, statements };
}

/** The plan of one statement, made with sequential scans priced out, on a connection of its own where there is a pool. */
async function planOf(connection: DatabaseConnection, { query, params }: Statement): Promise<PlanNode> {
  const client = (connection.db as unknown as { $client: PGlite | Pool }).$client;
  const onOne = async (run: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>) => {
    await run('SET enable_seqscan = off');
    try {
      return await run(`EXPLAIN (FORMAT JSON) ${query}`, params);
    } finally {
      await run('RESET enable_seqscan');
    }
  };
  let result;
  if (connection.driver === 'pglite') {
    const pglite = client as PGlite;
    result = await onOne((sql, values) => pglite.query<Record<string, unknown>>(sql, values));
  } else {
    const held = await (client as Pool).connect();
    try {
      result = await onOne((sql, values) => held.query(sql, values));
    } finally {
      held.release();
    }
  }
  const raw = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan']);

/**
 * Whether a plan node reads a large table whole: a sequential scan, or an index walked from end to end
 * (no Index Cond) while a filter throws rows away, as the primary key is walked to find a few rows
 * in id order. An index walked whole without a filter is a list in the index's order, which its
 * LIMIT stops early.
 */
const readsWhole = (node: PlanNode, walks: boolean) =>
  LARGE_TABLES.has(node['Relation Name'] ?? '') &&
  (node['Node Type'] === 'Seq Scan' || (walks && INDEX_SCANS.has(node['Node Type']) && node['Index Cond'] === undefined && node.Filter !== undefined));

/**
 * The large tables a plan reads whole: by a sequential scan, and with `walks`, by an index walked
 * whole under a filter. The lists leave the planner that choice, which is a list in an index's order
 * on the seeded shop's few rows; a sweep must find what is due through an index condition.
 */
function sequentialScans(node: PlanNode, walks = false): string[] {
  const own = readsWhole(node, walks) ? [node['Relation Name']!] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => sequentialScans(child, walks))];
}

describe('hot list queries read indexes, not whole tables', () => {
  let t: TestApp;
  let memberId: number;
  const now = new Date('2025-06-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    memberId = (await createMember(t.connection.db, 'planreader')).id;
  });
  afterAll(async () => t.close());

  /** The statements `work` runs, each with the large tables its plan scans whole: none, for every one. */
  async function scansOf(work: (db: Db) => Promise<unknown>, walks = false): Promise<Array<{ query: string; scans: string[] }>> {
    const { db, statements } = recordingDb(t.connection);
    await work(db);
    const reads = statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.query));
    expect(reads.length).toBeGreaterThan(0);
    const found = [];
    for (const statement of reads) found.push({ query: statement.query, scans: sequentialScans(await planOf(t.connection, statement), walks) });
    return found.filter((entry) => entry.scans.length > 0);
  }

  it.each(GOODS_SORTS.flatMap((sort) => [1, 500].map((page) => [sort, page] as const)))('goods list of a category within a price range, sorted by %s, page %d', async (sort, page) => {
    const filters = goodsListQuery.parse({ category_id: 1, min_price: 10, max_price: 5000, sort, page });
    expect(await scansOf((db) => listGoods(db, 'zh-cn', filters, now))).toEqual([]);
  });

  it.each(GOODS_SORTS)('goods list of the whole shelf, sorted by %s, page 500', async (sort) => {
    const filters = goodsListQuery.parse({ sort, page: 500 });
    expect(await scansOf((db) => listGoods(db, 'en-us', filters, now))).toEqual([]);
  });

  it.each(['all', 'unshipped'])("a member's orders, tab %s", async (status) => {
    const query = orderListQuery.parse({ status });
    expect(await scansOf((db) => listOrders(db, memberId, query, 'zh-cn', now))).toEqual([]);
  });

  it.each([
    { status: '1', delivery: 'express', date_from: '2025-05-01', date_to: '2025-05-31', sort: 'created_at', order: 'desc' },
    { status: '4', date_from: '2025-05-01', date_to: '2025-05-31', sort: 'amount', order: 'desc' },
    { delivery: 'pickup', date_from: '2025-05-25', date_to: '2025-05-31', sort: 'paid_at', order: 'asc' },
    { date_from: '2025-03-01', date_to: '2025-05-31', sort: 'amount', order: 'asc', page: '3' },
    { status: '3', date_from: '2025-03-01', date_to: '2025-05-31', sort: 'paid_at', order: 'desc', page: '2' },
    { status: '1', sort: 'created_at', order: 'asc', page: '50' },
  ])("the back office's order list, %j", async (params) => {
    const query = adminOrderListQuery.parse(params);
    expect(await scansOf((db) => listOrdersForStaff(db, query, 'zh-cn', now))).toEqual([]);
  });

  it("the back office's dashboard", async () => {
    expect(await scansOf((db) => describeDashboard(db, 'zh-cn', now))).toEqual([]);
  });

  // The sweeps every node runs each minute read only the rows that may be due, whatever the history.
  it.each(['cancel-expired-orders', 'receive-overdue-orders', 'close-review-windows', 'reconcile-payments', 'follow-parcels'])('the scheduled job %s', async (name) => {
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === name)!;
    const context = { paymentProviders: t.app.paymentProviders, orderWindows: t.app.orderWindows, trackingProvider: devSimulatorProvider(), clock: t.clock.now, log: t.app.log };
    expect(await scansOf((db) => job.run({ ...context, db }, now), true)).toEqual([]);
  });
});
