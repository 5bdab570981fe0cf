import type { TimeZone } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import type { ProjectTotals } from './projects.rules.js';

/**
 * Which entries count. The list counts work done so far (PENDING and APPROVED; a REJECTED entry
 * was judged wrong and counts again once edited back to PENDING); the client portal counts only
 * what a manager has APPROVED. Running timers never count: their span is not final.
 */
export type Counted = 'NOT_REJECTED' | 'APPROVED';

/**
 * Worked time on projects, as the time module records it. Projects cannot import the time module
 * (time entries belong to projects, so time imports projects); app.ts plugs the time module's
 * reader into this port instead.
 */
export interface ProjectTimeReader {
  /** Totals of many projects in one aggregate query; projects without counted time are absent. */
  totalsByProject(
    executor: Executor,
    orgId: string,
    projectIds: string[],
    counted: Counted,
  ): Promise<Map<string, ProjectTotals>>;
  /** Approved worked seconds of a project per local day of `zone` (YYYY-MM-DD of the entry's start) since `from`, oldest first. */
  approvedSecondsByDay(
    executor: Executor,
    orgId: string,
    projectId: string,
    from: Date,
    zone: TimeZone,
  ): Promise<Array<{ date: string; seconds: string }>>;
  /** Approved worked seconds of a project per member since `from`, most first. */
  approvedSecondsByMember(
    executor: Executor,
    orgId: string,
    projectId: string,
    from: Date,
  ): Promise<Array<{ memberId: string; fullName: string; seconds: string }>>;
}
