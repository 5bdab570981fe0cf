// The permission catalogue GET /rbac publishes, grouped and worded for people choosing a role's
// permissions. A key this app does not know yet still shows, in "Other", with the API's wording.
import type { MessageKey } from '../../lib/i18n';

export interface CatalogueEntry {
  key: string;
  description: string;
  /** What holding it brings with it (the server stores a role with these). */
  implies: readonly string[];
}

export interface PermissionGroup {
  id: string;
  title: MessageKey;
  permissions: { key: string; label: MessageKey | null; description: string }[];
}

/** Groups in the order a person reads them; the key's first segment picks the group. */
const GROUPS: readonly { id: string; title: MessageKey; prefixes: readonly string[] }[] = [
  { id: 'organization', title: 'members.groupOrganization', prefixes: ['organization'] },
  { id: 'people', title: 'members.groupPeople', prefixes: ['members', 'roles'] },
  { id: 'projects', title: 'members.groupProjects', prefixes: ['projects', 'clients'] },
  { id: 'time', title: 'members.groupTime', prefixes: ['time'] },
  { id: 'monitoring', title: 'members.groupMonitoring', prefixes: ['screenshots', 'activities'] },
  { id: 'money', title: 'members.groupMoney', prefixes: ['financials', 'invoices'] },
  { id: 'ai', title: 'members.groupAi', prefixes: ['ai'] },
];
const OTHER = { id: 'other', title: 'members.groupOther' as MessageKey, prefixes: [] };

/** Plain words for each permission the server publishes today. */
const LABELS: Readonly<Record<string, MessageKey>> = {
  'organization.manage': 'members.permOrganizationManage',
  'organization.transfer': 'members.permOrganizationTransfer',
  'members.read': 'members.permMembersRead',
  'members.rates.read': 'members.permMembersRatesRead',
  'members.invite': 'members.permMembersInvite',
  'members.manage': 'members.permMembersManage',
  'roles.manage': 'members.permRolesManage',
  'projects.read': 'members.permProjectsRead',
  'projects.read.all': 'members.permProjectsReadAll',
  'projects.manage': 'members.permProjectsManage',
  'clients.manage': 'members.permClientsManage',
  'time.track': 'members.permTimeTrack',
  'time.track.any_project': 'members.permTimeTrackAnyProject',
  'time.read.all': 'members.permTimeReadAll',
  'time.manage.all': 'members.permTimeManageAll',
  'time.approve': 'members.permTimeApprove',
  'screenshots.read.all': 'members.permScreenshotsReadAll',
  'screenshots.manage': 'members.permScreenshotsManage',
  'activities.read.all': 'members.permActivitiesReadAll',
  'financials.read': 'members.permFinancialsRead',
  'invoices.manage': 'members.permInvoicesManage',
  'ai.use': 'members.permAiUse',
};

/** A permission in plain words, or null for one this app does not know yet (show its key). */
export const permissionLabel = (key: string): MessageKey | null => LABELS[key] ?? null;

/** The catalogue in groups (empty ones left out), each keeping the catalogue's order. */
export function groupPermissions(catalogue: readonly CatalogueEntry[]): PermissionGroup[] {
  const groups = [...GROUPS, OTHER].map((group) => ({ ...group, permissions: [] as PermissionGroup['permissions'] }));
  for (const entry of catalogue) {
    const prefix = entry.key.split('.')[0] ?? '';
    const group = groups.find((candidate) => candidate.prefixes.includes(prefix)) ?? groups[groups.length - 1]!;
    group.permissions.push({ key: entry.key, label: permissionLabel(entry.key), description: entry.description });
  }
  return groups
    .filter((group) => group.permissions.length > 0)
    .map(({ id, title, permissions }) => ({ id, title, permissions }));
}

/**
 * The permissions `chosen` bring with them that were not chosen themselves, each with the chosen
 * permission that brings it (the first in catalogue order), following the catalogue's `implies`.
 */
export function broughtBy(chosen: ReadonlySet<string>, catalogue: readonly CatalogueEntry[]): Map<string, string> {
  const implies = new Map(catalogue.map((entry) => [entry.key, entry.implies]));
  const brought = new Map<string, string>();
  const visit = (key: string, bringer: string) => {
    for (const implied of implies.get(key) ?? []) {
      if (chosen.has(implied) || brought.has(implied)) continue;
      brought.set(implied, bringer);
      visit(implied, bringer);
    }
  };
  for (const entry of catalogue) if (chosen.has(entry.key)) visit(entry.key, entry.key);
  return brought;
}
