// The service's metrics in the Prometheus text format (docs/operations.md, "Metrics"), from
// prom-client: one registry per app, so two apps in one process (the tests) never mix their
// counts. Numbers that live elsewhere (the outbox, the image queue, the pool) are read at scrape time.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { onQueryTimed } from './db/query-timing.js';

export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request: its method, route template (or "unmatched") and status. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A request refused with 429, by the limit that refused it. */
  rateLimited(limit: string): void;
  /** Numbers read at each scrape, one per combination of the labels named. */
  gauge(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Promise<Array<{ labels?: Record<string, string>; value: number }>>,
  ): void;
  close(): void;
}

/** Seconds: most answers are milliseconds; reports and PDFs take up to seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/**
 * What a server without METRICS_TOKEN keeps: nothing. No route serves metrics then, so none are
 * counted: the hot path pays for no histogram, no label lookup, no event-loop monitor.
 */
export function noMetrics(): AppMetrics {
  return {
    registry: new Registry(),
    observeRequest: () => undefined,
    rateLimited: () => undefined,
    gauge: () => undefined,
    close: () => undefined,
  };
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  // Process memory, CPU, handles and the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'punchclock_http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'punchclock_http_request_duration_seconds',
    help: 'Time from the request arriving to the answer being sent, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'punchclock_rate_limit_refusals_total',
    help: 'Requests refused with 429, by the limit that refused them',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'punchclock_db_query_duration_seconds',
    help: 'Database queries, from sending to the answer (the whole process: one client serves every app in it)',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const stopTiming = onQueryTimed((seconds) => queries.observe(seconds));

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    rateLimited: (limit) => refusals.inc({ limit }),
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) {
            if (labels) this.set(labels, value);
            else this.set(value);
          }
        },
      });
    },
    close() {
      stopTiming();
      registry.clear();
    },
  };
}
