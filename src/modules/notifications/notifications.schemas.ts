import { z } from 'zod';
import { pageOf, pageQuery } from '../../platform/http/pagination.js';

/** Free-form JSON a client needs to act on a notification (e.g. the id of the rejected entry). */
const notificationData = z.record(z.string(), z.unknown());

/** What another module hands to createNotification; checked because a bad caller is a bug to surface early. */
export const newNotificationInput = z.object({
  orgId: z.uuid(),
  memberId: z.uuid(),
  type: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be UPPER_SNAKE, e.g. TIME_ENTRY_REJECTED'),
  title: z.string().trim().min(1).max(200),
  body: z.string().max(4000),
  data: notificationData.optional(),
});

export type NewNotification = z.input<typeof newNotificationInput>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string().describe('Machine-readable kind, e.g. TIME_ENTRY_REJECTED'),
  title: z.string(),
  body: z.string(),
  data: notificationData.describe('Kind-specific details, e.g. ids of the resources concerned'),
  readAt: z.string().nullable().describe('When the caller first marked it read; null while unread'),
  createdAt: z.string(),
});

export const listNotificationsQuery = z.object({
  ...pageQuery,
  // Not z.coerce.boolean(): that reads the string 'false' as true.
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('true: only unread; false: only read; omitted: all'),
});

export const notificationPageSchema = pageOf(notificationSchema).extend({
  unreadCount: z.number().int().describe("The caller's unread notifications in this organization, whatever the filter"),
});

export const notificationParams = z.object({ id: z.uuid() });

export const readAllResultSchema = z.object({
  updated: z.number().int().describe('How many notifications this call marked read'),
  unreadCount: z.number().int().describe('Unread notifications left: 0 unless one arrived meanwhile'),
});

export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>;
