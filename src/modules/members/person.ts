import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { membersByPersonIds } from './members.repository.js';

/**
 * "Which person": every request field that names a person (`userId` of the time, screenshot,
 * activity and AI work-day requests, `memberId` of a live capture, `assignedUserIds` of a project)
 * takes either a member id (`id` in GET /organizations/members) or a user id (`user.id`), and is
 * resolved here, within the caller's organization only: an id of another organization's member
 * is 404 exactly like an id that does not exist.
 */
export type MemberStatus = 'INVITED' | 'ACTIVE' | 'DEACTIVATED';

export interface Person {
  /** The member id. */
  id: string;
  userId: string;
  status: MemberStatus;
}

/** The members among `ids` (member or user ids), in the order of `ids`; unknown ids are left out. */
export async function findPeople(executor: Executor, orgId: string, ids: readonly string[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  const found = (await membersByPersonIds(executor, orgId, ids)).map((row) => ({
    ...row,
    status: row.status as MemberStatus,
  }));
  return ids.flatMap((id) => found.filter((person) => person.id === id || person.userId === id).slice(0, 1));
}

/**
 * The member `id` (a member id or a user id) names in the organization; 404 NOT_FOUND when there
 * is none, or (with `statuses`) none in one of those statuses.
 */
export async function resolvePerson(
  executor: Executor,
  tenant: { orgId: string },
  id: string,
  statuses?: readonly MemberStatus[],
): Promise<Person> {
  const [person] = await findPeople(executor, tenant.orgId, [id]);
  if (!person || (statuses && !statuses.includes(person.status))) throw errors.notFound('Member', id);
  return person;
}
