import type { Permission } from '../rbac/index.js';

/**
 * The events a subscription may choose (docs/webhooks.md). `shownAs`: the route whose answer's
 * `data` is the event's `data` (the OpenAPI webhooks section copies that schema). `needs`: the permission by which the
 * subscription's creator sees every object of the kind (anyone's entries, every project…); without
 * it, at subscription (403) or by the time of a delivery (SKIPPED), the event is not sent.
 */
export const WEBHOOK_EVENTS = {
  'time_entry.created': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}', needs: 'time.read.all' },
  'time_entry.updated': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}', needs: 'time.read.all' },
  'time_entry.deleted': {
    object: 'time entry as it was',
    shownAs: 'GET /time/entries/{entryId}',
    needs: 'time.read.all',
  },
  'time_entry.approved': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}', needs: 'time.read.all' },
  'time_entry.rejected': { object: 'time entry', shownAs: 'GET /time/entries/{entryId}', needs: 'time.read.all' },
  'timesheet.submitted': { object: 'timesheet week', shownAs: 'POST /time/weeks/submit', needs: 'time.read.all' },
  'timesheet.approved': {
    object: 'timesheet week',
    shownAs: 'POST /time/weeks/{weekId}/approve',
    needs: 'time.read.all',
  },
  'timesheet.rejected': {
    object: 'timesheet week',
    shownAs: 'POST /time/weeks/{weekId}/reject',
    needs: 'time.read.all',
  },
  'project.created': { object: 'project', shownAs: 'GET /projects/{projectId}', needs: 'projects.read.all' },
  'project.updated': { object: 'project', shownAs: 'GET /projects/{projectId}', needs: 'projects.read.all' },
  'project.budget_threshold_crossed': {
    object: 'budget crossing',
    shownAs: '{ projectId, projectName, budgetType, threshold, usedPercent } (the budget alert)',
    needs: 'financials.read',
  },
  'invoice.created': { object: 'invoice', shownAs: 'GET /financials/invoices/{invoiceId}', needs: 'financials.read' },
  'invoice.status_changed': {
    object: 'invoice',
    shownAs: 'GET /financials/invoices/{invoiceId}',
    needs: 'financials.read',
  },
  'member.invited': { object: 'member', shownAs: 'GET /organizations/members/{memberId}', needs: 'members.read' },
  'member.joined': { object: 'member', shownAs: 'GET /organizations/members/{memberId}', needs: 'members.read' },
  'member.deactivated': { object: 'member', shownAs: 'GET /organizations/members/{memberId}', needs: 'members.read' },
  'screenshot.captured': {
    object: 'screenshot',
    shownAs: 'GET /screenshots item',
    needs: 'screenshots.read.all',
  },
} as const satisfies Record<string, { object: string; shownAs: string; needs?: Permission }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** Sent by POST /webhooks/{id}/test only; nobody subscribes to it. */
export const TEST_EVENT = 'webhook.test';

export function permissionNeededFor(type: string): Permission | null {
  const event = (WEBHOOK_EVENTS as Record<string, { needs?: Permission }>)[type];
  return event?.needs ?? null;
}
