export { roles } from './rbac.tables.js';
export { createBuiltInRoles, findRole } from './roles.repository.js';
export { canGrant } from './permissions.js';
export { rbacRoutes as rbacModule } from './rbac.routes.js';
