import type { EmailMessage } from '../../platform/mail/mailer.js';
import type { OtpPurpose } from './auth.tables.js';

const TEXTS: Record<
  OtpPurpose,
  { subject: (code: string) => string; text: (code: string, ttlMinutes: number) => string }
> = {
  signup: {
    subject: (code) => `${code} is your Punchclock code`,
    text: (code, ttlMinutes) =>
      `Your Punchclock verification code is ${code}.\n\nIt expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this email.\n`,
  },
  reset: {
    subject: (code) => `${code} is your Punchclock password reset code`,
    text: (code, ttlMinutes) =>
      `Your Punchclock password reset code is ${code}.\n\nIt expires in ${ttlMinutes} minutes. ` +
      `Once you use it to set a new password, your old password stops working and you are signed out ` +
      `in every browser and every desktop tracker. ` +
      `Your API keys keep working until you revoke them: once you sign in with the new password, ` +
      `Punchclock lists the keys you made in every organization and offers to revoke each one.\n\n` +
      `If you did not ask for it, ignore this email: your password stays as it is.\n`,
  },
  signin: {
    subject: (code) => `${code} is your Punchclock sign-in code`,
    text: (code, ttlMinutes) =>
      `Your Punchclock sign-in code is ${code}.\n\nIt signs you in once and expires in ${ttlMinutes} minutes. ` +
      `If you did not try to sign in, ignore this email: nobody can sign in without the code.\n`,
  },
};

export function otpEmail(to: string, purpose: OtpPurpose, code: string, ttlMinutes: number): EmailMessage {
  return { to, subject: TEXTS[purpose].subject(code), text: TEXTS[purpose].text(code, ttlMinutes) };
}
