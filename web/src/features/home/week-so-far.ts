// A person's week so far, as Home tells it: the time that counts (pending and approved), the
// rejected time that does not, and the share of the week's capacity it fills. Pure, so unit-tested.

interface WeekEntry {
  durationSeconds: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  isRunning: boolean;
}

export interface WeekSoFar {
  /** Finished, not rejected: what reports and capacity count. */
  loggedSeconds: number;
  pendingSeconds: number;
  approvedSeconds: number;
  /** Finished and rejected: needs fixing, and is not counted in `loggedSeconds`. */
  rejectedSeconds: number;
  /** The week's capacity; null when the person has none set (or it is not known). */
  capacitySeconds: number | null;
  /** loggedSeconds of capacitySeconds, whole percent; null without a capacity above zero. */
  percent: number | null;
}

/** The running timer is left out: it is not finished time, and Home shows it on its own. */
export function weekSoFar(entries: readonly WeekEntry[], weeklyCapacityHours: number | null): WeekSoFar {
  const sums = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
  for (const entry of entries) if (!entry.isRunning) sums[entry.status] += entry.durationSeconds;
  const loggedSeconds = sums.PENDING + sums.APPROVED;
  const capacitySeconds = weeklyCapacityHours === null ? null : Math.round(weeklyCapacityHours * 3600);
  return {
    loggedSeconds,
    pendingSeconds: sums.PENDING,
    approvedSeconds: sums.APPROVED,
    rejectedSeconds: sums.REJECTED,
    capacitySeconds,
    percent: capacitySeconds ? Math.round((loggedSeconds / capacitySeconds) * 100) : null,
  };
}
