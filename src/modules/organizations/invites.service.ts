import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config/index.js';
import type { TenantContext } from '../../platform/auth/context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { randomToken, sha256 } from '../../platform/auth/secrets.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { toNumeric } from '../../platform/money.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { claimMailTo } from '../../platform/throttle.js';
import { issueSession, requireAcceptedTerms, users } from '../auth/index.js';
import { canGrant, findRole } from '../rbac/index.js';
import { findMember, findMemberByUser, memberView, touchMember } from './members.repository.js';
import type { InviteMemberInput } from './members.schemas.js';
import { invites, members, organizations } from './organizations.tables.js';

export const INVITE_TTL_DAYS = 7;

export interface InvitesDeps {
  db: Db;
  tokens: TokenService;
  config: Pick<Config, 'legal' | 'server'>;
  clock: Clock;
}

const invalidInvite = () =>
  errors.badRequest('The invitation is invalid, used or expired', 'Ask an administrator of the organization to send a new invitation.', 'INVALID_INVITE');

export function createInvitesService({ db, tokens, config, clock }: InvitesDeps) {
  const inviteUrlFor = (token: string) => `${config.server.publicUrl}/accept-invite?token=${token}`;

  /** Replaces any open invitation of the member with a new one and emails it. */
  async function issueInvite(tx: Executor, ctx: TenantContext, member: { id: string; email: string; fullName: string }) {
    const now = clock.now();
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    await tx.delete(invites).where(and(eq(invites.orgId, ctx.orgId), eq(invites.memberId, member.id), isNull(invites.acceptedAt)));
    await tx.insert(invites).values({ id: newId(), orgId: ctx.orgId, memberId: member.id, tokenHash: sha256(token), expiresAt, createdAt: now });
    const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, ctx.orgId));
    const [inviter] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, ctx.userId));
    const url = inviteUrlFor(token);
    await claimMailTo(tx, member.email, 'invite', now);
    await enqueueEmail(tx, {
      to: member.email,
      subject: `${inviter?.fullName ?? 'A colleague'} invited you to ${organization?.name ?? 'their organization'} on Punchclock`,
      text:
        `Hello ${member.fullName},\n\n${inviter?.fullName ?? 'A colleague'} invited you to join ${organization?.name ?? 'their organization'} on Punchclock.\n\n` +
        `Accept the invitation: ${url}\n\nThe link works once and expires in ${INVITE_TTL_DAYS} days.\n`,
    });
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
        const role = await findRole(tx, ctx.orgId, input.roleId);
        if (!role) throw errors.notFound('Role', input.roleId);
        if (!canGrant(ctx.permissions, role.permissions)) {
          throw errors.forbidden(`You cannot grant the ${role.name} role`, 'It has permissions your role does not; ask an Owner.');
        }
        const [existingUser] = await tx.select().from(users).where(eq(users.email, input.email));
        if (existingUser && (await findMemberByUser(tx, ctx.orgId, existingUser.id))) {
          throw errors.conflict(`${input.email} is already a member of this organization`, 'Change the existing member instead (PATCH /organizations/members/{memberId}).');
        }
        const userId = existingUser?.id ?? newId();
        if (!existingUser) {
          await tx.insert(users).values({
            id: userId,
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            passwordSetByInviter: passwordHash !== null,
            createdAt: now,
            updatedAt: now,
          });
        }
        const activeAtOnce = !existingUser && passwordHash !== null;
        const memberId = newId();
        await tx.insert(members).values({
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
          : await issueInvite(tx, ctx, { id: memberId, email: input.email, fullName: existingUser?.fullName ?? input.fullName });
        return { memberId, ...invitation };
      });
      const member = await findMember(db, ctx.orgId, result.memberId);
      return { member: memberView(member!, ctx.permissions.has('members.rates.read')), inviteUrl: result.inviteUrl, inviteExpiresAt: result.inviteExpiresAt };
    },

    async resend(ctx: TenantContext, memberId: string) {
      const result = await db.transaction(async (tx) => {
        const member = await findMember(tx, ctx.orgId, memberId);
        if (!member) throw errors.notFound('Member', memberId);
        if (member.status !== 'INVITED') throw errors.conflict('The member has already joined', 'Only INVITED members get invitations.');
        if (!canGrant(ctx.permissions, member.rolePermissions)) {
          throw errors.forbidden(`You cannot invite someone to the ${member.roleName} role`, 'It has permissions your role does not; ask an Owner.');
        }
        return issueInvite(tx, ctx, { id: member.id, email: member.email, fullName: member.fullName });
      });
      const member = await findMember(db, ctx.orgId, memberId);
      return { member: memberView(member!, ctx.permissions.has('members.rates.read')), ...result };
    },

    /**
     * Joins the organization. A person without a password sets one here; someone who already has
     * an account proves it with their current password, so an invite link alone cannot take it over.
     */
    async accept(input: { token: string; password: string; acceptedTerms: boolean; fullName?: string }) {
      requireAcceptedTerms(input.acceptedTerms);
      const now = clock.now();
      const [found] = await db
        .select({ invite: invites, userId: members.userId, memberStatus: members.status })
        .from(invites)
        .innerJoin(members, and(eq(members.orgId, invites.orgId), eq(members.id, invites.memberId)))
        .where(eq(invites.tokenHash, sha256(input.token)));
      if (!found || found.invite.acceptedAt || found.invite.expiresAt <= now || found.memberStatus !== 'INVITED') throw invalidInvite();
      const [user] = await db.select().from(users).where(eq(users.id, found.userId));
      if (!user) throw invalidInvite();
      const newHash = user.passwordHash === null ? await hashPassword(input.password) : null;
      if (newHash === null && !(await verifyPassword(user.passwordHash, input.password))) {
        throw errors.badRequest('The password does not match your existing Punchclock account', 'Enter the password you already sign in with.', 'VALIDATION_ERROR');
      }
      const { orgId, memberId } = found.invite;
      await db.transaction(async (tx) => {
        // The update is conditional so two concurrent accepts of one token cannot both succeed.
        const claimed = await tx
          .update(invites)
          .set({ acceptedAt: now })
          .where(and(eq(invites.id, found.invite.id), isNull(invites.acceptedAt)))
          .returning({ id: invites.id });
        if (claimed.length === 0) throw invalidInvite();
        await tx
          .update(users)
          .set({
            // The inviter sees the link too, so a password chosen through it proves no inbox.
            ...(newHash ? { passwordHash: newHash, passwordSetByInviter: true } : {}),
            ...(input.fullName ? { fullName: input.fullName } : {}),
            termsVersion: config.legal.termsVersion,
            termsAcceptedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, user.id));
        await touchMember(tx, orgId, memberId, { status: 'ACTIVE', joinedAt: now });
      });
      return issueSession(db, tokens, config.legal, user.id, orgId);
    },
  };
}
