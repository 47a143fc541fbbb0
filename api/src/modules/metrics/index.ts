// The metrics module's public entry (ADR 0035): what services count, the HTTP hook, the database
// observers, and the listener that serves it all to Prometheus on a port of its own.
export {
  chatDeliveries,
  chatOpenSockets,
  jobDuration,
  jobRuns,
  latePaymentsRefunded,
  metricsRegistry,
  observeJobQueues,
  ordersCreated,
  paymentsSettled,
  refundsCompleted,
} from './registry';
export { registerHttpMetrics, UNMATCHED_ROUTE } from './http-metrics';
export { observePglite, observePostgresPool } from './db-metrics';
export { startMetricsListener, type MetricsListener, type MetricsListenerOptions } from './metrics-server';
export { metricsSettingsFromEnv } from './metrics-settings';
