import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import type { Weekday } from '../../platform/dates.js';
import { activeMembersWithContacts } from '../members/index.js';
import { listOrganizationCalendars } from '../organizations/index.js';
import { assigneesOf } from '../projects/index.js';
import { projectBudgetUses, type BudgetUse } from '../time/index.js';
import { alertOccasions, alertPreferences, alertSettings } from './alerts.tables.js';

export type { BudgetUse };

type Kind = 'BUDGET' | 'CAPACITY';

/** Claims an occasion: true for the one caller whose insert made the row (it sends), false for the rest. */
export async function claimOccasion(tx: Executor, orgId: string, kind: Kind, subjectId: string, occasion: string) {
  const claimed = await tx
    .insert(alertOccasions)
    .values({ orgId, kind, subjectId, occasion })
    .onConflictDoNothing()
    .returning({ orgId: alertOccasions.orgId });
  return claimed.length > 0;
}

/** The organizations' switches and their members' own, from this module's tables (no row: on). */
async function settingsByOrganization(executor: Executor) {
  const rows = await executor.select().from(alertSettings);
  return new Map(rows.map((row) => [row.orgId, row]));
}

async function preferencesOf(executor: Executor, orgId: string) {
  const rows = await executor.select().from(alertPreferences).where(eq(alertPreferences.orgId, orgId));
  return new Map(rows.map((row) => [row.memberId, row]));
}

/** Budget use of every live project with a budget (the time module's), in organizations whose budget alerts are on. */
export async function budgetUses(executor: Executor): Promise<BudgetUse[]> {
  const [uses, settings] = await Promise.all([projectBudgetUses(executor), settingsByOrganization(executor)]);
  return uses.filter((use) => settings.get(use.orgId)?.budgetAlerts ?? true);
}

/** The budget thresholds already told, as `orgId projectId threshold` keys. */
export async function claimedBudgetOccasions(executor: Executor): Promise<Set<string>> {
  const rows = await executor
    .select({ orgId: alertOccasions.orgId, subjectId: alertOccasions.subjectId, occasion: alertOccasions.occasion })
    .from(alertOccasions)
    .where(eq(alertOccasions.kind, 'BUDGET'));
  return new Set(rows.map((row) => budgetKey(row.orgId, row.subjectId, row.occasion)));
}

export const budgetKey = (orgId: string, projectId: string, threshold: number | string) =>
  `${orgId} ${projectId} ${threshold}`;

/** Forgets a threshold a project has fallen back below: its next crossing is a new occasion. */
export async function rearmBudgetOccasion(executor: Executor, use: BudgetUse, threshold: number): Promise<void> {
  await executor
    .delete(alertOccasions)
    .where(
      and(
        eq(alertOccasions.orgId, use.orgId),
        eq(alertOccasions.kind, 'BUDGET'),
        eq(alertOccasions.subjectId, use.projectId),
        eq(alertOccasions.occasion, String(threshold)),
      ),
    );
}

interface Recipient {
  memberId: string;
  email: string;
  fullName: string;
}

/**
 * Who hears of a project's budget: the organization's Owners and the project's assigned members
 * whose role may manage projects, active, with budget alerts on for themselves; by name.
 */
export async function budgetRecipients(executor: Executor, orgId: string, projectId: string): Promise<Recipient[]> {
  const [people, assignees, preferences] = await Promise.all([
    activeMembersWithContacts(executor, orgId),
    assigneesOf(executor, orgId, [projectId]),
    preferencesOf(executor, orgId),
  ]);
  const assigned = new Set(assignees.map((assignee) => assignee.memberId));
  return people
    .filter((person) => preferences.get(person.memberId)?.budgetAlerts ?? true)
    .filter(
      (person) =>
        person.roleKey === 'OWNER' || (person.permissions.includes('projects.manage') && assigned.has(person.memberId)),
    )
    .map(({ memberId, email, fullName }) => ({ memberId, email, fullName }));
}

interface ReminderOrganization {
  orgId: string;
  timeZone: string;
  firstDayOfWeek: Weekday;
  workingDays: Weekday[];
  reminderWeekday: Weekday | null;
  reminderHour: number;
}

/** Organizations whose capacity reminders are on, with their calendar and the reminder's time. */
export async function reminderOrganizations(executor: Executor): Promise<ReminderOrganization[]> {
  const [calendars, settings] = await Promise.all([
    listOrganizationCalendars(executor),
    settingsByOrganization(executor),
  ]);
  return calendars.flatMap((calendar) => {
    const own = settings.get(calendar.orgId);
    if (own && !own.capacityReminders) return [];
    return [
      {
        orgId: calendar.orgId,
        timeZone: calendar.timeZone,
        firstDayOfWeek: calendar.firstDayOfWeek as Weekday,
        workingDays: calendar.workingDays as Weekday[],
        reminderWeekday: (own?.reminderWeekday ?? null) as Weekday | null,
        reminderHour: own?.reminderHour ?? 15,
      },
    ];
  });
}

interface ReminderMember extends Recipient {
  weeklyCapacityHours: string;
}

/** Active members with a weekly capacity and reminders on whose week `weekDay` is not handled yet, by id. */
export async function membersToRemind(executor: Executor, orgId: string, weekDay: string): Promise<ReminderMember[]> {
  const [people, preferences, handled] = await Promise.all([
    activeMembersWithContacts(executor, orgId),
    preferencesOf(executor, orgId),
    executor
      .select({ memberId: alertOccasions.subjectId })
      .from(alertOccasions)
      .where(
        and(eq(alertOccasions.orgId, orgId), eq(alertOccasions.kind, 'CAPACITY'), eq(alertOccasions.occasion, weekDay)),
      ),
  ]);
  const done = new Set(handled.map((row) => row.memberId));
  return people
    .filter((person) => Number(person.weeklyCapacityHours ?? 0) > 0)
    .filter((person) => (preferences.get(person.memberId)?.capacityReminders ?? true) && !done.has(person.memberId))
    .map(({ memberId, email, fullName, weeklyCapacityHours }) => ({
      memberId,
      email,
      fullName,
      weeklyCapacityHours: weeklyCapacityHours!,
    }))
    .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
}
