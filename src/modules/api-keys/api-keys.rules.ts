import type { PermissionName } from '../../platform/auth/access.js';

/**
 * What a key may do at a request: what its member's role holds now, narrowed to the key's own
 * list when it has one. Read at every request, so demoting the member narrows the key at once,
 * and a key can never do more than its member may.
 */
export function effectivePermissions(
  rolePermissions: readonly string[],
  keyPermissions: readonly string[] | null,
): ReadonlySet<PermissionName> {
  const held = rolePermissions as readonly PermissionName[];
  if (keyPermissions === null) return new Set(held);
  const allowed = new Set(keyPermissions);
  return new Set(held.filter((permission) => allowed.has(permission)));
}

/** The permissions of `requested` the holder lacks, in the order requested. */
export function beyond(holder: ReadonlySet<string>, requested: readonly string[]): string[] {
  return requested.filter((permission) => !holder.has(permission));
}
