import { eq } from 'drizzle-orm';
import { personalCalendar, type TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import { dayOf, daysOf, weekLabel, weekOf } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/index.js';
import { enqueueEmail } from '../../../platform/outbox/outbox.js';
import { users } from '../../users/index.js';
import { entriesTouching } from './team.repository.js';
import { workedSecondsWithin } from '../time.rules.js';
import { weeklyDigestText, type HoursSummary } from '../time.emails.js';

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

interface Bucket {
  billableSeconds: number;
  nonBillableSeconds: number;
}

const emptyBucket = (): Bucket => ({ billableSeconds: 0, nonBillableSeconds: 0 });

function add(bucket: Bucket, seconds: number, billable: boolean) {
  if (billable) bucket.billableSeconds += seconds;
  else bucket.nonBillableSeconds += seconds;
}

function hoursOf(bucket: Bucket): HoursSummary {
  return {
    hours: hours(bucket.billableSeconds + bucket.nonBillableSeconds),
    billableHours: hours(bucket.billableSeconds),
    nonBillableHours: hours(bucket.nonBillableSeconds),
  };
}

export function createDigestService(db: Db, clock: Clock) {
  return {
    /**
     * The caller's hours this week, per day and per project, emailed to them through the outbox. A
     * personal view: the week starts on the organization's first day of the week, at midnight in
     * the caller's own time zone (the organization's unless they set one).
     */
    async sendWeeklyDigest(ctx: TenantContext) {
      const now = clock.now();
      const { timeZone, firstDayOfWeek } = personalCalendar(ctx);
      const week = weekOf(now, timeZone, firstDayOfWeek);
      const [rows, [user]] = await Promise.all([
        entriesTouching(db, ctx.orgId, week, ctx.memberId),
        db.select({ fullName: users.fullName }).from(users).where(eq(users.id, ctx.userId)),
      ]);
      const total = emptyBucket();
      const days = daysOf(week, timeZone).map((day) => ({ ...day, bucket: emptyBucket() }));
      const projects = new Map<string, { projectName: string; bucket: Bucket }>();
      const review = { pendingSeconds: 0, rejectedSeconds: 0 };
      for (const { entry, projectName } of rows) {
        const span = { start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds };
        const seconds = workedSecondsWithin(span, week, now);
        // Rejected time is not worked time (the product's rule everywhere): said apart, never summed.
        if (entry.status === 'REJECTED') {
          review.rejectedSeconds += seconds;
          continue;
        }
        if (entry.status === 'PENDING') review.pendingSeconds += seconds;
        add(total, seconds, entry.isBillable);
        for (const day of days) add(day.bucket, workedSecondsWithin(span, day, now), entry.isBillable);
        const key = entry.projectId ?? 'none';
        const project = projects.get(key) ?? { projectName: projectName ?? 'No project', bucket: emptyBucket() };
        add(project.bucket, seconds, entry.isBillable);
        projects.set(key, project);
      }
      const label = weekLabel(dayOf(week.start, timeZone));
      const lastDay = days.at(-1)!.day;
      const byDay = days.map((day) => ({ date: day.day, ...hoursOf(day.bucket) }));
      const byProject = [...projects.entries()]
        .map(([projectId, project]) => ({
          projectId: projectId === 'none' ? null : projectId,
          projectName: project.projectName,
          ...hoursOf(project.bucket),
        }))
        .sort((a, b) => b.hours - a.hours);
      const totals = {
        ...hoursOf(total),
        pendingHours: hours(review.pendingSeconds),
        rejectedHours: hours(review.rejectedSeconds),
      };
      await enqueueEmail(db, {
        to: ctx.email,
        organizationId: ctx.orgId,
        subject: `Your Punchclock hours for ${label}: ${totals.hours.toFixed(2)} h`,
        text: weeklyDigestText(
          user?.fullName ?? ctx.email,
          `${label} (${byDay[0]!.date} to ${lastDay})`,
          totals,
          byDay,
          byProject,
        ),
      });
      return {
        week: label,
        from: week.start.toISOString(),
        to: week.end.toISOString(),
        timeZone,
        ...totals,
        byDay,
        byProject,
        emailedTo: ctx.email,
      };
    },
  };
}
