export { alertsRoutes as alertsModule } from './alerts.routes.js';
export { scheduleAlerts } from './alerts.job.js';
