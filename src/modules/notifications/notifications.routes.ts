import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import {
  listNotificationsQuery,
  notificationPageSchema,
  notificationParams,
  notificationSchema,
  readAllResultSchema,
} from './notifications.schemas.js';
import { createNotificationsService } from './notifications.service.js';

const TAGS = ['Notifications'] as const;

/** Every route is the caller's own inbox, so any active member may call them: no permission. */
export async function notificationsRoutes(app: FastifyInstance, { database }: ModuleDeps) {
  const service = createNotificationsService(database.db);

  defineRoute(app, {
    method: 'GET',
    url: '/notifications',
    operationId: 'listNotifications',
    tags: TAGS,
    summary: "The caller's notifications in this organization, newest first, with the unread count",
    access: access.tenant(),
    query: listNotificationsQuery,
    response: notificationPageSchema,
    handler: ({ query, tenant }) => service.list(tenant, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    tags: TAGS,
    summary: "Mark all the caller's unread notifications in this organization read",
    access: access.tenant(),
    response: readAllResultSchema,
    handler: ({ tenant }) => service.markAllRead(tenant),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/notifications/:id/read',
    operationId: 'markNotificationRead',
    tags: TAGS,
    summary: "Mark one of the caller's notifications read",
    description: "Idempotent: marking it again keeps the first readAt. Another member's notification is a 404.",
    access: access.tenant(),
    params: notificationParams,
    errorStatuses: [404],
    response: notificationSchema,
    handler: ({ params, tenant }) => service.markRead(tenant, params.id),
  });
}
