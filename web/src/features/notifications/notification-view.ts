// What a notification offers besides its words: the screen where its subject is handled, and the
// count as the header's badge shows it.

interface WithData {
  type: string;
  data: Record<string, unknown>;
}

/** A screen of the app and the words of the link to it. */
export type NotificationTarget =
  | { to: '/timesheet'; label: 'openTimesheet' }
  | { to: '/projects/$projectId'; params: { projectId: string }; label: 'openProject' };

const hasIds = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string');

const TIMESHEET: NotificationTarget = { to: '/timesheet', label: 'openTimesheet' };

/**
 * Where to handle it: the timesheet when its data names time entries (a rejection: the person
 * corrects the time) or a week short of capacity; the project when it names one (a budget alert);
 * null when it names nothing the app has a screen for.
 */
export function notificationTarget(notification: WithData): NotificationTarget | null {
  const { data } = notification;
  if (hasIds(data.timeEntryIds) || typeof data.timeEntryId === 'string') return TIMESHEET;
  if (notification.type === 'CAPACITY_REMINDER') return TIMESHEET;
  if (typeof data.projectId === 'string')
    return { to: '/projects/$projectId', params: { projectId: data.projectId }, label: 'openProject' };
  return null;
}

/** The badge stays narrow: a count beyond 99 reads 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
