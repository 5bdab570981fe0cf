import type { EmailMessage } from '../../platform/mail/mailer.js';

/** The invitation email; names fall back to neutral words when the inviter or organization is gone. */
export function inviteEmail(input: {
  to: string;
  inviteeName: string;
  inviterName: string | null;
  organizationName: string | null;
  url: string;
  ttlDays: number;
}): EmailMessage {
  const inviter = input.inviterName ?? 'A colleague';
  const organization = input.organizationName ?? 'their organization';
  return {
    to: input.to,
    subject: `${inviter} invited you to ${organization} on Punchclock`,
    text:
      `Hello ${input.inviteeName},\n\n${inviter} invited you to join ${organization} on Punchclock.\n\n` +
      `Accept the invitation: ${input.url}\n\nThe link works once and expires in ${input.ttlDays} days.\n`,
  };
}
