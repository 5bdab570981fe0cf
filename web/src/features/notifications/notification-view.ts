// What a notification offers besides its words: the screen where its subject is handled, and the
// count as the header's badge shows it.

interface WithData {
  type: string;
  data: Record<string, unknown>;
}

export type NotificationTarget = '/timesheet';

const hasIds = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string');

/**
 * Where to handle it, when its data names time entries (a rejection: the person corrects the
 * time in their timesheet); null when it names nothing the app has a screen for.
 */
export function notificationTarget(notification: WithData): NotificationTarget | null {
  const { data } = notification;
  if (hasIds(data.timeEntryIds) || typeof data.timeEntryId === 'string') return '/timesheet';
  return null;
}

/** The badge stays narrow: a count beyond 99 reads 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
