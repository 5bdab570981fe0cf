import type { Executor } from '../../platform/db/index.js';

/**
 * Whether the organization's reports read their rollups in its current time zone, or are being
 * recalculated after a change of zone (docs/rollups.md). The rollups belong to the time module,
 * which imports this one; app.ts plugs the time module's reader into this port.
 */
export interface ReportStatusReader {
  reportStatusOf(executor: Executor, orgId: string): Promise<ReportStatus>;
  /**
   * The calendar was saved (its time zone may have changed): start regrouping now rather than at
   * the rebuild job's next check, so the screen's "recalculating" lasts as long as the work.
   */
  calendarChanged(): void;
}

export interface ReportStatus {
  state: 'READY' | 'RECALCULATING';
  /** Of a recalculation: the people whose time has been regrouped into the new zone's days, and all of them. */
  membersDone: number;
  membersTotal: number;
}
