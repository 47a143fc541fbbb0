import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { metricsRegistry } from './registry';

export type MetricsListenerOptions = {
  port: number;
  /** Loopback unless told otherwise (METRICS_HOST): a container sets its own address on the internal network. */
  host: string;
  /** API_NODE_NAME: a `node` label on every series, beside the `instance` Prometheus adds. */
  nodeName?: string;
};

export type MetricsListener = { port: number; close: () => Promise<void> };

let defaultMetricsOn = false;

/**
 * The metrics listener (ADR 0035): `GET /metrics` in Prometheus' text format, on a port of its own,
 * never the shop's public one, so the gateway and the shop's own port cannot serve it. Process
 * metrics (CPU, memory, event loop, handles) are added once per process.
 */
export async function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  if (options.nodeName) metricsRegistry.setDefaultLabels({ node: options.nodeName });
  if (!defaultMetricsOn) {
    collectDefaultMetrics({ register: metricsRegistry });
    defaultMetricsOn = true;
  }
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    );
  });
  // A scrape is one short request: a slow client is not kept.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
