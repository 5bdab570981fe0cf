export { WebhookDispatcher } from './webhooks.dispatcher.js';
export { webhooksRoutes as webhooksModule } from './webhooks.routes.js';
export { webhookDocuments } from './webhooks.openapi.js';
export { createWebhookSecrets, sealStoredSecrets } from './webhooks.secrets.js';
