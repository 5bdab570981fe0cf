import type { roles } from './rbac.tables.js';

type BuiltInKey = 'OWNER' | 'ADMIN' | 'MANAGER' | 'MEMBER';

export function roleView(role: typeof roles.$inferSelect) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    builtIn: role.isBuiltIn,
    builtInKey: role.builtInKey as BuiltInKey | null,
  };
}
