import type { BuiltInRoleKey } from './permissions.js';
import type { roles } from './rbac.tables.js';

export function roleView(role: typeof roles.$inferSelect) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    builtIn: role.isBuiltIn,
    builtInKey: role.builtInKey as BuiltInRoleKey | null,
  };
}
