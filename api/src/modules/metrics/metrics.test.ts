import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ChatSocketClient, listenForSockets } from '../../testing/chat-socket-client';
import { createMember, inStockSku, placeBuyOrder } from '../../testing/buying-fixtures';
import { parseScrape, sampleValue, scrapeFamilies, type Sample } from '../../testing/metrics-scrape';
import { testDatabaseUrl } from '../../testing/test-database-url';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { startJobRunner, type JobRunner } from '../jobs';
import { orderRow, placeOrder, refundBody, refundCall, walletMember } from '../refund/refund-test-kit';
import { startMetricsListener, type MetricsListener } from './metrics-server';
import { metricsSettingsFromEnv } from './metrics-settings';

const DASHBOARD = path.resolve(__dirname, '../../../../deploy/monitoring/grafana/dashboards/shop.json');
const NODE = 'api-metrics-test';
/** Series Prometheus writes itself for every target it scrapes. */
const PROMETHEUS_OWN = new Set(['up']);
const JOB_SCHEMA = 'pgboss_metrics_test';

describe('metrics', () => {
  let t: TestApp;
  let listener: MetricsListener;
  let jobs: JobRunner;
  let socketUrl: string;

  const scrapeText = async () => {
    const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const scrape = async () => parseScrape(await scrapeText());
  /** Scrapes until `settled` holds or fifteen seconds have passed; answers the last scrape either way. */
  const scrapeUntil = async (settled: (samples: Sample[]) => boolean) => {
    let samples = await scrape();
    for (let tries = 0; tries < 150 && !settled(samples); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      samples = await scrape();
    }
    return samples;
  };

  beforeAll(async () => {
    t = await createTestApp();
    socketUrl = await listenForSockets(t.app);
    listener = await startMetricsListener({ port: 0, host: '127.0.0.1', nodeName: NODE });
    const log = { info: () => undefined, error: () => undefined };
    const context = { db: t.connection.db, paymentProviders: t.app.paymentProviders, orderWindows: t.app.orderWindows, clock: t.clock.now, log: t.app.log };
    // Two jobs of this test's own, one that does nothing and one that fails: their runs are counted like the shop's.
    await t.connection.executeSql(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
    jobs = await startJobRunner({
      executeSql: t.connection.executeSql,
      context,
      log,
      pollSeconds: 0.5,
      cronCheckSeconds: 1,
      schema: JOB_SCHEMA,
      jobs: [
        { name: 'metrics-probe', counted: 'moved', done: 'probed', run: () => Promise.resolve(0) },
        { name: 'metrics-failing', counted: 'moved', done: 'never', run: () => Promise.reject(new Error('planned failure')) },
      ],
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await listener.close();
    await t.close();
  });

  it('counts a request under its route template and method, never its URL, with the node named', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/homeapi/goods/view', status: '200', node: NODE };
    expect((await call(t.app, 'GET', 'goods/view', { query: { id: '5' } })).status).toBe(200);
    expect((await call(t.app, 'GET', 'goods/view', { query: { id: '7' } })).status).toBe(200);
    expect((await call(t.app, 'GET', 'goods/view', { query: { id: 'x' } })).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/homeapi/no/such/call/12345?secret=1' })).statusCode).toBe(404);
    const text = await scrapeText();
    const after = parseScrape(text);
    expect(sampleValue(after, 'shop_http_requests_total', route) - sampleValue(before, 'shop_http_requests_total', route)).toBe(2);
    expect(sampleValue(after, 'shop_http_requests_total', { ...route, status: '400' }) - sampleValue(before, 'shop_http_requests_total', { ...route, status: '400' })).toBe(1);
    expect(sampleValue(after, 'shop_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'shop_http_request_duration_seconds_count', { method: 'GET', route: '/homeapi/goods/view' })).toBeGreaterThanOrEqual(3);
    // Neither ids, query strings nor unknown paths become series.
    expect(text).not.toMatch(/12345|secret|id=|\?/);
    expect(new Set(after.filter((s) => s.name === 'shop_http_requests_total').map((s) => s.labels.route)).has('/homeapi/no/such/call/12345')).toBe(false);
  });

  it('counts an order and its balance payment once each, once committed; a refused order or a second payment is not counted', async () => {
    const mug = await inStockSku(t.connection.db, 7);
    const member = await createMember(t.connection.db, 'metrics_buyer', 100_00);
    const before = await scrape();
    const refused = await call(t.app, 'POST', 'order/create', { token: member.token, body: { type: 'buy', delivery: 'pickup', store_id: 1, quantity: 0, sku_id: mug.id } });
    expect(refused.status).toBe(400);
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    const pay = () => call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    expect((await pay()).body.code).toBe(1);
    expect((await pay()).body.code).not.toBe(1);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('shop_orders_created_total', { kind: 'regular', node: NODE })).toBe(1);
    expect(delta('shop_payments_settled_total', { method: 'balance', purpose: 'order' })).toBe(1);
  });

  it('counts a refund paid back, by where the money went', async () => {
    const operator = await signInStaff(t.app, 'operator');
    const member = await walletMember(t, 'metrics_refund');
    const orderId = await placeOrder(t, member, [{ skuId: (await inStockSku(t.connection.db, 8)).id, quantity: 1 }]);
    const [line] = (await orderRow(t, orderId)).items;
    const applied = await refundCall(t, 'POST', 'refund/apply', { token: member.token, body: refundBody(orderId, [{ order_item_id: line!.id, quantity: 1 }]) });
    expect(applied.body.code).toBe(1);
    const before = await scrape();
    const approved = await refundCall(t, 'POST', 'admin/refund/approve', { token: operator, body: { id: applied.body.data.id } });
    expect(approved.body.code).toBe(1);
    const after = await scrape();
    expect(sampleValue(after, 'shop_refunds_completed_total', { method: 'balance' }) - sampleValue(before, 'shop_refunds_completed_total', { method: 'balance' })).toBe(1);
  });

  it('times SQL statements, and shows the PostgreSQL pool’s connections', async () => {
    const before = await scrape();
    await call(t.app, 'GET', 'goods/index', { query: { page: '1' } });
    const after = await scrape();
    expect(sampleValue(after, 'shop_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(sampleValue(before, 'shop_db_query_duration_seconds_count', { outcome: 'ok' }));
    expect(sampleValue(after, 'shop_db_queries_in_flight')).toBeGreaterThanOrEqual(0);
    if (testDatabaseUrl()) expect(sampleValue(after, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(after.some((sample) => sample.name === 'shop_db_pool_connections')).toBe(false);
  });

  it('counts open chat sockets and the frames delivered to them', async () => {
    const member = await createMember(t.connection.db, 'metrics_chat');
    const before = await scrape();
    const { client } = await ChatSocketClient.signedIn(socketUrl, member.token);
    await client.say('metrics-1', 'hello');
    // The ack answers once the message is stored; its delivery comes after, through the database's notification.
    const open = await scrapeUntil((samples) => sampleValue(samples, 'shop_chat_deliveries_total') > sampleValue(before, 'shop_chat_deliveries_total'));
    expect(sampleValue(open, 'shop_chat_open_sockets') - sampleValue(before, 'shop_chat_open_sockets')).toBe(1);
    expect(sampleValue(open, 'shop_chat_deliveries_total')).toBeGreaterThan(sampleValue(before, 'shop_chat_deliveries_total'));
    client.close();
    await client.closed;
    const closed = await scrapeUntil((samples) => sampleValue(samples, 'shop_chat_open_sockets') === sampleValue(before, 'shop_chat_open_sockets'));
    expect(sampleValue(closed, 'shop_chat_open_sockets')).toBe(sampleValue(before, 'shop_chat_open_sockets'));
  });

  it('counts job runs by job and outcome, and the queues’ sizes', async () => {
    const ran = (samples: Sample[]) => sampleValue(samples, 'shop_job_runs_total', { job_name: 'metrics-probe', outcome: 'ok' }) > 0 && sampleValue(samples, 'shop_job_runs_total', { job_name: 'metrics-failing', outcome: 'failed' }) > 0;
    const samples = await scrapeUntil(ran);
    expect(ran(samples)).toBe(true);
    expect(sampleValue(samples, 'shop_job_runs_total', { job_name: 'metrics-probe', outcome: 'failed' })).toBe(0);
    expect(samples.find((s) => s.name === 'shop_job_queue_size' && s.labels.job_name === 'metrics-probe')).toBeDefined();
    expect(sampleValue(samples, 'shop_job_duration_seconds_count', { job_name: 'metrics-probe' })).toBeGreaterThanOrEqual(1);
  });

  it('serves the metrics on its own listener only: never on the shop’s port, and nothing else there', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const onApi = await t.app.inject({ method: 'GET', url: '/homeapi/metrics' });
    expect(onApi.statusCode).toBe(404);
    expect(onApi.json()).toMatchObject({ code: 404 });
    expect((await fetch(`http://127.0.0.1:${listener.port}/homeapi/common/init`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('takes its settings from the environment: off by default, loopback, never the shop’s port', () => {
    expect(metricsSettingsFromEnv({})).toBeNull();
    expect(metricsSettingsFromEnv({ METRICS_PORT: '9464', API_NODE_NAME: 'api-1' })).toEqual({ port: 9464, host: '127.0.0.1', nodeName: 'api-1' });
    expect(metricsSettingsFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0' });
    expect(() => metricsSettingsFromEnv({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => metricsSettingsFromEnv({ METRICS_PORT: '9000', PORT: '9000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => metricsSettingsFromEnv({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => metricsSettingsFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
  });

  it('the dashboard queries only metrics a real scrape declares, so it cannot drift from the API', async () => {
    const families = scrapeFamilies(await scrapeText());
    const dashboard = fs.readFileSync(DASHBOARD, 'utf8');
    const expressions = [...dashboard.matchAll(/"(?:expr|query|definition)": "((?:[^"\\]|\\.)*)"/g)].map(([, expr]) => expr!);
    expect(expressions.length).toBeGreaterThan(10);
    // A metric in PromQL is a name followed by its matchers or its range, or the first argument of label_values().
    const names = new Set(expressions.flatMap((expr) => [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(?=[{[])|label_values\(([a-zA-Z_:][a-zA-Z0-9_:]*)/g)].map(([, name, labelSource]) => (name ?? labelSource)!)));
    expect(names.size).toBeGreaterThan(10);
    const family = (name: string) => {
      if (families.has(name) || PROMETHEUS_OWN.has(name)) return name;
      const base = name.replace(/_(bucket|sum|count)$/, '');
      return families.get(base) === 'histogram' ? base : null;
    };
    expect([...names].filter((name) => family(name) === null)).toEqual([]);
    // No series takes a label Prometheus sets itself (it would be renamed exported_job, exported_instance).
    expect(parseScrape(await scrapeText()).filter((sample) => 'job' in sample.labels || 'instance' in sample.labels)).toEqual([]);
    // And every shop series is on the dashboard: a new metric gets a panel.
    const shown = new Set([...names].map(family));
    expect([...families.keys()].filter((name) => name.startsWith('shop_') && !shown.has(name))).toEqual([]);
  });
});
