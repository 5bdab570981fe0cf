export { emitWebhookEvent, webhookViewer } from './webhooks.emit.js';
export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.events.js';
export { WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks.dispatcher.js';
export { webhooksRoutes as webhooksModule } from './webhooks.routes.js';
export { webhookDocuments } from './webhooks.openapi.js';
