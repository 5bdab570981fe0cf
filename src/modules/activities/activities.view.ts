import type { SlotRow, UsageRow } from './activities.repository.js';
import { percent } from './classify.rules.js';

export function slotView(row: SlotRow, usages: UsageRow[]) {
  const durationSeconds = Math.round((row.endTime.getTime() - row.startTime.getTime()) / 1000);
  const own = usages.filter((usage) => usage.slotId === row.id);
  // Most seconds first, then by name: the same order whether written now or read back.
  const of = (kind: string) =>
    own
      .filter((usage) => usage.kind === kind)
      .sort((a, b) => b.seconds - a.seconds || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((usage) => ({ name: usage.name, seconds: usage.seconds }));
  return {
    id: row.id,
    clientId: row.clientId,
    memberId: row.memberId,
    projectId: row.projectId,
    timeEntryId: row.timeEntryId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    durationSeconds,
    keyboardSeconds: row.keyboardSeconds,
    mouseSeconds: row.mouseSeconds,
    activeSeconds: row.activeSeconds,
    activityPercent: percent(row.activeSeconds, durationSeconds),
    applications: of('APP'),
    sites: of('SITE'),
    createdAt: row.createdAt.toISOString(),
  };
}
