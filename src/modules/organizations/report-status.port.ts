import type { Executor } from '../../platform/db/index.js';

/**
 * Whether the organization's reports read their rollups in its current time zone, or are being
 * recalculated after a change of zone (docs/rollups.md). The rollups belong to the time module,
 * which imports this one; app.ts plugs the time module's reader into this port.
 */
export interface ReportStatusReader {
  reportStatusOf(executor: Executor, orgId: string): Promise<ReportStatus>;
}

export interface ReportStatus {
  state: 'READY' | 'RECALCULATING';
  /** Of a recalculation: the people whose time has been regrouped into the new zone's days, and all of them. */
  membersDone: number;
  membersTotal: number;
}
