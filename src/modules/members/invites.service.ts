import type { Config } from '../../config/index.js';
import type { TenantContext } from '../../platform/auth/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { randomToken, sha256 } from '../../platform/auth/secrets.js';
import type { Clock } from '../../platform/clock.js';
import { addDays } from '../../platform/dates.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { grantableRole } from './grants.js';
import { newId } from '../../platform/ids.js';
import { toNumeric } from '../../platform/money.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { claimMailTo } from '../../platform/throttle.js';
import { brandOfColor, findOrganization } from '../organizations/index.js';
import { canGrant } from '../rbac/index.js';
import { createUser, findUserByEmail, findUserById, type UserRow } from '../users/index.js';
import { inviteEmail } from './invites.emails.js';
import { claimInvite, findInviteByTokenHash, replaceOpenInvite } from './invites.repository.js';
import { findMember, findMemberByUser, insertMember, memberView, touchMember } from './members.repository.js';
import type { InviteMemberInput } from './members.schemas.js';
import { recordWebhookEvent, type WebhookEventType } from '../webhook-outbox/index.js';

const INVITE_TTL_DAYS = 7;

interface InvitesDeps {
  db: Db;
  config: Pick<Config, 'server' | 'mail'>;
  clock: Clock;
}

const invalidInvite = () =>
  errors.badRequest(
    'INVALID_INVITE',
    'The invitation is invalid, used or expired',
    'Ask an administrator of the organization to send a new invitation.',
  );

/** An invitation that was open when read, with the account it invites; accept it with acceptInvitation. */
interface OpenInvitation {
  inviteId: string;
  orgId: string;
  memberId: string;
  user: UserRow;
}

/** The open invitation behind `token`, or 400 INVALID_INVITE (unknown, used, expired, or the member is no longer INVITED). */
export async function openInvitation(executor: Executor, token: string, now: Date): Promise<OpenInvitation> {
  const found = await findInviteByTokenHash(executor, sha256(token));
  if (!found || found.invite.acceptedAt || found.invite.expiresAt <= now || found.memberStatus !== 'INVITED')
    throw invalidInvite();
  const user = await findUserById(executor, found.userId);
  if (!user) throw invalidInvite();
  return { inviteId: found.invite.id, orgId: found.invite.orgId, memberId: found.invite.memberId, user };
}

/** A webhook event carrying the member as GET /organizations/members/{memberId} shows it in full. */
function emitMemberEvent(tx: Executor, orgId: string, type: WebhookEventType, memberId: string) {
  return recordWebhookEvent(tx, orgId, type, async () => {
    const member = await findMember(tx, orgId, memberId);
    return member && memberView(member, true);
  });
}

/**
 * Within the caller's transaction: uses the invitation up and makes the member ACTIVE. The claim
 * is conditional, so of two concurrent accepts of one token only one succeeds (the other: 400).
 */
export async function acceptInvitation(tx: Executor, invitation: OpenInvitation, now: Date) {
  if (!(await claimInvite(tx, invitation.inviteId, now))) throw invalidInvite();
  await touchMember(tx, invitation.orgId, invitation.memberId, { status: 'ACTIVE', joinedAt: now });
  await emitMemberEvent(tx, invitation.orgId, 'member.joined', invitation.memberId);
}

/** The organization's accent and the text on it, for the email's header; null without one. */
function accentOf(accentColor: string | null) {
  const brand = brandOfColor(accentColor);
  return brand.accentColor && brand.accentTextColor ? { color: brand.accentColor, text: brand.accentTextColor } : null;
}

