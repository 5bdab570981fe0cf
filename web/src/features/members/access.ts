// What the signed-in person may do on the members screens, read from their role's permissions.
// The server decides every request; this only spares people buttons that would answer 403.

/** Nobody hands out, or acts on, a role holding a permission they lack (docs/rbac.md, decision 2). */
export function canGrant(mine: ReadonlySet<string>, rolePermissions: readonly string[]): boolean {
  return rolePermissions.every((permission) => mine.has(permission));
}

export interface MembersAccess {
  list: boolean;
  seeRates: boolean;
  invite: boolean;
  manage: boolean;
  manageRoles: boolean;
}

export function membersAccess(mine: ReadonlySet<string>): MembersAccess {
  return {
    list: mine.has('members.read'),
    seeRates: mine.has('members.rates.read'),
    invite: mine.has('members.invite'),
    manage: mine.has('members.manage'),
    manageRoles: mine.has('roles.manage'),
  };
}
