import type { Day } from '../../../platform/dates.js';
import type { WeekRow, WeekTotals } from './weeks.repository.js';
import type { WeekStatus } from './weeks.rules.js';

const NO_TIME: WeekTotals = { entryCount: 0, totalSeconds: 0, billableSeconds: 0 };

/** A member's week as the API shows it; `row` null for an OPEN week. */
export function weekView(
  memberId: string,
  span: { weekStart: Day; weekEnd: Day },
  row: WeekRow['week'] | null,
  totals: WeekTotals | undefined,
) {
  return {
    id: row?.id ?? null,
    memberId,
    weekStart: span.weekStart,
    weekEnd: span.weekEnd,
    status: (row?.status ?? 'OPEN') as WeekStatus,
    submittedAt: row?.submittedAt.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    reviewedByMemberId: row?.reviewedByMemberId ?? null,
    rejectionReason: row?.rejectionReason ?? null,
    ...(totals ?? NO_TIME),
  };
}
