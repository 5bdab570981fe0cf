export { authRoutes as authModule } from './auth.routes.js';
export { createAccessGuards } from './guards.js';
export { users } from './auth.tables.js';
export { normalizeEmail } from './email.js';
export { issueSession, loadProfile, organizationView } from './session.js';
export { sessionSchema } from './auth.schemas.js';
export { requireAcceptedTerms } from './accounts.service.js';
