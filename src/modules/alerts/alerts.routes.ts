import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import {
  alertPreferencesBody,
  alertPreferencesSchema,
  alertSettingsBody,
  alertSettingsSchema,
} from './alerts.schemas.js';
import { createAlertsService } from './alerts.service.js';

const TAGS = ['Notifications'] as const;

/** Switches for budget alerts and capacity reminders (docs/alerts.md); the checks run in alerts.job.ts. */
export async function alertsRoutes(app: FastifyInstance, { database }: ModuleDeps) {
  const service = createAlertsService(database.db);

  defineRoute(app, {
    method: 'GET',
    url: '/organizations/current/alerts',
    operationId: 'getAlertSettings',
    tags: TAGS,
    summary: "The organization's budget alerts and capacity reminders",
    description: 'Any member may read when reminders go out; changing them needs organization.manage.',
    access: access.tenant(),
    response: alertSettingsSchema,
    handler: ({ tenant }) => service.settings(tenant),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/organizations/current/alerts',
    operationId: 'updateAlertSettings',
    tags: TAGS,
    summary: "Switch the organization's budget alerts and capacity reminders, or move the reminder",
    access: access.tenant('organization.manage'),
    body: alertSettingsBody,
    response: alertSettingsSchema,
    handler: ({ body, tenant }) => service.updateSettings(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organizations/members/me/alerts',
    operationId: 'getMyAlertPreferences',
    tags: TAGS,
    summary: "The caller's own switches for budget alerts and capacity reminders",
    access: access.tenant(),
    response: alertPreferencesSchema,
    handler: ({ tenant }) => service.preferences(tenant),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/organizations/members/me/alerts',
    operationId: 'updateMyAlertPreferences',
    tags: TAGS,
    summary: 'Switch budget alerts or capacity reminders for oneself',
    description: "Applies in this organization only; the organization's own switch still decides whether any are sent.",
    access: access.tenant(),
    body: alertPreferencesBody,
    response: alertPreferencesSchema,
    handler: ({ body, tenant }) => service.updatePreferences(tenant, body),
  });
}
