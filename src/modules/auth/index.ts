export { authRoutes as authModule } from './auth.routes.js';
export { createAccessGuards } from './guards.js';
export { createWebSessionPolicy } from './web-session.js';
