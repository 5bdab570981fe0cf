/**
 * The permission catalogue. A role is a set of these; a route names those it needs (all of them).
 * docs/rbac.md is the human version of this file and must change with it.
 */
export const PERMISSIONS = {
  'organization.manage': 'Change organization settings and plan',
  'organization.transfer': 'Grant or revoke the Owner role',
  'members.read': 'List members of the organization',
  'members.rates.read': "See members' cost and billable rates",
  'members.invite': 'Invite members',
  'members.manage': "Change members' roles, rates and capacity; deactivate and remove members",
  'roles.manage': 'Create, change and delete custom roles',
  'projects.read': 'See projects they are assigned to',
  'projects.read.all': 'See every project',
  'projects.manage': 'Create, change, share and archive projects',
  'clients.manage': 'Create and change clients and their billing details',
  'time.track': 'Track and edit their own time',
  'time.track.any_project': 'Log time to projects they are not assigned to',
  'time.read.all': "See everyone's time entries and the live team view",
  'time.manage.all': "Edit and delete anyone's time entries",
  'time.approve': 'Approve and reject timesheets',
  'screenshots.read.all': "See everyone's screenshots",
  'screenshots.manage': 'Blur, delete and request screenshots of anyone',
  'activities.read.all': "See everyone's activity summaries",
  'financials.read': 'See revenue, cost and profitability',
  'invoices.manage': 'Create and change invoices',
  'ai.use': 'Use AI summaries, reports and chat',
} as const;

export type Permission = keyof typeof PERMISSIONS;

declare module '../../platform/auth/access.js' {
  // Fills the platform's catalogue with these names: see PermissionCatalogue.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PermissionCatalogue extends Record<Permission, string> {}
}
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

/**
 * What holding a permission brings with it: a role that may do the left side can do nothing useful
 * without the right (seeing every project includes listing projects; editing anyone's time includes
 * seeing it). Every stored permission set is closed under these (see `withImplied`), so a role, an
 * API key and the web app's screens all read the same set, and SQL comparisons of sets stay exact.
 */
export const IMPLIED_PERMISSIONS: Readonly<Partial<Record<Permission, readonly Permission[]>>> = {
  'members.rates.read': ['members.read'],
  'members.invite': ['members.read'],
  'members.manage': ['members.read'],
  'projects.read.all': ['projects.read'],
  'projects.manage': ['projects.read.all', 'clients.manage'],
  'clients.manage': ['projects.read'],
  'time.track': ['projects.read'],
  'time.track.any_project': ['time.track'],
  'time.read.all': ['members.read', 'projects.read'],
  'time.manage.all': ['time.read.all'],
  'time.approve': ['time.read.all'],
  'screenshots.manage': ['screenshots.read.all'],
  'invoices.manage': ['financials.read'],
};

/** `keys` with everything they imply, without duplicates, in catalogue order (equal sets read alike). */
export function withImplied(keys: Iterable<Permission>): Permission[] {
  const held = new Set<Permission>();
  const add = (permission: Permission) => {
    if (held.has(permission)) return;
    held.add(permission);
    for (const implied of IMPLIED_PERMISSIONS[permission] ?? []) add(implied);
  };
  for (const key of keys) add(key);
  return ALL_PERMISSIONS.filter((permission) => held.has(permission));
}

export const BUILT_IN_ROLE_KEYS = ['OWNER', 'ADMIN', 'MANAGER', 'ACCOUNTANT', 'MEMBER'] as const;
export type BuiltInRoleKey = (typeof BUILT_IN_ROLE_KEYS)[number];

const MEMBER = withImplied(['members.read', 'projects.read', 'time.track', 'ai.use']);
const MANAGER = withImplied([
  ...MEMBER,
  'members.rates.read',
  'projects.read.all',
  'projects.manage',
  'time.track.any_project',
  'time.read.all',
  'time.manage.all',
  'time.approve',
  'screenshots.read.all',
  'screenshots.manage',
  'activities.read.all',
]);
/**
 * The money side of an agency: clients and their billing details, invoices, revenue and
 * profitability, everyone's time and rates for the reports behind them. It neither tracks time
 * nor approves it, and sees no screenshots or activity: an accountant, in-house or outside.
 */
const ACCOUNTANT = withImplied([
  'members.rates.read',
  'projects.read.all',
  'clients.manage',
  'time.read.all',
  'financials.read',
  'invoices.manage',
  'ai.use',
]);
const ADMIN: Permission[] = ALL_PERMISSIONS.filter((permission) => permission !== 'organization.transfer');

/** Created with every organization, in this order; they cannot be changed or deleted. */
export const BUILT_IN_ROLES: ReadonlyArray<{
  key: BuiltInRoleKey;
  name: string;
  description: string;
  permissions: readonly Permission[];
}> = [
  {
    key: 'OWNER',
    name: 'Owner',
    description: 'Everything, including granting the Owner role.',
    permissions: ALL_PERMISSIONS,
  },
  {
    key: 'ADMIN',
    name: 'Admin',
    description: 'Everything except granting or revoking the Owner role.',
    permissions: ADMIN,
  },
  {
    key: 'MANAGER',
    name: 'Manager',
    description: "Runs projects and the team's time: approval, everyone's entries, screenshots and activity.",
    permissions: MANAGER,
  },
  {
    key: 'ACCOUNTANT',
    name: 'Accountant',
    description:
      "Clients, invoices, revenue and profitability, with everyone's time and rates; no approvals or screenshots.",
    permissions: ACCOUNTANT,
  },
  { key: 'MEMBER', name: 'Member', description: 'Tracks their own time on their projects.', permissions: MEMBER },
];

/** Nobody can hand out more than they hold: a role is grantable when all its permissions are the granter's. */
export function canGrant(granter: ReadonlySet<string>, rolePermissions: readonly string[]): boolean {
  return rolePermissions.every((permission) => granter.has(permission));
}
