import { and, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { notifications } from './notifications.tables.js';

/** Whose notifications a query may touch: every query below is confined to one member of one organization. */
export interface Recipient {
  orgId: string;
  memberId: string;
}

export type NotificationRow = typeof notifications.$inferSelect;

const ofRecipient = (recipient: Recipient, ...conditions: Array<SQL | undefined>) =>
  and(eq(notifications.orgId, recipient.orgId), eq(notifications.memberId, recipient.memberId), ...conditions);

const readState = (unread: boolean | undefined) =>
  unread === undefined ? undefined : unread ? isNull(notifications.readAt) : isNotNull(notifications.readAt);

export async function insertNotification(executor: Executor, row: typeof notifications.$inferInsert): Promise<void> {
  await executor.insert(notifications).values(row);
}

/** Newest first: ids are UUIDv7, so descending id is reverse creation order and a total order for the keyset. */
export function pageNotifications(
  executor: Executor,
  recipient: Recipient,
  options: { unread?: boolean; beforeId?: string; limit: number },
) {
  return executor
    .select()
    .from(notifications)
    .where(
      ofRecipient(
        recipient,
        readState(options.unread),
        options.beforeId ? lt(notifications.id, options.beforeId) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(executor: Executor, recipient: Recipient): Promise<number> {
  const [row] = await executor
    .select({ unread: count() })
    .from(notifications)
    .where(ofRecipient(recipient, isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one notification read in a single statement; coalesce keeps the first read time, also
 * when two requests race (the second re-reads the row after the first commits). Null: not the
 * recipient's, or no such notification.
 */
export async function markRead(executor: Executor, recipient: Recipient, id: string): Promise<NotificationRow | null> {
  const [row] = await executor
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(ofRecipient(recipient, eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

/** Returns how many were unread; `returning` counts the same way on both drivers. */
export async function markAllRead(executor: Executor, recipient: Recipient): Promise<number> {
  const updated = await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ofRecipient(recipient, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
