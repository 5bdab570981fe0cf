import type { EmailMessage } from '../../platform/mail/mailer.js';

/**
 * The invitation email, sent on behalf of the organization: it names the organization in the
 * subject and the greeting, and its brand (sender name, logo, accent) is applied at delivery.
 * Names fall back to neutral words when the inviter or organization is gone.
 */
export function inviteEmail(input: {
  to: string;
  orgId: string;
  inviteeName: string;
  inviterName: string | null;
  organizationName: string | null;
  url: string;
  ttlDays: number;
}): EmailMessage {
  const inviter = input.inviterName ?? 'A colleague';
  const organization = input.organizationName ?? 'their organization';
  const greeting = input.organizationName
    ? `Hello ${input.inviteeName}, ${input.organizationName} would like you on its team.`
    : `Hello ${input.inviteeName},`;
  const invited = `${inviter} invited you to join ${organization} on Punchclock.`;
  const expiry = `The link works once and expires in ${input.ttlDays} days.`;
  return {
    to: input.to,
    organizationId: input.orgId,
    subject: `${inviter} invited you to ${organization} on Punchclock`,
    text: `${greeting}\n\n${invited}\n\nAccept the invitation: ${input.url}\n\n${expiry}\n`,
    action: { label: 'Accept the invitation', url: input.url },
  };
}
