import type { Permission } from '../rbac/index.js';

/**
 * The events a subscription may choose (docs/webhooks.md). `needs`: a permission the subscription's
 * creator must hold for the event to be delivered at all (invoices are money through and through).
 */
export const WEBHOOK_EVENTS = {
  'time_entry.created': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}' },
  'time_entry.updated': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}' },
  'time_entry.deleted': { object: 'deleted time entry', shownAs: '{ id, deleted: true }' },
  'time_entry.approved': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}' },
  'time_entry.rejected': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}' },
  'timesheet.submitted': { object: 'timesheet week', shownAs: 'the week answers of /time/weeks' },
  'timesheet.approved': { object: 'timesheet week', shownAs: 'the week answers of /time/weeks' },
  'timesheet.rejected': { object: 'timesheet week', shownAs: 'the week answers of /time/weeks' },
  'project.created': { object: 'project', shownAs: 'GET /projects/{projectId}' },
  'project.updated': { object: 'project', shownAs: 'GET /projects/{projectId}' },
  'project.budget_threshold_crossed': { object: 'project', shownAs: 'GET /projects/{projectId}', needs: 'financials.read' },
  'invoice.created': { object: 'invoice', shownAs: 'GET /invoices/{invoiceId}', needs: 'financials.read' },
  'invoice.status_changed': { object: 'invoice', shownAs: 'GET /invoices/{invoiceId}', needs: 'financials.read' },
  'member.invited': { object: 'member', shownAs: 'GET /members/{memberId}' },
  'member.joined': { object: 'member', shownAs: 'GET /members/{memberId}' },
  'member.deactivated': { object: 'member', shownAs: 'GET /members/{memberId}' },
  'screenshot.captured': { object: 'screenshot', shownAs: 'GET /screenshots/{screenshotId}' },
} as const satisfies Record<string, { object: string; shownAs: string; needs?: Permission }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** Sent by POST /webhooks/{id}/test only; nobody subscribes to it. */
export const TEST_EVENT = 'webhook.test';

export function permissionNeededFor(type: string): Permission | null {
  const event = (WEBHOOK_EVENTS as Record<string, { needs?: Permission }>)[type];
  return event?.needs ?? null;
}
