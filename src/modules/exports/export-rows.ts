import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { quote } from '../../platform/backup/tables.js';
import type { TablePlan } from './export-scope.js';

/** A table as the reader needs it: its primary key and every column's type. */
interface TableKeys {
  primaryKey: string[];
  types: Map<string, string>;
}

/** One row read: as a JSON line (row_to_json: every digit and offset kept) and as text cells for the CSV. */
interface ExportedRow {
  line: string;
  cells: (string | null)[];
}

const BATCH = 1000;

/** The primary key and column types of every table of the public schema. */
export async function tableKeys(db: Db): Promise<Map<string, TableKeys>> {
  const rows = rowsOf<{ table: string; column: string; type: string; position: number | null }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as type,
             (select k.position from pg_index i
                cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
               where i.indrelid = c.oid and i.indisprimary and k.attnum = a.attnum) as position
        from pg_class c join pg_attribute a on a.attrelid = c.oid
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`),
  );
  const keys = new Map<string, TableKeys & { positions: Map<string, number> }>();
  for (const row of rows) {
    const table = keys.get(row.table) ?? { primaryKey: [], types: new Map(), positions: new Map() };
    table.types.set(row.column, row.type);
    if (row.position !== null) table.positions.set(row.column, Number(row.position));
    keys.set(row.table, table);
  }
  for (const table of keys.values())
    table.primaryKey = [...table.positions.entries()].sort((a, b) => a[1] - b[1]).map(([column]) => column);
  return keys;
}

function selection(plan: TablePlan, keyColumns: string[]): SQL {
  const columns = plan.columns.map(quote).join(', ');
  const cells = plan.columns.map((column) => `t.${quote(column)}::text`).join(', ');
  const key = keyColumns.map((column) => `t.${quote(column)}::text`).join(', ');
  return sql.raw(
    `select row_to_json(t)::text as line, json_build_array(${cells})::text as cells, json_build_array(${key || 'null'})::text as key
       from (select ${columns} from ${quote(plan.name)} t where ${plan.where}) t`,
  );
}

/** Called with each batch; `inTransaction` is true while a read transaction holds the connection (no other query may be awaited then). */
type OnBatch = (rows: ExportedRow[], inTransaction: boolean) => Promise<void>;

/**
 * Hands the plan's rows to `onBatch`, BATCH at a time. A table with a primary key is read in key
 * order, each batch after the last key read (short statements: other requests go on between
 * them, on PGlite too). The two activity-total tables have no primary key (a null project is part
 * of their unique key): they are read through a cursor in one short read-only transaction.
 */
export async function exportRows(db: Db, plan: TablePlan, keys: TableKeys, onBatch: OnBatch): Promise<void> {
  const parse = (rows: { line: string; cells: string }[]) =>
    rows.map((row) => ({ line: row.line, cells: JSON.parse(row.cells) as (string | null)[] }));
  const primaryKey = keys.primaryKey;
  if (primaryKey.length > 0 && primaryKey.every((column) => plan.columns.includes(column))) {
    const order = sql.raw(primaryKey.map((column) => `t.${quote(column)}`).join(', '));
    let after: string[] | null = null;
    for (;;) {
      const condition: SQL = after
        ? sql`where (${order}) > (${sql.join(
            after.map((value, index) => sql`cast(${value} as ${sql.raw(keys.types.get(primaryKey[index]!)!)})`),
            sql`, `,
          )})`
        : sql``;
      const rows = rowsOf<{ line: string; cells: string; key: string }>(
        await db.execute(sql`${selection(plan, primaryKey)} ${condition} order by ${order} limit ${BATCH}`),
      );
      if (rows.length > 0) await onBatch(parse(rows), false);
      if (rows.length < BATCH) return;
      after = JSON.parse(rows.at(-1)!.key) as string[];
    }
  }
  await db.transaction(
    async (tx) => {
      const cursor = quote(`punchclock_export_${plan.name}`);
      await tx.execute(sql`declare ${sql.raw(cursor)} no scroll cursor for ${selection(plan, [])} order by t::text`);
      for (;;) {
        const rows = rowsOf<{ line: string; cells: string }>(
          await tx.execute(sql.raw(`fetch ${BATCH} from ${cursor}`)),
        );
        if (rows.length === 0) break;
        await onBatch(parse(rows), true);
      }
      await tx.execute(sql.raw(`close ${cursor}`));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How many rows the plan will write. */
export async function countPlanRows(db: Db, plan: TablePlan): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(
    await db.execute(sql.raw(`select count(*) as count from ${quote(plan.name)} t where ${plan.where}`)),
  );
  return Number(row!.count);
}

/** How many file keys the plan's rows name in `columns`. */
export async function countPlanFiles(db: Db, plan: TablePlan, columns: readonly string[]): Promise<number> {
  const counted = columns.map((column) => `count(t.${quote(column)})`).join(' + ');
  const [row] = rowsOf<{ count: string | number }>(
    await db.execute(sql.raw(`select ${counted} as count from ${quote(plan.name)} t where ${plan.where}`)),
  );
  return Number(row!.count);
}
