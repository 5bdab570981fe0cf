import { sql, type SQL } from 'drizzle-orm';
import type { Day, Range, TimeZone, Weekday } from '../../../platform/dates.js';
import type { Executor } from '../../../platform/db/index.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { members } from '../../members/index.js';
import { projects } from '../../projects/index.js';
import { tasks } from '../../tasks/index.js';
import { users } from '../../users/index.js';
import { timeRollupDays } from './rollups.tables.js';
import type { ReportDimension } from './reports.schemas.js';
import { timeEntries, timeEntryTags } from '../time.tables.js';

/** A report's question, its ids checked (memberId already scoped to what the caller may see). */
export interface ReportFilter {
  orgId: string;
  /** Local days of `timeZone`, `to` exclusive. */
  from: Day;
  to: Day;
  timeZone: TimeZone;
  /** The same days as instants, bounding the scan of the entries' start index. */
  period: Range;
  firstDayOfWeek: Weekday;
  memberId?: string | undefined;
  clientId?: string | undefined;
  projectId?: string | undefined;
  taskId?: string | undefined;
  tagId?: string | undefined;
  billable?: boolean | undefined;
  status?: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined;
}

/** One (group, child) cell as the database sums it; bigints come back as text. */
export interface ReportRow {
  key1: string | null;
  label1: string | null;
  key2: string | null;
  label2: string | null;
  entries: string;
  seconds: string;
  billableSeconds: string;
}

/**
 * The rows to sum, one per day × member × project × task × billable: the day rollups kept per
 * exactly that grain when they can answer, else the finished entries themselves, each on the local
 * day it starts (the rule the rollups' triggers use, docs/rollups.md), so both sources give the
 * same sums. Rollups cannot answer a tag question (tags are not in their key), nor while they are
 * rebuilt in a new zone (`rollupZone` null).
 */
function baseRows(filter: ReportFilter, rollupZone: TimeZone | null): SQL {
  const status =
    filter.status === undefined
      ? (column: SQL) => sql`${column} <> 'REJECTED'`
      : (column: SQL) => sql`${column} = ${filter.status}`;
  const eq = (column: SQL, value: string | boolean | undefined) =>
    value === undefined ? sql`` : sql`and ${column} = ${value}`;
  const client = (column: SQL) =>
    filter.clientId === undefined
      ? sql``
      : sql`and ${column} in (select ${projects.id} from ${projects} where ${projects.orgId} = ${filter.orgId} and ${projects.clientId} = ${filter.clientId})`;
  const useRollups = rollupZone === filter.timeZone && filter.tagId === undefined;
  if (useRollups) {
    const r = timeRollupDays;
    const col = (name: string) => sql.raw(`r.${name}`);
    return sql`
      select r.day, r.member_id, r.project_id, r.task_id, r.is_billable,
             r.entries, r.worked_seconds as seconds
        from ${r} r
       where r.org_id = ${filter.orgId} and r.time_zone = ${filter.timeZone}
         and r.day >= ${filter.from} and r.day < ${filter.to}
         and ${status(col('status'))}
         ${eq(col('member_id'), filter.memberId)} ${eq(col('project_id'), filter.projectId)}
         ${eq(col('task_id'), filter.taskId)} ${eq(col('is_billable'), filter.billable)} ${client(col('project_id'))}`;
  }
  const e = timeEntries;
  const col = (name: string) => sql.raw(`e.${name}`);
  const tag =
    filter.tagId === undefined
      ? sql``
      : sql`and exists (select 1 from ${timeEntryTags} g where g.org_id = e.org_id and g.time_entry_id = e.id and g.tag_id = ${filter.tagId})`;
  // The period's instants bound the index scan; the local day (as the rollups count it) decides.
  return sql`
    select (e.start_time at time zone ${filter.timeZone})::date as day, e.member_id, e.project_id, e.task_id,
           e.is_billable, 1 as entries, e.worked_seconds as seconds
      from ${e} e
     where e.org_id = ${filter.orgId} and e.end_time is not null
       and e.start_time >= ${filter.period.start.toISOString()}::timestamptz
       and e.start_time < ${filter.period.end.toISOString()}::timestamptz
       and (e.start_time at time zone ${filter.timeZone})::date >= ${filter.from}::date
       and (e.start_time at time zone ${filter.timeZone})::date < ${filter.to}::date
       and ${status(col('status'))}
       ${eq(col('member_id'), filter.memberId)} ${eq(col('project_id'), filter.projectId)}
       ${eq(col('task_id'), filter.taskId)} ${eq(col('is_billable'), filter.billable)}
       ${client(col('project_id'))} ${tag}`;
}

/** A dimension's key and label over the base rows `b` joined to their project `p`, task `k`, user `u`. */
function keyAndLabel(dimension: ReportDimension | undefined, firstDayOfWeek: Weekday): [SQL, SQL] {
  switch (dimension) {
    case 'client':
      return [sql`p.client_id::text`, sql`p.client_name`];
    case 'project':
      return [sql`b.project_id::text`, sql`p.name`];
    case 'task':
      return [sql`b.task_id::text`, sql`k.name`];
    case 'member':
      return [sql`b.member_id::text`, sql`u.full_name`];
    case 'day':
      return [sql`b.day::text`, sql`b.day::text`];
    case 'week': {
      // The first day of the organization's week holding the day (isodow: Monday 1 … Sunday 7).
      const start = sql`(b.day - ((extract(isodow from b.day)::int - ${firstDayOfWeek}::int + 7) % 7))::text`;
      return [start, start];
    }
    case undefined:
      return [sql`null::text`, sql`null::text`];
  }
}

/** The report's cells: one per (first-level key, second-level key), summed. */
export async function reportRows(
  executor: Executor,
  filter: ReportFilter,
  rollupZone: TimeZone | null,
  groupBy: ReportDimension,
  thenBy: ReportDimension | undefined,
): Promise<ReportRow[]> {
  const [key1, label1] = keyAndLabel(groupBy, filter.firstDayOfWeek);
  const [key2, label2] = keyAndLabel(thenBy, filter.firstDayOfWeek);
  const result = await executor.execute(sql`
    select ${key1} as "key1", ${label1} as "label1", ${key2} as "key2", ${label2} as "label2",
           sum(b.entries)::bigint as "entries", sum(b.seconds)::bigint as "seconds",
           sum(case when b.is_billable then b.seconds else 0 end)::bigint as "billableSeconds"
      from (${baseRows(filter, rollupZone)}) b
      left join ${projects} p on p.org_id = ${filter.orgId} and p.id = b.project_id
      left join ${tasks} k on k.org_id = ${filter.orgId} and k.id = b.task_id
      join ${members} m on m.org_id = ${filter.orgId} and m.id = b.member_id
      join ${users} u on u.id = m.user_id
     group by 1, 2, 3, 4
    having sum(b.entries) > 0`);
  return rowsOf<ReportRow>(result);
}
