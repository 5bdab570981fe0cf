// A report's question as it lives in the URL (so a bookmark or a shared link reopens the same
// report): checked here, anything unknown dropped, and turned into the days it covers. Pure, so
// month ends and week starts are unit-tested.
import { addDaysToKey, weekStartKey } from '../../lib/local-time';

export const DIMENSIONS = ['client', 'project', 'task', 'member', 'day', 'week'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const PERIODS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];
export const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export interface ReportsSearch {
  period?: PeriodChoice;
  from?: string;
  to?: string;
  groupBy?: Dimension;
  thenBy?: Dimension;
  clientId?: string;
  projectId?: string;
  userId?: string;
  billable?: 'true' | 'false';
  status?: (typeof STATUSES)[number];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const matching = (pattern: RegExp, value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** The search params of /reports, checked: what is not a known choice, day or id is left out. */
export function validateReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const groupBy = oneOf(DIMENSIONS, search.groupBy);
  const thenBy = oneOf(DIMENSIONS, search.thenBy);
  const checked: ReportsSearch = {
    period: oneOf(PERIODS, search.period),
    from: matching(DAY, search.from),
    to: matching(DAY, search.to),
    groupBy,
    thenBy: thenBy === (groupBy ?? 'project') ? undefined : thenBy,
    clientId: matching(UUID, search.clientId),
    projectId: matching(UUID, search.projectId),
    userId: matching(UUID, search.userId),
    billable: oneOf(['true', 'false'] as const, search.billable),
    status: oneOf(STATUSES, search.status),
  };
  return Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== undefined));
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const previousMonthEnd = (day: string) => addDaysToKey(firstOfMonth(day), -1);
const monthEnd = (day: string) => previousMonthEnd(addDaysToKey(firstOfMonth(day), 31));

/** The days a search covers, `today` being the organization's today; a custom period needs both days. */
export function periodOf(search: ReportsSearch, today: string, firstDayOfWeek: number): { from: string; to: string } {
  const week = weekStartKey(today, firstDayOfWeek);
  switch (search.period === 'custom' && (!search.from || !search.to) ? 'thisWeek' : (search.period ?? 'thisWeek')) {
    case 'custom':
      return { from: search.from!, to: search.to! };
    case 'lastWeek':
      return { from: addDaysToKey(week, -7), to: addDaysToKey(week, -1) };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: monthEnd(today) };
    case 'lastMonth': {
      const end = previousMonthEnd(today);
      return { from: firstOfMonth(end), to: end };
    }
    default:
      return { from: week, to: addDaysToKey(week, 6) };
  }
}
