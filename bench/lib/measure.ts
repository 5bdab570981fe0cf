import autocannon from 'autocannon';
import { cpuTimeMs } from './process-cpu.js';

/** One thing to load: a URL and whatever a request to it needs. */
export interface Target {
  /** Row label in the report, e.g. 'GET /api/v1/health'. */
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /**
   * autocannon's request pipeline, for requests that must differ from one another (e.g. a
   * `setupRequest` giving each POST its own body); replaces method, headers and body above.
   */
  requests?: autocannon.Request[];
  /** Seconds before autocannon gives up on a response and counts an error (its default: 10). */
  timeoutS?: number;
  /** The serving process, to report the CPU it spent per request during the measured run. */
  serverPid?: number;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Load applied and thrown away first, so JIT, connection setup and caches are warm. */
  warmupS: number;
}

export interface Summary {
  name: string;
  /** Mean of the per-second request counts of the measured run. */
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses counted, whatever their status. */
  responses: number;
  non2xx: number;
  /** Connection errors, timeouts included (autocannon counts them in both). */
  errors: number;
  /** CPU time the target's `serverPid` spent per response, in microseconds; NaN without a pid. */
  serverCpuUsPerRequest: number;
}

export function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * Load shape from BENCH_DURATION_S / BENCH_WARMUP_S / BENCH_CONNECTIONS (else the bench's own
 * defaults), bounded so a typo cannot run for hours.
 */
export function loadOptionsFromEnv(defaults: Partial<LoadOptions> = {}): LoadOptions {
  return {
    durationS: intFromEnv('BENCH_DURATION_S', defaults.durationS ?? 10, 1, 600),
    warmupS: intFromEnv('BENCH_WARMUP_S', defaults.warmupS ?? 2, 0, 60),
    connections: intFromEnv('BENCH_CONNECTIONS', defaults.connections ?? 10, 1, 1_000),
  };
}

/**
 * One autocannon run. Latencies are collected from the 'response' events
 * rather than taken from autocannon's histogram, which records whole
 * milliseconds: on loopback most requests take under 2 ms, so its p50 would
 * read 0 or 1 for every target and hide the differences we are after.
 */
async function run(target: Target, connections: number, durationS: number, latencies: number[] | null) {
  return await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        ...(target.headers ? { headers: target.headers } : {}),
        ...(target.body !== undefined ? { body: target.body } : {}),
        ...(target.requests ? { requests: target.requests } : {}),
        ...(target.timeoutS !== undefined ? { timeout: target.timeoutS } : {}),
        connections,
        duration: durationS,
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(result),
    );
    if (latencies) {
      // Like autocannon, count only 2xx latencies; any non-2xx fails the bench anyway.
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Warms the target up, then measures it with the same connection count. autocannon abandons the
 * requests still in flight when a run ends; `settle`, if given, waits for the server to finish
 * them before the measured run, so a slow route's warm-up does not queue ahead of it.
 */
export async function measure(target: Target, options: LoadOptions, settle?: () => Promise<void>): Promise<Summary> {
  if (options.warmupS > 0) await run(target, options.connections, options.warmupS, null);
  await settle?.();
  const latencies: number[] = [];
  const cpuBefore = await cpuTimeMs(target.serverPid);
  const result = await run(target, options.connections, options.durationS, latencies);
  const cpuSpent = (await cpuTimeMs(target.serverPid)) - cpuBefore;
  const sorted = Float64Array.from(latencies).sort();
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    name: target.name,
    requestsPerSec: result.requests.average,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuUsPerRequest: responses > 0 ? (cpuSpent * 1000) / responses : Number.NaN,
  };
}

/**
 * The same load shape as `measure` (warm-up, then `connections` concurrent callers for the
 * measured duration) applied to a function instead of a URL: the bench process calling the
 * database driver directly, to give an HTTP route a same-run baseline of its own query. As with
 * autocannon, a call still running at the deadline is not counted (it is awaited, though, so it
 * cannot slow down whatever is measured next).
 */
export async function measureLoop(name: string, call: () => Promise<unknown>, options: LoadOptions): Promise<Summary> {
  const loop = async (durationS: number, latencies: number[] | null) => {
    const deadline = performance.now() + durationS * 1000;
    let errors = 0;
    const worker = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await call();
          const finished = performance.now();
          if (finished <= deadline) latencies?.push(finished - started);
        } catch (error) {
          if (errors++ === 0)
            process.stderr.write(`[${name}] ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    return errors;
  };
  if (options.warmupS > 0) await loop(options.warmupS, null);
  const latencies: number[] = [];
  const errors = await loop(options.durationS, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    requestsPerSec: latencies.length / options.durationS,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    responses: latencies.length + errors,
    non2xx: 0,
    errors,
    // The bench's own process runs the calls; its CPU is not a server's.
    serverCpuUsPerRequest: Number.NaN,
  };
}
