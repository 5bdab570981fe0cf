import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { clients } from '../clients/index.js';
import { members } from '../members/index.js';
import { projectNameKey, projectsByName } from '../projects/index.js';
import { tags, tasks } from '../tasks/index.js';
import { users } from '../users/index.js';
import type { ImportRow } from './parse/import-row.js';

/**
 * What the organization already has that a file's names may match (read once per run): its
 * people by email and by name, its active projects by client and name, clients, tags, and tasks.
 */

interface KnownMember {
  memberId: string;
  fullName: string;
  email: string;
  status: string;
}

const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export async function loadDirectory(executor: Executor, orgId: string) {
  const people = await executor
    .select({ memberId: members.id, fullName: users.fullName, email: users.email, status: members.status })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.orgId, orgId));
  const byEmail = new Map(people.map((person) => [normal(person.email), person]));
  const byName = new Map<string, KnownMember[]>();
  for (const person of people)
    byName.set(normal(person.fullName), [...(byName.get(normal(person.fullName)) ?? []), person]);
  const projects = await projectsByName(executor, orgId);
  const clientNames = new Set(
    (
      await executor
        .select({ name: clients.name })
        .from(clients)
        .where(and(eq(clients.orgId, orgId), isNull(clients.archivedAt)))
    ).map((row) => normal(row.name)),
  );
  const tagNames = new Set(
    (
      await executor
        .select({ name: tags.name })
        .from(tags)
        .where(and(eq(tags.orgId, orgId), isNull(tags.archivedAt)))
    ).map((row) => normal(row.name)),
  );
  const taskKeys = new Set(
    (
      await executor
        .select({ projectId: tasks.projectId, name: tasks.name })
        .from(tasks)
        .where(and(eq(tasks.orgId, orgId), isNull(tasks.archivedAt)))
    ).map((row) => `${row.projectId}\u0000${normal(row.name)}`),
  );
  return {
    byEmail,
    byName,
    projects,
    hasClient: (name: string) => clientNames.has(normal(name)),
    hasTag: (name: string) => tagNames.has(normal(name)),
    hasTask: (projectId: string, name: string) => taskKeys.has(`${projectId}\u0000${normal(name)}`),
    member: (memberId: string) => people.find((person) => person.memberId === memberId) ?? null,
  };
}

export type Directory = Awaited<ReturnType<typeof loadDirectory>>;

/** How a person of the file is found among the organization's members. */
type PersonMatch =
  | { kind: 'EMAIL'; member: KnownMember }
  | { kind: 'NAME'; member: KnownMember }
  | { kind: 'NEW' }
  | { kind: 'NEEDS_EMAIL' };

/** By email; else by name, which the Owner confirms; else a new member (who needs an email). */
export function matchPerson(directory: Directory, person: ImportRow['person']): PersonMatch {
  if (person.email) {
    const member = directory.byEmail.get(normal(person.email));
    if (member) return { kind: 'EMAIL', member };
  }
  const named = person.name ? directory.byName.get(normal(person.name)) : undefined;
  if (named?.length === 1) return { kind: 'NAME', member: named[0]! };
  return person.email ? { kind: 'NEW' } : { kind: 'NEEDS_EMAIL' };
}

/** The client a row's project belongs to: the file's, else the organization's own name (its internal work). */
export function clientNameOf(row: ImportRow, organizationName: string) {
  return row.client?.trim() || organizationName;
}

export function projectKeyOf(row: ImportRow, organizationName: string) {
  return row.project ? projectNameKey(clientNameOf(row, organizationName), row.project) : null;
}
