import { sql } from 'drizzle-orm';
import type { Executor } from '../db/index.js';
import { rowsOf } from '../db/rows.js';

/** A table of the public schema as the dump and the load need it. */
interface TableShape {
  name: string;
  /** Columns a row is inserted with: all but generated ones, which the database computes. */
  columns: string[];
  /** Primary key columns; empty for the rollup tables, whose rows are then ordered by their text. */
  primaryKey: string[];
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Every table of the public schema, each after the tables it references, so rows load in that
 * order with every foreign key satisfied at once (no deferred or disabled constraints, which a
 * non-superuser cannot always have). A table referencing itself, or a cycle, cannot be ordered
 * so: the backup refuses rather than write an archive that would not load.
 */
export async function tablesInLoadOrder(db: Executor): Promise<TableShape[]> {
  const columns = rowsOf<{ table: string; column: string; generated: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", a.attgenerated as generated
        from pg_class c join pg_attribute a on a.attrelid = c.oid
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
         and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column"
        from pg_index i join pg_class c on c.oid = i.indrelid
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
       where c.relnamespace = 'public'::regnamespace and i.indisprimary
       order by c.relname, k.position`),
  );
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select distinct child.relname as child, parent.relname as parent
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid
        join pg_class parent on parent.oid = f.confrelid
       where f.contype = 'f' and f.connamespace = 'public'::regnamespace`),
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns) {
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [], primaryKey: [] };
    if (row.generated === '') shape.columns.push(row.column);
    shapes.set(row.table, shape);
  }
  for (const key of keys) shapes.get(key.table)?.primaryKey.push(key.column);

  const parents = new Map([...shapes.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child === parent) throw new Error(`table ${child} references itself: the backup cannot order its rows`);
    parents.get(child)?.add(parent);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  while (placed.size < shapes.size) {
    const ready = [...shapes.keys()]
      .filter((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)))
      .sort();
    if (ready.length === 0) {
      const left = [...shapes.keys()].filter((name) => !placed.has(name));
      throw new Error(`tables ${left.join(', ')} reference each other in a cycle: the backup cannot order their rows`);
    }
    for (const name of ready) {
      placed.add(name);
      ordered.push(shapes.get(name)!);
    }
  }
  return ordered;
}

/** Sequences of the public schema (none today: ids are uuids), so a restore continues them. */
export async function sequenceStates(db: Executor): Promise<SequenceState[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by 1`,
    ),
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = rowsOf<{ last_value: string | number; is_called: boolean }>(
      await db.execute(sql.raw(`select last_value, is_called from ${quote(name)}`)),
    );
    states.push({ name, lastValue: String(state!.last_value), isCalled: state!.is_called });
  }
  return states;
}

/**
 * Every row of `table` as one line of JSON (row_to_json: numbers keep every digit, timestamps
 * their microseconds and offset, bytea its hex), in primary-key order, `batch` rows at a time
 * through a cursor, so a large table is never held in memory. Must run inside a transaction.
 */
export async function* tableRows(tx: Executor, table: TableShape, batch = 1000): AsyncGenerator<string[]> {
  const order =
    table.primaryKey.length > 0 ? table.primaryKey.map((column) => `t.${quote(column)}`).join(', ') : 't::text';
  const cursor = `punchclock_backup_${table.name}`;
  await tx.execute(
    sql.raw(`declare ${quote(cursor)} no scroll cursor for
      select row_to_json(t)::text as line from ${quote(table.name)} t order by ${order}`),
  );
  for (;;) {
    const rows = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch ${batch} from ${quote(cursor)}`)));
    if (rows.length === 0) break;
    yield rows.map((row) => row.line);
  }
  await tx.execute(sql.raw(`close ${quote(cursor)}`));
}

/**
 * Inserts lines written by tableRows: the database itself turns the JSON back into the columns'
 * types (json_populate_recordset), so no value passes through a JavaScript number or Date.
 */
export async function insertRows(tx: Executor, table: TableShape, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = table.columns.map(quote).join(', ');
  const name = quote(table.name);
  await tx.execute(
    sql`${sql.raw(`insert into ${name} (${columns}) overriding system value select ${columns}`)}
        from json_populate_recordset(null::${sql.raw(name)}, ${`[${lines.join(',')}]`}::json)`,
  );
}

export async function setTriggers(tx: Executor, tables: TableShape[], enabled: boolean): Promise<void> {
  // Rows come back as they were, rollups included: the time-entry triggers that maintain the
  // rollups must not add each restored entry to them a second time. USER triggers only: the
  // foreign-key checks stay on.
  for (const table of tables) {
    await tx.execute(sql.raw(`alter table ${quote(table.name)} ${enabled ? 'enable' : 'disable'} trigger user`));
  }
}

export async function restoreSequences(tx: Executor, sequences: SequenceState[]): Promise<void> {
  for (const sequence of sequences) {
    await tx.execute(
      sql`select setval(${quote(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
}

export async function countRows(tx: Executor, table: string): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(
    await tx.execute(sql.raw(`select count(*) as count from ${quote(table)}`)),
  );
  return Number(row!.count);
}