export function createInvitesService({ db, config, clock }: InvitesDeps) {
  const inviteUrlFor = (token: string) => `${config.server.publicUrl}/accept-invite?token=${token}`;

  /** Replaces any open invitation of the member with a new one and emails it. */
  async function issueInvite(
    tx: Executor,
    ctx: TenantContext,
    member: { id: string; email: string; fullName: string },
  ) {
    const now = clock.now();
    const token = randomToken(32);
    const expiresAt = addDays(now, INVITE_TTL_DAYS);
    await replaceOpenInvite(tx, { orgId: ctx.orgId, memberId: member.id, tokenHash: sha256(token), expiresAt, now });
    const organization = await findOrganization(tx, ctx.orgId);
    const inviter = await findUserById(tx, ctx.userId);
    const url = inviteUrlFor(token);
    await claimMailTo(tx, { to: member.email, kind: 'invite', cooldownSeconds: config.mail.cooldownSeconds }, now);
    await enqueueEmail(
      tx,
      inviteEmail({
        to: member.email,
        inviteeName: member.fullName,
        inviterName: inviter?.fullName ?? null,
        organizationName: organization?.name ?? null,
        accent: accentOf(organization?.accentColor ?? null),
        url,
        ttlDays: INVITE_TTL_DAYS,
      }),
    );
    return { inviteUrl: url, inviteExpiresAt: expiresAt.toISOString() };
  }

  return {
    /**
     * Adds a member. A new person given a password is ACTIVE at once; everyone else is INVITED and
     * emailed a link. An existing account is never given a password by someone else, and a
     * password given to a new one stays claimable by whoever proves the inbox (register, reset).
     */
    async invite(ctx: TenantContext, input: InviteMemberInput) {
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const role = await grantableRole(tx, ctx, input.roleId);
        const existingUser = await findUserByEmail(tx, input.email);
        if (existingUser && (await findMemberByUser(tx, ctx.orgId, existingUser.id))) {
          throw errors.conflict(
            'ALREADY_A_MEMBER',
            `${input.email} is already a member of this organization`,
            'Change the existing member instead (PATCH /organizations/members/{memberId}).',
          );
        }
        const userId =
          existingUser?.id ??
          (await createUser(tx, {
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            passwordSetByInviter: passwordHash !== null,
            now,
          }));
        const activeAtOnce = !existingUser && passwordHash !== null;
        const memberId = newId();
        await insertMember(tx, {
          id: memberId,
          orgId: ctx.orgId,
          userId,
          roleId: role.id,
          status: activeAtOnce ? 'ACTIVE' : 'INVITED',
          costRate: toNumeric(input.costRate),
          billableRate: toNumeric(input.billableRate),
          weeklyCapacityHours: toNumeric(input.weeklyCapacityHours),
          invitedByUserId: ctx.userId,
          joinedAt: activeAtOnce ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        const invitation = activeAtOnce
          ? { inviteUrl: null, inviteExpiresAt: null }
          : await issueInvite(tx, ctx, {
              id: memberId,
              email: input.email,
              fullName: existingUser?.fullName ?? input.fullName,
            });
        await emitMemberEvent(tx, ctx.orgId, activeAtOnce ? 'member.joined' : 'member.invited', memberId);
        return { memberId, ...invitation };
      });
      const member = await findMember(db, ctx.orgId, result.memberId);
      return {
        member: memberView(member!, ctx.permissions.has('members.rates.read')),
        inviteUrl: result.inviteUrl,
        inviteExpiresAt: result.inviteExpiresAt,
      };
    },

    async resend(ctx: TenantContext, memberId: string) {
      const result = await db.transaction(async (tx) => {
        const member = await findMember(tx, ctx.orgId, memberId);
        if (!member) throw errors.notFound('Member', memberId);
        if (member.status !== 'INVITED')
          throw errors.conflict(
            'MEMBER_ALREADY_JOINED',
            'The member has already joined',
            'Only INVITED members get invitations.',
          );
        if (!canGrant(ctx.permissions, member.rolePermissions)) {
          throw errors.forbidden(
            'EXCEEDS_OWN_PERMISSIONS',
            `You cannot invite someone to the ${member.roleName} role`,
            'It has permissions your role does not; ask an Owner.',
          );
        }
        return issueInvite(tx, ctx, { id: member.id, email: member.email, fullName: member.fullName });
      });
      const member = await findMember(db, ctx.orgId, memberId);
      return { member: memberView(member!, ctx.permissions.has('members.rates.read')), ...result };
    },
  };
}
