import type { Config } from '../../config/index.js';
import { randomToken, sha256 } from '../../platform/auth/secrets.js';
import type { Clock } from '../../platform/clock.js';
import { addDays } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import { claimMailTo } from '../../platform/throttle.js';
import { findOrganization } from '../organizations/index.js';
import { findUserById } from '../users/index.js';
import { inviteEmail } from './invites.emails.js';
import { replaceOpenInvite } from './invites.repository.js';

const INVITE_TTL_DAYS = 7;

/**
 * How long the invitation at `position` (0-based) of a batch sent together waits: the first
 * `size` leave at once, the next `size` one interval later, and so on, so a bulk invite reaches
 * the mail server at most `size` messages per interval (MAIL_BATCH_SIZE, MAIL_BATCH_INTERVAL_SECONDS).
 */
export function delaySecondsOf(position: number, batch: { size: number; intervalSeconds: number }): number {
  return Math.floor(position / batch.size) * batch.intervalSeconds;
}

/** Who sends the invitation (their name is in it) and to which organization. */
interface Inviter {
  orgId: string;
  userId: string;
}

export function createInvitationMail({ config, clock }: { config: Pick<Config, 'server' | 'mail'>; clock: Clock }) {
  const inviteUrlFor = (token: string) => `${config.server.publicUrl}/accept-invite?token=${token}`;

  /**
   * Replaces any open invitation of the member with a new one and queues its email, held back
   * by its `position` in a batch (delaySecondsOf). The per-address cooldown applies to each (429).
   */
  return async function issueInvite(
    tx: Executor,
    inviter: Inviter,
    member: { id: string; email: string; fullName: string },
    position = 0,
  ) {
    const now = clock.now();
    const token = randomToken(32);
    const expiresAt = addDays(now, INVITE_TTL_DAYS);
    await replaceOpenInvite(tx, {
      orgId: inviter.orgId,
      memberId: member.id,
      tokenHash: sha256(token),
      expiresAt,
      now,
    });
    const organization = await findOrganization(tx, inviter.orgId);
    const sender = await findUserById(tx, inviter.userId);
    const url = inviteUrlFor(token);
    await claimMailTo(tx, { to: member.email, kind: 'invite', cooldownSeconds: config.mail.cooldownSeconds }, now);
    await enqueueEmail(
      tx,
      inviteEmail({
        to: member.email,
        orgId: inviter.orgId,
        inviteeName: member.fullName,
        inviterName: sender?.fullName ?? null,
        organizationName: organization?.name ?? null,
        url,
        ttlDays: INVITE_TTL_DAYS,
      }),
      delaySecondsOf(position, config.mail.batch),
    );
    return { inviteUrl: url, inviteExpiresAt: expiresAt.toISOString() };
  };
}
