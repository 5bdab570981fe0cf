import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { toNumeric } from '../../platform/money.js';
import { createUser, findUserByEmail } from '../users/index.js';
import { findMemberByUser, insertMember } from './members.repository.js';

/** A person to make a member of, with their terms; the address is already lower-cased (emailField). */
interface Enrolment {
  email: string;
  fullName: string;
  roleId: string;
  costRate?: number | null;
  billableRate?: number | null;
  weeklyCapacityHours?: number | null;
  timeZone?: string | null;
  /** A new account's password hash: the member is ACTIVE at once. Never set on an existing account. */
  passwordHash?: string | null;
  invitedByUserId: string | null;
  now: Date;
}

const alreadyAMember = (email: string) =>
  errors.conflict(
    'ALREADY_A_MEMBER',
    `${email} is already a member of this organization`,
    'Change the existing member instead (PATCH /organizations/members/{memberId}).',
  );

/**
 * Makes the person a member of `orgId` (creating their account when the address has none) and
 * says whether they are ACTIVE at once. Everyone else is INVITED; whether an invitation goes out
 * is the caller's choice. 409 ALREADY_A_MEMBER when the address already is one here.
 */
export async function enrolMember(tx: Executor, orgId: string, person: Enrolment) {
  const existingUser = await findUserByEmail(tx, person.email);
  if (existingUser && (await findMemberByUser(tx, orgId, existingUser.id))) throw alreadyAMember(person.email);
  const passwordHash = existingUser ? null : (person.passwordHash ?? null);
  const userId =
    existingUser?.id ??
    (await createUser(tx, {
      email: person.email,
      fullName: person.fullName,
      passwordHash,
      passwordSetByInviter: passwordHash !== null,
      now: person.now,
    }));
  const activeAtOnce = passwordHash !== null;
  const memberId = newId();
  await insertMember(tx, {
    id: memberId,
    orgId,
    userId,
    roleId: person.roleId,
    status: activeAtOnce ? 'ACTIVE' : 'INVITED',
    costRate: toNumeric(person.costRate),
    billableRate: toNumeric(person.billableRate),
    weeklyCapacityHours: toNumeric(person.weeklyCapacityHours),
    timeZone: person.timeZone ?? null,
    invitedByUserId: person.invitedByUserId,
    joinedAt: activeAtOnce ? person.now : null,
    createdAt: person.now,
    updatedAt: person.now,
  });
  // An existing account keeps its own name: the invitation greets them by it.
  return { memberId, activeAtOnce, fullName: existingUser?.fullName ?? person.fullName };
}
