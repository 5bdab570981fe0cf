import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a code may be used for; a code is only ever accepted for the purpose it was sent for. */
export type OtpPurpose = 'signup' | 'reset' | 'signin';

/** Email one-time codes: stored as a keyed hash, single use, limited tries, good for one purpose only. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull().default('signup'),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_email_idx').on(table.email, table.createdAt),
    check('otp_codes_purpose_check', sql`${table.purpose} in ('signup', 'reset', 'signin')`),
  ],
);

/**
 * Sessions signed out before they expired, by token id (jti). A token carries no state, so
 * sign-out records its id here and the access guards refuse it; a row is useless once the token
 * would have expired anyway, and is deleted then (see revokeSession).
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_sessions_expires_idx').on(table.expiresAt)],
);
