import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** argon2id; null for accounts that only sign in through the identity provider or have not accepted an invitation. */
    passwordHash: text('password_hash'),
    /**
     * True while the password was set without proof of the inbox: by an inviter, or through an
     * invitation link (which the inviter sees too). Register or reset with an emailed code is that
     * proof; until then whoever gives it may claim the account.
     */
    passwordSetByInviter: boolean('password_set_by_inviter').notNull().default(false),
    status: text('status').notNull().default('ACTIVE'),
    /** Part of every token; bumping it revokes all of the user's tokens at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** `issuer|subject` of the identity-provider account linked to this user. */
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_oidc_subject_unique').on(table.oidcSubject),
    check('users_status_check', sql`${table.status} in ('ACTIVE', 'DEACTIVATED')`),
  ],
);
