import type { Summary } from './measure.js';
import { failedRows } from './report.js';

/** 1 when any measured target saw a non-2xx response or an error, after saying which. */
export function statusOf(results: Summary[]): number {
  let status = 0;
  for (const row of failedRows(results)) {
    console.error(
      `FAIL ${row.name}: ${row.non2xx} non-2xx responses, ${row.errors} errors, ${row.responses} responses`,
    );
    status = 1;
  }
  return status;
}

/**
 * Runs a benchmark's main and exits with its status; `cleanUp` always runs and must report whether
 * every server it stopped exited cleanly.
 */
export async function runBenchmark(main: () => Promise<number>, cleanUp: () => Promise<boolean>): Promise<never> {
  let status = 1;
  try {
    status = await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    if (!(await cleanUp())) {
      console.error('FAIL a server did not shut down cleanly after SIGTERM (see its output above)');
      status = 1;
    }
  }
  process.exit(status);
}
