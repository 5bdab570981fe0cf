/**
 * Latency of one thing at a time (a request, a query, a page load) repeated `runs` times in a row:
 * what one person waits, as opposed to the throughput autocannon measures under concurrent load.
 */
import { formatTable, ratio } from './report.js';

export interface LatencySummary {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

/** Nearest-rank percentile (p in percent) of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarize(name: string, samplesMs: readonly number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    name,
    runs: sorted.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    minMs: sorted[0] ?? Number.NaN,
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/**
 * Calls `measureOnce` `warmup` times unrecorded (JIT, connections, caches), then `runs` times; each
 * call answers its own duration in ms (so it can time only part of its work, e.g. a page's own clock).
 */
export async function sampleLatency(
  name: string,
  measureOnce: () => Promise<number>,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<LatencySummary> {
  process.stderr.write(`measuring ${name} ...\n`);
  for (let index = 0; index < warmup; index++) await measureOnce();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) samples.push(await measureOnce());
  return summarize(name, samples);
}

/** Times an async call with the bench process's clock. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

/** Median, p95, min and max per row; `against` names a row's same-run reference (its raw queries). */
export function latencyTable(rows: LatencySummary[], against: (row: LatencySummary) => LatencySummary | undefined) {
  return formatTable(
    ['measurement', 'runs', 'median ms', 'p95 ms', 'min ms', 'max ms', 'median vs reference'],
    rows.map((row) => {
      const reference = against(row);
      return [
        row.name,
        String(row.runs),
        ms(row.medianMs),
        ms(row.p95Ms),
        ms(row.minMs),
        ms(row.maxMs),
        reference ? `${ratio(row.medianMs, reference.medianMs)} of ${reference.name}` : '',
      ];
    }),
  );
}

/** Requests sent back to back by one caller: each answered one's time, and how many failed. */
export interface Probe {
  label: string;
  ms: number[];
  failures: number;
}

/** Sends `request` back to back until `done` says stop, timing each; a non-2xx answer is a failure. */
export async function probeUntil(label: string, request: () => Promise<Response>, done: () => boolean): Promise<Probe> {
  const result: Probe = { label, ms: [], failures: 0 };
  while (!done()) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (response.ok) result.ms.push(performance.now() - started);
    else result.failures++;
  }
  return result;
}

const probeMs = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(2) : value.toFixed(0));

/** Median of a probe's answered requests, in ms. */
export const probeMedian = (probe: Probe) =>
  percentile(
    [...probe.ms].sort((a, b) => a - b),
    50,
  );

/** A probe as a table row: label, answered, failed, p50, p99 and max in ms. */
export function probeRow(probe: Probe): string[] {
  const sorted = [...probe.ms].sort((a, b) => a - b);
  return [
    probe.label,
    String(sorted.length),
    String(probe.failures),
    probeMs(percentile(sorted, 50)),
    probeMs(percentile(sorted, 99)),
    probeMs(sorted.at(-1) ?? Number.NaN),
  ];
}
