import { localDateTime, type TimeZone } from '../../platform/dates.js';
import type { EntryRow } from './time.repository.js';

/** The texts of the time module's emails, apart from the rules that decide to send them. */

/** "2026-11-19 20:00–23:00 America/Los_Angeles on Website (notes)": an entry on the reader's clocks. */
function describeEntry(row: EntryRow, zone: TimeZone): string {
  const { entry } = row;
  const end = entry.endTime ? localDateTime(entry.endTime, zone).slice(11) : 'now';
  const span = `${localDateTime(entry.startTime, zone)}–${end} ${zone}`;
  return `${span}${row.projectName ? ` on ${row.projectName}` : ''}${entry.notes ? ` (${entry.notes})` : ''}`;
}

/** "A time entry was" / "3 time entries were": the subject of every rejection message. */
export function rejectedPhrase(count: number): string {
  return count === 1 ? 'A time entry was' : `${count} time entries were`;
}

/** One teammate's rejected entries (all of one member, at least one), times in their zone. */
export function rejectionEmail(entries: EntryRow[], reason: string, zone: TimeZone) {
  const first = entries[0]!;
  const count = rejectedPhrase(entries.length);
  return {
    to: first.userEmail,
    subject: `${count} rejected on Punchclock`,
    text:
      `Hello ${first.userName},\n\n${count} rejected.\n\nReason: ${reason}\n\n` +
      `${entries.map((row) => `- ${describeEntry(row, zone)}`).join('\n')}\n\nEdit the entries and they will be reviewed again.\n`,
  };
}

/** A member's rejected week (weekly timesheets): the reason and the week's entries, times in their zone. */
export function weekRejectionEmail(
  week: { userEmail: string; userName: string; week: { weekStart: string } },
  entries: EntryRow[],
  reason: string,
  zone: TimeZone,
) {
  const list = entries.length ? entries.map((row) => `- ${describeEntry(row, zone)}`).join('\n') : '(no entries)';
  return {
    to: week.userEmail,
    subject: `Your timesheet for the week of ${week.week.weekStart} was rejected on Punchclock`,
    text:
      `Hello ${week.userName},\n\nYour timesheet for the week of ${week.week.weekStart} was rejected.\n\nReason: ${reason}\n\n` +
      `${list}\n\nFix the entries and submit the week again.\n`,
  };
}

export interface HoursSummary {
  hours: number;
  billableHours: number;
  nonBillableHours: number;
}

/** The weekly digest's body: totals, then per day and per project. */
export function weeklyDigestText(
  name: string,
  label: string,
  totals: HoursSummary & { pendingHours: number; rejectedHours: number },
  byDay: Array<{ date: string } & HoursSummary>,
  byProject: Array<{ projectName: string } & HoursSummary>,
) {
  const line = (title: string, value: HoursSummary) =>
    `${title.padEnd(24)} ${value.hours.toFixed(2).padStart(6)} h  (billable ${value.billableHours.toFixed(2)} h)`;
  const review = [
    ...(totals.pendingHours > 0 ? [`${totals.pendingHours.toFixed(2)} h of it still waiting for review.`] : []),
    ...(totals.rejectedHours > 0
      ? [`${totals.rejectedHours.toFixed(2)} h rejected this week, not counted above: see your timesheet for why.`]
      : []),
  ];
  return (
    `Hello ${name},\n\nYour hours for ${label}:\n\n${line('Total', totals)}\n${review.map((sentence) => `${sentence}\n`).join('')}\nBy day\n${byDay.map((day) => line(day.date, day)).join('\n')}\n\n` +
    `By project\n${byProject.length ? byProject.map((project) => line(project.projectName, project)).join('\n') : '(no time yet)'}\n`
  );
}
