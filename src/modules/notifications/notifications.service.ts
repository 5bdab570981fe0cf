import { z } from 'zod';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import {
  countUnread,
  insertNotification,
  markAllRead,
  markRead,
  pageNotifications,
  type NotificationRow,
  type Recipient,
} from './notifications.repository.js';
import { newNotificationInput, type ListNotificationsQuery, type NewNotification } from './notifications.schemas.js';

const cursorShape = z.object({ id: z.uuid() });

/**
 * Stores a notification for one member. Pass the transaction of the change that causes it, so the
 * notification exists exactly when the change does. A member of another organization is refused
 * by the (org_id, member_id) foreign key, so a notification cannot cross tenants even by mistake.
 */
export async function createNotification(executor: Executor, input: NewNotification): Promise<string> {
  const notification = newNotificationInput.parse(input);
  const id = newId();
  await insertNotification(executor, { id, ...notification, data: notification.data ?? {} });
  return id;
}

function notificationView(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data as Record<string, unknown>,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller only ever reaches their own notifications in the organization of the request. */
const recipientOf = (ctx: TenantContext): Recipient => ({ orgId: ctx.orgId, memberId: ctx.memberId });

export function createNotificationsService(db: Db) {
  return {
    async list(ctx: TenantContext, query: ListNotificationsQuery) {
      const recipient = recipientOf(ctx);
      const before = decodeCursor(query.cursor, cursorShape);
      const [rows, unreadCount] = await Promise.all([
        pageNotifications(db, recipient, { unread: query.unread, beforeId: before?.id, limit: query.limit + 1 }),
        countUnread(db, recipient),
      ]);
      return { ...toPage(rows, query.limit, (row) => ({ id: row.id }), notificationView), unreadCount };
    },

    async markRead(ctx: TenantContext, id: string) {
      const row = await markRead(db, recipientOf(ctx), id);
      // Someone else's notification answers exactly like a missing one.
      if (!row) throw errors.notFound('Notification', id);
      return notificationView(row);
    },

    async markAllRead(ctx: TenantContext) {
      const recipient = recipientOf(ctx);
      const updated = await markAllRead(db, recipient);
      // Counted rather than assumed 0: a notification committed after the update is still unread.
      return { updated, unreadCount: await countUnread(db, recipient) };
    },
  };
}
