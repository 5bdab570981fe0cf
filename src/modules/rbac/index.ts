export { roles } from './rbac.tables.js';
export { createBuiltInRoles, findRole } from './roles.repository.js';
export { canGrant } from './permissions.js';
export { rbacRoutes as rbacModule } from './rbac.routes.js';
export { ALL_PERMISSIONS, isPermission, type Permission } from './permissions.js';
export { permissionSetSchema } from './rbac.schemas.js';
