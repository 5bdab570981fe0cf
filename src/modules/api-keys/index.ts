export { createApiKeyGuard } from './api-keys.guard.js';
export { apiKeysRoutes as apiKeysModule } from './api-keys.routes.js';
export { findApiKey } from './api-keys.repository.js';
