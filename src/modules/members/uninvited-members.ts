/**
 * Members who have not been invited: people another module adds (the time-history importer) so
 * that work can be recorded against them before anyone emails them. They are INVITED members
 * with no invitation (`invitationSentAt` null): they have no access to the organization, and the
 * account of a new address has no password, so nobody can sign in as them. Someone with
 * members.invite sends the invitation later (resend-invite, or send-invites for several); on
 * accepting it the person takes over the member and everything recorded against it.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { findRole, roles } from '../rbac/index.js';
import { findUserByEmail, emailField, fullNameField } from '../users/index.js';
import { enrolMember } from './enrolment.js';
import { findMemberByUser } from './members.repository.js';

interface UninvitedMemberInput {
  email: string;
  fullName: string;
  /** The organization's role; the built-in Member role when left out. */
  roleId?: string;
  costRate?: number | null;
  billableRate?: number | null;
  weeklyCapacityHours?: number | null;
  timeZone?: string | null;
  /** Who added them (the person running the import), or null. */
  addedByUserId?: string | null;
  /** When they were added (the member's createdAt); now when left out. */
  now?: Date;
}

async function roleFor(tx: Executor, orgId: string, roleId: string | undefined) {
  if (roleId !== undefined) {
    const role = await findRole(tx, orgId, roleId);
    if (!role) throw errors.notFound('Role', roleId);
    return role.id;
  }
  const [member] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.builtInKey, 'MEMBER')));
  if (!member) throw errors.notFound('Role', 'MEMBER');
  return member.id;
}

/**
 * Within the caller's transaction: the member of `orgId` with this address, made if there is
 * none, without sending anything. An existing member (whatever their status) is returned as it
 * is (`created: false`); nothing of theirs changes. The address is compared case-insensitively.
 * 400 VALIDATION_ERROR for an address or name the invitation form would refuse; 404 for a role
 * that is not the organization's. Permissions are the caller's to check (members.invite).
 */
export async function addUninvitedMember(
  tx: Executor,
  orgId: string,
  input: UninvitedMemberInput,
): Promise<{ memberId: string; created: boolean }> {
  const email = emailField.safeParse(input.email);
  const fullName = fullNameField.safeParse(input.fullName);
  if (!email.success || !fullName.success)
    throw errors.validation('The person needs an email address and a name', {
      email: email.success ? undefined : input.email,
      fullName: fullName.success ? undefined : input.fullName,
    });
  const user = await findUserByEmail(tx, email.data);
  const existing = user && (await findMemberByUser(tx, orgId, user.id));
  if (existing) return { memberId: existing.id, created: false };
  const enrolled = await enrolMember(tx, orgId, {
    email: email.data,
    fullName: fullName.data,
    roleId: await roleFor(tx, orgId, input.roleId),
    costRate: input.costRate,
    billableRate: input.billableRate,
    weeklyCapacityHours: input.weeklyCapacityHours,
    timeZone: input.timeZone,
    invitedByUserId: input.addedByUserId ?? null,
    now: input.now ?? new Date(),
  });
  return { memberId: enrolled.memberId, created: true };
}
