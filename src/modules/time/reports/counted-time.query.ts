import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Range, TimeZone } from '../../../platform/dates.js';
import { splitAtLocalDays, splitAtMonths } from './rollups.rules.js';
import {
  timeRollupDays,
  timeRollupMemberDays,
  timeRollupMemberMonths,
  timeRollupProjectDays,
} from './rollups.tables.js';
import { timeEntries } from '../time.tables.js';
import { projects } from '../../projects/index.js';

interface CountedTimeOptions {
  orgId: string;
  /** An open end (null): everything from the start on. */
  period: { start: Date; end: Date | null };
  /** The zone the organization's day rollups can be read in; null while they are rebuilt (raw entries only). */
  rollupZone: TimeZone | null;
  /** One row per project or per member (each row a day of the rollups or one raw entry). */
  by: 'project' | 'member';
  projectId?: string | undefined;
  /**
   * Only time on this client's projects (issue 18). The day rollups are kept per project, so whole
   * days still come from them: the project-keyed ones, never the member rollups without a project.
   */
  clientId?: string | undefined;
}

/** Stands for an open end: far beyond any entry (entries cannot end in the future). */
const OPEN_END = new Date('2200-01-01T00:00:00Z');

const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** The project filter of the options on a project id column: one project, a client's projects, or none. */
function projectFilter(column: SQLWrapper, options: CountedTimeOptions): SQL {
  const one = options.projectId === undefined ? sql`` : sql`and ${column} = ${options.projectId}`;
  const client =
    options.clientId === undefined
      ? sql``
      : sql`and ${column} in (select ${projects.id} from ${projects} where ${projects.orgId} = ${options.orgId} and ${projects.clientId} = ${options.clientId})`;
  return sql`${one} ${client}`;
}

/** A question about some projects' time, which only the project-keyed rollups answer. */
const byProjects = (options: CountedTimeOptions) => options.projectId !== undefined || options.clientId !== undefined;

/**
 * Counted time of a period (finished, not rejected entries, by start time) as a subquery with the
 * columns `key` (project or member id), `entries`, `seconds`, `billable_seconds`,
 * `billable_amount` and `cost_amount` (seconds × rate per hour, unrounded): whole local days from the
 * rollups, the partial days at the ends from the raw entries (docs/rollups.md). Summing it gives
 * exactly what the same sums over the raw entries give.
 */
export function countedTime(options: CountedTimeOptions): SQL {
  const period: Range = { start: options.period.start, end: options.period.end ?? OPEN_END };
  if (options.rollupZone === null) return rawPart(options, [period]);
  const { days, raw } = splitAtLocalDays(period, options.rollupZone);
  const rollups = rollupPart(options, options.rollupZone, days);
  return raw.length === 0 ? rollups : sql`${rollups} union all ${rawPart(options, raw)}`;
}

function rawPart(options: CountedTimeOptions, spans: Range[]): SQL {
  const e = timeEntries;
  const key = options.by === 'project' ? e.projectId : e.memberId;
  const within = sql.join(
    spans.map(({ start, end }) => sql`(${e.startTime} >= ${instant(start)} and ${e.startTime} < ${instant(end)})`),
    sql` or `,
  );
  return sql`
    select ${key} as key, 1 as entries,
           ${e.workedSeconds}::bigint as seconds,
           case when ${e.isBillable} then ${e.workedSeconds} else 0 end::bigint as billable_seconds,
           case when ${e.isBillable} then ${e.workedSeconds} * coalesce(${e.billRate}, 0) else 0 end as billable_amount,
           ${e.workedSeconds} * coalesce(${e.costRate}, 0) as cost_amount
      from ${e}
     where ${e.orgId} = ${options.orgId} and ${e.endTime} is not null and ${e.status} <> 'REJECTED'
       ${projectFilter(e.projectId, options)}
       and (${within})`;
}

