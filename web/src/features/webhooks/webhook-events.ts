// The events a webhook can subscribe to, in plain words, grouped as docs/webhooks.md lists them,
// each with the permission its subscriber needs (the API answers 403 without it).
import type { MessageKey } from '../../lib/i18n';
import type { WebhookEvent } from './webhooks-queries';

interface EventChoice {
  type: WebhookEvent;
  label: MessageKey;
  permission: string;
}

export const EVENT_GROUPS: readonly { title: MessageKey; events: readonly EventChoice[] }[] = [
  {
    title: 'webhooks.groupTime',
    events: [
      { type: 'time_entry.created', label: 'webhooks.evTimeEntryCreated', permission: 'time.read.all' },
      { type: 'time_entry.updated', label: 'webhooks.evTimeEntryUpdated', permission: 'time.read.all' },
      { type: 'time_entry.deleted', label: 'webhooks.evTimeEntryDeleted', permission: 'time.read.all' },
      { type: 'time_entry.approved', label: 'webhooks.evTimeEntryApproved', permission: 'time.read.all' },
      { type: 'time_entry.rejected', label: 'webhooks.evTimeEntryRejected', permission: 'time.read.all' },
      { type: 'timesheet.submitted', label: 'webhooks.evTimesheetSubmitted', permission: 'time.read.all' },
      { type: 'timesheet.approved', label: 'webhooks.evTimesheetApproved', permission: 'time.read.all' },
      { type: 'timesheet.rejected', label: 'webhooks.evTimesheetRejected', permission: 'time.read.all' },
    ],
  },
  {
    title: 'webhooks.groupProjects',
    events: [
      { type: 'project.created', label: 'webhooks.evProjectCreated', permission: 'projects.read.all' },
      { type: 'project.updated', label: 'webhooks.evProjectUpdated', permission: 'projects.read.all' },
      { type: 'project.budget_threshold_crossed', label: 'webhooks.evProjectBudget', permission: 'financials.read' },
    ],
  },
  {
    title: 'webhooks.groupInvoices',
    events: [
      { type: 'invoice.created', label: 'webhooks.evInvoiceCreated', permission: 'financials.read' },
      { type: 'invoice.status_changed', label: 'webhooks.evInvoiceStatus', permission: 'financials.read' },
    ],
  },
  {
    title: 'webhooks.groupMembers',
    events: [
      { type: 'member.invited', label: 'webhooks.evMemberInvited', permission: 'members.read' },
      { type: 'member.joined', label: 'webhooks.evMemberJoined', permission: 'members.read' },
      { type: 'member.deactivated', label: 'webhooks.evMemberDeactivated', permission: 'members.read' },
    ],
  },
  {
    title: 'webhooks.groupScreenshots',
    events: [
      { type: 'screenshot.captured', label: 'webhooks.evScreenshotCaptured', permission: 'screenshots.read.all' },
    ],
  },
];

const LABELS = new Map<string, MessageKey>([
  ...EVENT_GROUPS.flatMap((group) => group.events.map((event) => [event.type, event.label] as const)),
  ['webhook.test', 'webhooks.evTest'],
]);

/** An event type's plain words, or the type itself for one this screen does not know yet. */
export function eventLabel(type: string): MessageKey | null {
  return LABELS.get(type) ?? null;
}

const SUBSCRIBABLE = new Set<string>(EVENT_GROUPS.flatMap((group) => group.events.map((event) => event.type)));

/** One of the events a webhook can subscribe to (a newer server may send types this screen does not know). */
export function isWebhookEvent(type: string): type is WebhookEvent {
  return SUBSCRIBABLE.has(type);
}
