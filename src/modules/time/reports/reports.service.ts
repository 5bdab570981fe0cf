import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import { addDaysToDay, dayOf, daysBetween, daysRange, weekStartDay } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/index.js';
import { errors } from '../../../platform/http/errors.js';
import { scopedMemberId } from '../../members/index.js';
import { readableRollupZone } from './rollups.repository.js';
import { reportRows, type ReportFilter, type ReportRow } from './reports.repository.js';
import type { ReportDimension, ReportQuery, TimeReport } from './reports.schemas.js';

/** The longest period a report covers: a year, leap day included. */
const MAX_REPORT_DAYS = 366;

const NO_LABEL: Partial<Record<ReportDimension, string>> = {
  client: 'No client',
  project: 'No project',
  task: 'No task',
};

type Line = TimeReport['groups'][number];

const labelOf = (dimension: ReportDimension, key: string | null, label: string | null) =>
  label ?? NO_LABEL[dimension] ?? key ?? '';

/** Days and weeks in calendar order; the rest by time, most first, then by label. */
function sortLines<T extends Line>(lines: T[], dimension: ReportDimension): T[] {
  if (dimension === 'day' || dimension === 'week')
    return lines.sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''));
  return lines.sort(
    (a, b) => b.seconds - a.seconds || a.label.localeCompare(b.label) || (a.key ?? '').localeCompare(b.key ?? ''),
  );
}

/** The summed cells as the report's two levels with their totals. */
export function reportOf(
  rows: readonly ReportRow[],
  groupBy: ReportDimension,
  thenBy: ReportDimension | undefined,
): Pick<TimeReport, 'totals' | 'groups'> {
  const totals = { seconds: 0, billableSeconds: 0, entries: 0 };
  const groups = new Map<string, Line & { children: Line[] }>();
  for (const row of rows) {
    const seconds = Number(row.seconds);
    const billableSeconds = Number(row.billableSeconds);
    totals.seconds += seconds;
    totals.billableSeconds += billableSeconds;
    totals.entries += Number(row.entries);
    const id = row.key1 ?? '';
    let group = groups.get(id);
    if (!group) {
      group = {
        key: row.key1,
        label: labelOf(groupBy, row.key1, row.label1),
        seconds: 0,
        billableSeconds: 0,
        children: [],
      };
      groups.set(id, group);
    }
    group.seconds += seconds;
    group.billableSeconds += billableSeconds;
    if (thenBy)
      group.children.push({ key: row.key2, label: labelOf(thenBy, row.key2, row.label2), seconds, billableSeconds });
  }
  const lines = sortLines([...groups.values()], groupBy).map(({ children, ...group }) =>
    thenBy ? { ...group, children: sortLines(children, thenBy) } : group,
  );
  return { totals, groups: lines };
}

export function createReportsService(db: Db, clock: Clock) {
  /** The query's period and filters, checked: days of the organization's zone, at most a year. */
  async function filterOf(ctx: TenantContext, query: ReportQuery): Promise<ReportFilter> {
    const { timeZone, firstDayOfWeek } = ctx.calendar;
    if (query.thenBy !== undefined && query.thenBy === query.groupBy)
      throw errors.validation('thenBy must differ from groupBy', [
        { field: 'querystring.thenBy', message: 'must differ from groupBy' },
      ]);
    const from = query.from ?? weekStartDay(dayOf(clock.now(), timeZone), firstDayOfWeek);
    const to = query.to ?? addDaysToDay(weekStartDay(from, firstDayOfWeek), 6);
    if (to < from)
      throw errors.validation('to must not be before from', [
        { field: 'querystring.to', message: 'must not be before from' },
      ]);
    if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS)
      throw errors.validation(
        `A report covers at most ${MAX_REPORT_DAYS} days`,
        [{ field: 'querystring.to', message: `at most ${MAX_REPORT_DAYS} days after from` }],
        'Choose a shorter period, or run one report per year.',
      );
    const end = addDaysToDay(to, 1);
    return {
      orgId: ctx.orgId,
      from,
      to: end,
      timeZone,
      period: daysRange(from, to, timeZone),
      firstDayOfWeek,
      memberId: await scopedMemberId(db, ctx, query.userId, 'time.read.all', 'time'),
      clientId: query.clientId,
      projectId: query.projectId,
      taskId: query.taskId,
      tagId: query.tagId,
      billable: query.billable,
      status: query.status,
    };
  }

  return {
    async report(ctx: TenantContext, query: ReportQuery): Promise<TimeReport> {
      const filter = await filterOf(ctx, query);
      const rows = await reportRows(db, filter, await readableRollupZone(db, ctx.orgId), query.groupBy, query.thenBy);
      return {
        period: { from: filter.from, to: addDaysToDay(filter.to, -1), timeZone: filter.timeZone },
        groupBy: query.groupBy,
        thenBy: query.thenBy ?? null,
        ...reportOf(rows, query.groupBy, query.thenBy),
      };
    },
  };
}
