export { systemRoutes as systemModule } from './system.routes.js';
