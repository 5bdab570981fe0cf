// Preloaded into the server by `BENCH_SERVER_NODE_OPTIONS='--import ./bench/lib/memory-log.mjs' npm run
// bench:memory` (Node preloads it into every worker thread too): every 5 s each thread writes its
// V8 heap, external memory (PGlite's WebAssembly memory is the worker's) and malloc figures to
// standard error, which the bench prints with the server's prefix. A diagnosis aid, not a measure.
import { setInterval } from 'node:timers';
import v8 from 'node:v8';
import { threadId } from 'node:worker_threads';

const mb = (bytes) => (bytes / 1048576).toFixed(1);
setInterval(() => {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  process.stderr.write(
    `memory thread ${threadId}: rss ${mb(usage.rss)} heapTotal ${mb(usage.heapTotal)} heapUsed ${mb(usage.heapUsed)} ` +
      `external ${mb(usage.external)} arrayBuffers ${mb(usage.arrayBuffers)} malloced ${mb(heap.malloced_memory)} ` +
      `peakMalloced ${mb(heap.peak_malloced_memory)} (MB)\n`,
  );
}, 5000).unref();
