import type { RawDriver } from './database.js';
import type { CapturedQuery } from './queries.js';

export interface PlanSummary {
  name: string;
  executionMs: number;
  /** The top node's buffer counts, e.g. 'shared hit=310 read=2'. */
  buffers: string;
  /** Rows the plan read and threw away ('Rows Removed by Filter'), summed over its nodes and loops. */
  rowsRemoved: number;
  /** Plan nodes, outermost first, e.g. 'Limit > Nested Loop > Index Scan Backward using … on time_entries'. */
  nodes: string[];
  /** The whole EXPLAIN output. */
  text: string;
}

const NODE = /^\s*(?:->\s*)?([A-Z][^(]*?)\s+\(cost=/;

/** EXPLAIN (ANALYZE, BUFFERS) of one captured statement with its parameters; it really runs. */
export async function explain(driver: RawDriver, name: string, query: CapturedQuery): Promise<PlanSummary> {
  const rows = (await driver.query(`explain (analyze, buffers) ${query.text}`, query.params)) as Array<
    Record<string, string>
  >;
  const lines = rows.map((row) => row['QUERY PLAN'] ?? Object.values(row)[0] ?? '');
  let rowsRemoved = 0;
  let loops = 1;
  for (const line of lines) {
    // A node's details follow its own line; its counts are per loop.
    if (NODE.test(line)) loops = Number(/loops=(\d+)/.exec(line)?.[1] ?? 1);
    const removed = /Rows Removed by (?:Filter|Join Filter|Index Recheck): (\d+)/.exec(line);
    if (removed) rowsRemoved += Number(removed[1]) * loops;
  }
  return {
    name,
    executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? Number.NaN),
    buffers:
      lines
        .find((line) => line.trim().startsWith('Buffers:'))
        ?.trim()
        .replace(/^Buffers:\s*/, '') ?? 'n/a',
    rowsRemoved,
    nodes: lines.flatMap((line) => NODE.exec(line)?.[1] ?? []),
    text: lines.join('\n'),
  };
}

/** A few lines per plan: time, buffers, rows thrown away and the node tree flattened. */
export function formatPlan(plan: PlanSummary, full: boolean): string {
  const head = `${plan.name}: ${plan.executionMs.toFixed(2)} ms, buffers ${plan.buffers}, rows removed by filters ${plan.rowsRemoved.toLocaleString('en-US')}`;
  return full ? `${head}\n${plan.text.replace(/^/gm, '    ')}` : `${head}\n    ${plan.nodes.join(' > ')}`;
}
