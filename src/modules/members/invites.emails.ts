import type { EmailMessage } from '../../platform/mail/mailer.js';

/** The accent a message is drawn in when the organization has none: the web app's primary colour. */
const DEFAULT_ACCENT = { color: '#1f4e79', text: '#ffffff' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The invitation email, sent on behalf of the organization: its name is the From display name, in
 * the subject and the greeting, and the HTML part's header is drawn in its accent colour with the
 * text colour readable on it. Names fall back to neutral words when the inviter or organization is gone.
 */
export function inviteEmail(input: {
  to: string;
  inviteeName: string;
  inviterName: string | null;
  organizationName: string | null;
  accent: { color: string; text: string } | null;
  url: string;
  ttlDays: number;
}): EmailMessage {
  const inviter = input.inviterName ?? 'A colleague';
  const organization = input.organizationName ?? 'their organization';
  const accent = input.accent ?? DEFAULT_ACCENT;
  const greeting = input.organizationName
    ? `Hello ${input.inviteeName}, ${input.organizationName} would like you on its team.`
    : `Hello ${input.inviteeName},`;
  const invited = `${inviter} invited you to join ${organization} on Punchclock.`;
  const expiry = `The link works once and expires in ${input.ttlDays} days.`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto">',
    `<tr><td style="background:${accent.color};color:${accent.text};padding:16px 24px;font-size:20px;font-weight:bold">`,
    `${escapeHtml(input.organizationName ?? 'Punchclock')}</td></tr>`,
    '<tr><td style="padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(invited)}</p>`,
    `<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:${accent.color};color:${accent.text};`,
    'padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Accept the invitation</a></p>',
    `<p style="color:#555">${escapeHtml(expiry)}</p>`,
    `<p style="color:#555;font-size:12px">If the button does not work, open ${escapeHtml(input.url)}</p>`,
    '</td></tr></table></body></html>',
  ].join('');
  return {
    to: input.to,
    ...(input.organizationName ? { fromName: input.organizationName } : {}),
    subject: `${inviter} invited you to ${organization} on Punchclock`,
    text: `${greeting}\n\n${invited}\n\nAccept the invitation: ${input.url}\n\n${expiry}\n`,
    html,
  };
}
