export { roles } from './rbac.tables.js';
export { createBuiltInRoles, findBuiltInRole, findRole, listRoles } from './roles.repository.js';
export {
  ALL_PERMISSIONS,
  BUILT_IN_ROLES,
  canGrant,
  isPermission,
  PERMISSIONS,
  type BuiltInRoleKey,
  type Permission,
} from './permissions.js';
export { rbacRoutes as rbacModule } from './rbac.routes.js';
