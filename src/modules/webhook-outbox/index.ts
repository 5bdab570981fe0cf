export { recordWebhookEvent, webhookViewer } from './webhook-outbox.record.js';
export {
  permissionNeededFor,
  TEST_EVENT,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from './webhook-outbox.events.js';
export {
  countSubscriptions,
  deleteSubscription,
  findDelivery,
  findSubscription,
  insertDelivery,
  insertEvent,
  insertSubscription,
  listSubscriptions,
  lockOrganizationWebhooks,
  pageDeliveries,
  replaceSecretsIfUnchanged,
  subscriptionsWithUnsealedSecrets,
  updateSubscription,
  type DeliveryRow,
  type SubscriptionRow,
} from './webhook-outbox.repository.js';
export {
  disableSubscription,
  leaseDeliveries,
  loadForSending,
  lockDueDeliveries,
  pruneOldEvents,
  recordFailure,
  recordSuccess,
  skipDelivery,
} from './webhook-outbox.queue.js';