function rollupPart(options: CountedTimeOptions, zone: TimeZone, days: { from: string; to: string } | null): SQL {
  if (days === null) return rollupRows(rollupTable(options), options.orgId, zone, sql`false`);
  if (options.by === 'project' || byProjects(options)) {
    const table = rollupTable(options);
    return rollupRows(table, options.orgId, zone, sql`${table.day} >= ${days.from} and ${table.day} < ${days.to}`);
  }
  // Each member's time over many days: whole months from the month rollup, the rest from days
  // (added, or subtracted from a whole month when that reads fewer rows: splitAtMonths).
  const { months, days: spans, minus } = splitAtMonths(days);
  const parts: SQL[] = [];
  if (months !== null) {
    const m = timeRollupMemberMonths;
    parts.push(
      rollupRows(
        { ...memberColumns(m), day: m.month },
        options.orgId,
        zone,
        sql`${m.month} >= ${months.from} and ${m.month} < ${months.to}`,
      ),
    );
  }
  const table = rollupTable(options);
  const within = (list: Array<{ from: string; to: string }>) =>
    sql.join(
      list.map((span) => sql`(${table.day} >= ${span.from} and ${table.day} < ${span.to})`),
      sql` or `,
    );
  if (spans.length > 0) parts.push(rollupRows(table, options.orgId, zone, within(spans)));
  if (minus.length > 0) parts.push(rollupRows(table, options.orgId, zone, within(minus), -1));
  return sql.join(parts, sql` union all `);
}

/** The rows of a rollup; `sign` -1 subtracts them (days of a month read whole but outside the period). */
function rollupRows(table: RollupColumns, orgId: string, zone: TimeZone, where: SQL, sign: 1 | -1 = 1): SQL {
  const signed = (column: SQLWrapper) => (sign === 1 ? sql`${column}` : sql`-${column}`);
  return sql`
    select ${table.key} as key, ${signed(table.entries)} as entries,
           ${signed(table.seconds)} as seconds, ${signed(table.billableSeconds)} as billable_seconds,
           ${signed(table.billableAmount)} as billable_amount, ${signed(table.costAmount)} as cost_amount
      from ${table.from}
     where ${table.orgId} = ${orgId} and ${table.timeZone} = ${zone} ${table.filter}
       and (${where})`;
}

/** A rollup's columns as the subquery names them. */
interface RollupColumns {
  from: PgTable;
  key: SQLWrapper;
  day: SQLWrapper;
  orgId: SQLWrapper;
  timeZone: SQLWrapper;
  entries: SQLWrapper;
  seconds: SQLWrapper;
  billableSeconds: SQLWrapper;
  billableAmount: SQLWrapper;
  costAmount: SQLWrapper;
  filter: SQL;
}

/** Member days and member months hold the same measures: time, no money. */
function memberColumns(t: typeof timeRollupMemberDays | typeof timeRollupMemberMonths): Omit<RollupColumns, 'day'> {
  return {
    from: t,
    key: t.memberId,
    orgId: t.orgId,
    timeZone: t.timeZone,
    entries: t.entries,
    seconds: t.workedSeconds,
    billableSeconds: t.billableSeconds,
    billableAmount: sql`0`,
    costAmount: sql`0`,
    filter: sql``,
  };
}

/** The coarsest day rollup that answers the question. */
function rollupTable(options: CountedTimeOptions): RollupColumns {
  if (options.by === 'project') {
    const t = timeRollupProjectDays;
    return {
      from: t,
      key: t.projectId,
      day: t.day,
      orgId: t.orgId,
      timeZone: t.timeZone,
      entries: t.entries,
      seconds: t.workedSeconds,
      billableSeconds: t.billableSeconds,
      billableAmount: t.billableAmount,
      costAmount: t.costAmount,
      filter: projectFilter(t.projectId, options),
    };
  }
  if (!byProjects(options)) return { ...memberColumns(timeRollupMemberDays), day: timeRollupMemberDays.day };
  // Some projects' time per member: the finest rollup, where billable is a column of the key.
  const t = timeRollupDays;
  return {
    from: t,
    key: t.memberId,
    day: t.day,
    orgId: t.orgId,
    timeZone: t.timeZone,
    entries: t.entries,
    seconds: t.workedSeconds,
    billableSeconds: sql`case when ${t.isBillable} then ${t.workedSeconds} else 0 end`,
    billableAmount: t.billableAmount,
    costAmount: t.costAmount,
    filter: sql`${projectFilter(t.projectId, options)} and ${t.status} <> 'REJECTED'`,
  };
}
