import { and, asc, desc, eq, gte, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TimeZone } from '../../../platform/dates.js';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../users/index.js';
import { members } from '../../members/index.js';
import type { Counted, ProjectTimeReader, ProjectTotals } from '../../projects/index.js';
import { timeRollupProjectTotals } from './rollups.tables.js';
import { timeEntries } from '../time.tables.js';

/**
 * Worked seconds of a finished entry, kept by the database in a generated column (the same rule
 * as `workedSeconds` in the time rules).
 */
const worked = () => sql`${timeEntries.workedSeconds}`;

function countedEntries(orgId: string, counted: Counted): SQL {
  return and(
    eq(timeEntries.orgId, orgId),
    isNotNull(timeEntries.endTime),
    counted === 'APPROVED' ? eq(timeEntries.status, 'APPROVED') : ne(timeEntries.status, 'REJECTED'),
  )!;
}

/**
 * All-time totals per project, from the running totals the rollup triggers keep (docs/rollups.md):
 * a handful of rows per project however long its history. Cents are rounded once on the sum, as
 * they would be over the raw entries.
 */
async function totalsByProject(
  executor: Executor,
  orgId: string,
  projectIds: string[],
  counted: Counted,
): Promise<Map<string, ProjectTotals>> {
  if (projectIds.length === 0) return new Map();
  const t = timeRollupProjectTotals;
  const rows = await executor
    .select({
      projectId: t.projectId,
      workedSeconds: sql<string>`sum(${t.workedSeconds})`,
      billableSeconds: sql<string>`sum(${t.billableSeconds})`,
      // seconds × rate per hour / 3600 × 100 cents: one division by 36, rounded once on the sum.
      billableCents: sql<string>`round(sum(${t.billableAmount}) / 36)`,
      costCents: sql<string>`round(sum(${t.costAmount}) / 36)`,
    })
    .from(t)
    .where(
      and(
        eq(t.orgId, orgId),
        inArray(t.projectId, projectIds),
        counted === 'APPROVED' ? eq(t.status, 'APPROVED') : ne(t.status, 'REJECTED'),
      ),
    )
    .groupBy(t.projectId);
  return new Map(
    rows.map((row) => [
      row.projectId,
      {
        workedSeconds: Number(row.workedSeconds),
        billableSeconds: Number(row.billableSeconds),
        billableCents: Number(row.billableCents),
        costCents: Number(row.costCents),
      },
    ]),
  );
}

function approvedSecondsByDay(executor: Executor, orgId: string, projectId: string, from: Date, zone: TimeZone) {
  const day = sql<string>`to_char((${timeEntries.startTime} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  return (
    executor
      .select({ date: day, seconds: sql<string>`sum(${worked()})` })
      .from(timeEntries)
      .where(
        and(countedEntries(orgId, 'APPROVED'), eq(timeEntries.projectId, projectId), gte(timeEntries.startTime, from)),
      )
      // By position: the zone is a parameter, so the grouped expression would not match the selected one.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

function approvedSecondsByMember(executor: Executor, orgId: string, projectId: string, from: Date) {
  const seconds = sql<string>`sum(${worked()})`;
  return executor
    .select({ memberId: timeEntries.memberId, fullName: users.fullName, seconds })
    .from(timeEntries)
    .innerJoin(members, and(eq(members.orgId, timeEntries.orgId), eq(members.id, timeEntries.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(countedEntries(orgId, 'APPROVED'), eq(timeEntries.projectId, projectId), gte(timeEntries.startTime, from)),
    )
    .groupBy(timeEntries.memberId, users.fullName)
    .orderBy(desc(seconds), asc(users.fullName));
}

/** What the projects module reads of worked time (its port), plugged in by app.ts. */
export const projectTimeReader: ProjectTimeReader = { totalsByProject, approvedSecondsByDay, approvedSecondsByMember };
