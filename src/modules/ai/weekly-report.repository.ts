import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { memberRoleJoin, members } from '../members/index.js';
import { organizations } from '../organizations/index.js';
import { roles } from '../rbac/index.js';
import { users } from '../users/index.js';
import { aiWeeklyReportMailings, aiWeeklyReports } from './ai.tables.js';

export type WeeklyReportRow = typeof aiWeeklyReports.$inferSelect;

/** Stores the report of (organization, week), replacing an earlier one of the same week. */
export async function upsertWeeklyReport(executor: Executor, report: WeeklyReportRow): Promise<WeeklyReportRow> {
  const [row] = await executor
    .insert(aiWeeklyReports)
    .values(report)
    .onConflictDoUpdate({
      target: [aiWeeklyReports.orgId, aiWeeklyReports.isoWeek],
      set: {
        periodStart: report.periodStart,
        periodEnd: report.periodEnd,
        engine: report.engine,
        content: report.content,
        markdown: report.markdown,
        generatedAt: report.generatedAt,
      },
    })
    .returning();
  return row!;
}

/** The stored report of one ISO week; null when that week has none. */
export async function weeklyReportOf(
  executor: Executor,
  orgId: string,
  isoWeek: string,
): Promise<WeeklyReportRow | null> {
  const [row] = await executor
    .select()
    .from(aiWeeklyReports)
    .where(and(eq(aiWeeklyReports.orgId, orgId), eq(aiWeeklyReports.isoWeek, isoWeek)))
    .limit(1);
  return row ?? null;
}

export async function latestWeeklyReport(executor: Executor, orgId: string): Promise<WeeklyReportRow | null> {
  const [row] = await executor
    .select()
    .from(aiWeeklyReports)
    .where(eq(aiWeeklyReports.orgId, orgId))
    .orderBy(desc(aiWeeklyReports.isoWeek), desc(aiWeeklyReports.generatedAt))
    .limit(1);
  return row ?? null;
}

/** True for the one caller that claims (organization, week); every other gets false. */
export async function claimMailing(executor: Executor, orgId: string, isoWeek: string, now: Date): Promise<boolean> {
  const rows = await executor
    .insert(aiWeeklyReportMailings)
    .values({ orgId, isoWeek, claimedAt: now })
    .onConflictDoNothing()
    .returning({ orgId: aiWeeklyReportMailings.orgId });
  return rows.length === 1;
}

export async function mailingClaimed(executor: Executor, orgId: string, isoWeek: string): Promise<boolean> {
  const rows = await executor
    .select({ orgId: aiWeeklyReportMailings.orgId })
    .from(aiWeeklyReportMailings)
    .where(and(eq(aiWeeklyReportMailings.orgId, orgId), eq(aiWeeklyReportMailings.isoWeek, isoWeek)));
  return rows.length > 0;
}

/** Organizations whose plan in force has Team AI: TEAM, or a TRIAL still running. */
export function teamAiOrganizations(executor: Executor, now: Date) {
  return executor
    .select({ orgId: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(
      sql`${organizations.plan} = 'TEAM' or (${organizations.plan} = 'TRIAL' and ${organizations.trialEndsAt} > ${now})`,
    );
}

/** Active Owners and Admins (built-in roles) of an organization, who receive the Friday report. */
export function reportRecipients(executor: Executor, orgId: string) {
  return executor
    .select({ email: users.email, name: users.fullName })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .where(
      and(
        eq(members.orgId, orgId),
        eq(members.status, 'ACTIVE'),
        eq(users.status, 'ACTIVE'),
        sql`${roles.builtInKey} in ('OWNER', 'ADMIN')`,
      ),
    );
}
