import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API process's one metrics registry (ADR 0035): every series the metrics listener serves.
 * Module-level on purpose: a counter is incremented from deep inside a service, which should not
 * need the app handed to it; one process is one node, and Prometheus tells nodes apart.
 */
export const metricsRegistry = new Registry();

/** Seconds: from a cached read (a few ms) to a slow search or an upload being resized (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: most statements take a millisecond or two; a lock wait shows in the top buckets. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60];

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests answered, by route template (never the raw URL), method and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from the request arriving to its answer sent, by route template and method.',
  labelNames: ['method', 'route'] as const,
  buckets: HTTP_BUCKETS,
  registers,
});

export const dbQueryDuration = new Histogram({
  name: 'shop_db_query_duration_seconds',
  help: 'Time one SQL statement took, from sending it to its last row (pool wait included on PostgreSQL), by outcome.',
  labelNames: ['outcome'] as const,
  buckets: QUERY_BUCKETS,
  registers,
});

export const dbQueriesInFlight = new Gauge({
  name: 'shop_db_queries_in_flight',
  help: 'SQL statements sent and not answered yet (on PGlite, the queue in front of its one connection).',
  registers,
});

type PoolSource = () => { total: number; idle: number; waiting: number };
const poolSources = new Set<PoolSource>();

/** The PostgreSQL pool's connections as node-postgres counts them (absent on PGlite, which has no pool). */
export const dbPoolConnections = new Gauge({
  name: 'shop_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    if (poolSources.size === 0) return;
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const source of poolSources) {
      const counts = source();
      sum.total += counts.total;
      sum.idle += counts.idle;
      sum.waiting += counts.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/** Reports a pool's counts at every scrape until the answered function is called (the pool closed). */
export function observePool(source: PoolSource): () => void {
  poolSources.add(source);
  return () => poolSources.delete(source);
}

export const chatOpenSockets = new Gauge({
  name: 'shop_chat_open_sockets',
  help: 'Chat WebSockets open on this node, signed in or not.',
  registers,
});

export const chatDeliveries = new Counter({
  name: 'shop_chat_deliveries_total',
  help: 'Chat frames handed to a socket on this node (one per socket reached).',
  registers,
});

// The label is job_name, not job: Prometheus' own `job` label (the scrape job) would rename it to exported_job.
export const jobRuns = new Counter({
  name: 'shop_job_runs_total',
  help: 'Scheduled job runs on this node, by job name and outcome (ok or failed).',
  labelNames: ['job_name', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'shop_job_duration_seconds',
  help: 'How long one run of a scheduled job took, by job name.',
  labelNames: ['job_name'] as const,
  buckets: JOB_BUCKETS,
  registers,
});

type QueueSizeSource = () => Promise<ReadonlyArray<{ jobName: string; size: number }>>;
let queueSizeSource: QueueSizeSource | null = null;

/** Read from the job library at each scrape: one count per job, cheap next to a scrape every 15 s. */
export const jobQueueSize = new Gauge({
  name: 'shop_job_queue_size',
  help: 'Jobs waiting to run (created or retrying), by job name, as the job library counts them.',
  labelNames: ['job_name'] as const,
  registers,
  async collect() {
    this.reset();
    if (!queueSizeSource) return;
    try {
      for (const { jobName, size } of await queueSizeSource()) this.set({ job_name: jobName }, size);
    } catch {
      // The database gone for a moment: the scrape goes on without this gauge's values.
    }
  },
});

/** The job runner says how to count its queues; null when it stops. */
export function observeJobQueues(source: QueueSizeSource | null): void {
  queueSizeSource = source;
}

export const ordersCreated = new Counter({
  name: 'shop_orders_created_total',
  help: 'Orders placed, by kind: regular, or the activity type (group, second, bargain, point, limit).',
  labelNames: ['kind'] as const,
  registers,
});

export const paymentsSettled = new Counter({
  name: 'shop_payments_settled_total',
  help: 'Payments settled once (replays not counted), by method (balance, alipay, wechat, sandbox…) and purpose (order or recharge).',
  labelNames: ['method', 'purpose'] as const,
  registers,
});

export const refundsCompleted = new Counter({
  name: 'shop_refunds_completed_total',
  help: 'After-sales refunds paid back, by where the money went (balance or the provider).',
  labelNames: ['method'] as const,
  registers,
});

export const latePaymentsRefunded = new Counter({
  name: 'shop_late_payments_refunded_total',
  help: 'Payments that arrived after their order or top-up could no longer be paid, given back, by method.',
  labelNames: ['method'] as const,
  registers,
});
