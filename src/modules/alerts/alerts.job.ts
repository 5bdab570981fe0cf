import type { Logger } from 'pino';
import { systemClock, type Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { claimJobRun } from '../../platform/jobs/job-runs.js';
import { startPeriodic, type Periodic } from '../../platform/jobs/periodic.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { createNotification } from '../notifications/index.js';
import { entriesTouching, workedSecondsWithin } from '../time/index.js';
import { recordWebhookEvent } from '../webhook-outbox/index.js';
import { BUDGET_THRESHOLDS, dueReminderWeek, reachedThresholds } from './alerts.rules.js';
import {
  budgetKey,
  budgetRecipients,
  budgetUses,
  claimedBudgetOccasions,
  claimOccasion,
  membersToRemind,
  rearmBudgetOccasion,
  reminderOrganizations,
  type BudgetUse,
} from './alerts.repository.js';
import { budgetAlertEmail, budgetAlertText, capacityReminderEmail, capacityReminderText } from './alerts.emails.js';

/** How often the alerts are checked: a crossing is heard of within a minute. */
const CHECK_EVERY_MS = 60_000;
/** A run's claim ends a little before the next tick, so timers that drift never skip a minute. */
const CLAIM_MARGIN_MS = 5_000;

/** One threshold of one project: claimed, and its people told in-app and by email, in one transaction. */
async function alertBudget(db: Db, use: BudgetUse, threshold: number) {
  await db.transaction(async (tx) => {
    if (!(await claimOccasion(tx, use.orgId, 'BUDGET', use.projectId, String(threshold)))) return;
    const text = budgetAlertText(use.projectName, threshold, use.usedPercent, use.budgetType);
    for (const person of await budgetRecipients(tx, use.orgId, use.projectId)) {
      await createNotification(tx, {
        orgId: use.orgId,
        memberId: person.memberId,
        type: 'PROJECT_BUDGET_THRESHOLD',
        ...text,
        data: { projectId: use.projectId, threshold, usedPercent: use.usedPercent },
      });
      await enqueueEmail(tx, { ...budgetAlertEmail(person.email, person.fullName, text), organizationId: use.orgId });
    }
    await recordWebhookEvent(tx, use.orgId, 'project.budget_threshold_crossed', {
      projectId: use.projectId,
      projectName: use.projectName,
      budgetType: use.budgetType,
      threshold,
      usedPercent: use.usedPercent,
    });
  });
}

/** Every project's budget use against the thresholds: each crossing told once, a fall back re-arms it. */
export async function runBudgetAlerts(db: Db) {
  const [uses, claimed] = await Promise.all([budgetUses(db), claimedBudgetOccasions(db)]);
  for (const use of uses) {
    const reached = reachedThresholds(use.usedPercent);
    for (const threshold of BUDGET_THRESHOLDS) {
      const told = claimed.has(budgetKey(use.orgId, use.projectId, threshold));
      if (reached.includes(threshold) && !told) await alertBudget(db, use, threshold);
      else if (!reached.includes(threshold) && told) await rearmBudgetOccasion(db, use, threshold);
    }
  }
}

/**
 * Near the week's end (docs/alerts.md), each member below their weekly capacity is nudged once,
 * in-app and by email; a member at or above it is marked handled for the week without a message.
 */
export async function runCapacityReminders(db: Db, now: Date) {
  for (const org of await reminderOrganizations(db)) {
    const due = dueReminderWeek(now, org, { weekday: org.reminderWeekday, hour: org.reminderHour });
    if (!due) continue;
    const people = await membersToRemind(db, org.orgId, due.day);
    if (people.length === 0) continue;
    const worked = new Map<string, number>();
    for (const { entry } of await entriesTouching(db, org.orgId, due.week)) {
      if (entry.status === 'REJECTED') continue;
      const span = { start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds };
      worked.set(entry.memberId, (worked.get(entry.memberId) ?? 0) + workedSecondsWithin(span, due.week, now));
    }
    for (const person of people) {
      const loggedHours = (worked.get(person.memberId) ?? 0) / 3600;
      const capacityHours = Number(person.weeklyCapacityHours);
      await db.transaction(async (tx) => {
        if (!(await claimOccasion(tx, org.orgId, 'CAPACITY', person.memberId, due.day))) return;
        if (loggedHours >= capacityHours) return;
        const text = capacityReminderText(loggedHours, capacityHours);
        await createNotification(tx, {
          orgId: org.orgId,
          memberId: person.memberId,
          type: 'CAPACITY_REMINDER',
          ...text,
          data: { week: due.day, loggedHours: Math.round(loggedHours * 100) / 100, capacityHours },
        });
        await enqueueEmail(tx, {
          ...capacityReminderEmail(person.email, person.fullName, text),
          organizationId: org.orgId,
        });
      });
    }
  }
}

/**
 * Both checks, every minute, scheduled in every server and worker but run by one of them per
 * minute (claimJobRun), so the fleet reads every organization's budgets once, not once per
 * process. The occasion claims still keep each message to one if two runs ever overlap.
 * `clock`: what "now" is for the run claims and the reminders' week (the runtime's, injected).
 */
export function scheduleAlerts(db: Db, logger: Logger, clock: Clock = systemClock): Periodic {
  const now = () => clock.now();
  return startPeriodic({
    task: async () => {
      if (!(await claimJobRun(db, 'alerts', now(), CHECK_EVERY_MS - CLAIM_MARGIN_MS))) return;
      await runBudgetAlerts(db);
      await runCapacityReminders(db, now());
    },
    everyMs: CHECK_EVERY_MS,
    onError: (error) => logger.error({ err: error }, 'alerts check failed'),
    runAtStart: false,
  });
}
