export { createNotification } from './notifications.service.js';
export { notificationsRoutes as notificationsModule } from './notifications.routes.js';
