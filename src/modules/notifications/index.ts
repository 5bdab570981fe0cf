export { createNotification } from './notifications.service.js';
export type { NewNotification } from './notifications.schemas.js';
export { notifications } from './notifications.tables.js';
export { notificationsRoutes as notificationsModule } from './notifications.routes.js';
