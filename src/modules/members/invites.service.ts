import type { Config } from '../../config/index.js';
import type { TenantContext } from '../../platform/auth/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { sha256 } from '../../platform/auth/secrets.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { grantableRole } from './grants.js';
import { canGrant } from '../rbac/index.js';
import { findUserById, type UserRow } from '../users/index.js';
import { enrolMember } from './enrolment.js';
import { createInvitationMail } from './invitation-mail.js';
import { claimInvite, deleteOpenInvites, findInviteByTokenHash } from './invites.repository.js';
import { findMember, memberView, touchMember } from './members.repository.js';
import type { InviteMemberInput } from './members.schemas.js';
import { recordWebhookEvent, type WebhookEventType } from '../webhook-outbox/index.js';

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
export function emitMemberEvent(tx: Executor, orgId: string, type: WebhookEventType, memberId: string) {
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

/** The member, when the caller may send (or take back) their invitation: INVITED, and a role they could grant. */
async function invitableMember(tx: Executor, ctx: TenantContext, memberId: string) {
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
  return member;
}

export function createInvitesService({ db, config, clock }: InvitesDeps) {
  const issueInvite = createInvitationMail({ config, clock });
  const inviterOf = (ctx: TenantContext) => ({ orgId: ctx.orgId, userId: ctx.userId });
  const view = async (ctx: TenantContext, memberId: string) =>
    memberView((await findMember(db, ctx.orgId, memberId))!, ctx.permissions.has('members.rates.read'));

  /**
   * Sends the member an invitation (a new one when they had one: the old link stops working).
   * The first invitation of a member added without one (an import's) is announced as member.invited.
   */
  async function send(tx: Executor, ctx: TenantContext, memberId: string, position: number) {
    const member = await invitableMember(tx, ctx, memberId);
    const invitation = await issueInvite(tx, inviterOf(ctx), member, position);
    if (member.invitationSentAt === null) await emitMemberEvent(tx, ctx.orgId, 'member.invited', member.id);
    return invitation;
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
        const enrolled = await enrolMember(tx, ctx.orgId, {
          ...input,
          roleId: role.id,
          passwordHash,
          invitedByUserId: ctx.userId,
          now,
        });
        const invitation = enrolled.activeAtOnce
          ? { inviteUrl: null, inviteExpiresAt: null }
          : await issueInvite(tx, inviterOf(ctx), {
              id: enrolled.memberId,
              email: input.email,
              fullName: enrolled.fullName,
            });
        const event = enrolled.activeAtOnce ? 'member.joined' : 'member.invited';
        await emitMemberEvent(tx, ctx.orgId, event, enrolled.memberId);
        return { memberId: enrolled.memberId, ...invitation };
      });
      return {
        member: await view(ctx, result.memberId),
        inviteUrl: result.inviteUrl,
        inviteExpiresAt: result.inviteExpiresAt,
      };
    },

    /** Sends one member their invitation: the first, or a new one in place of the last. */
    async resend(ctx: TenantContext, memberId: string) {
      const result = await db.transaction((tx) => send(tx, ctx, memberId, 0));
      return { member: await view(ctx, memberId), ...result };
    },

    /**
     * Sends invitations to several INVITED members in one transaction (all or none: one member
     * who has joined, is another organization's or outranks the caller refuses the request),
     * spread over time by MAIL_BATCH_SIZE and MAIL_BATCH_INTERVAL_SECONDS.
     */
    async sendMany(ctx: TenantContext, memberIds: readonly string[]) {
      const ids = [...new Set(memberIds)];
      await db.transaction(async (tx) => {
        for (const [position, memberId] of ids.entries()) await send(tx, ctx, memberId, position);
      });
      return { sent: ids.length, members: await Promise.all(ids.map((memberId) => view(ctx, memberId))) };
    },

    /** Takes back the member's open invitation: its link stops working and they are "not invited" again. */
    async revoke(ctx: TenantContext, memberId: string) {
      await db.transaction(async (tx) => {
        await invitableMember(tx, ctx, memberId);
        await deleteOpenInvites(tx, ctx.orgId, memberId);
      });
      return view(ctx, memberId);
    },
  };
}
