export { alertsRoutes as alertsModule } from './alerts.routes.js';
export { runBudgetAlerts, scheduleAlerts } from './alerts.job.js';
