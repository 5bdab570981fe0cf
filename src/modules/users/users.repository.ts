import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { users } from './users.tables.js';

export type UserRow = typeof users.$inferSelect;

interface NewUser {
  email: string;
  fullName: string;
  /** null for an account that signs in through the identity provider or has not accepted an invitation yet. */
  passwordHash: string | null;
  /** True when someone other than the inbox's holder chose the password (an inviter). */
  passwordSetByInviter?: boolean;
  /** Set when the person accepted the terms while signing up. */
  termsVersion?: string;
  oidcSubject?: string;
  now: Date;
}

/**
 * The one place a user is created: sign-up, the identity provider and invitations all come here.
 * Runs on the caller's executor (usually the transaction that also creates their membership).
 */
export async function createUser(executor: Executor, input: NewUser): Promise<string> {
  const id = newId();
  await executor.insert(users).values({
    id,
    email: input.email,
    fullName: input.fullName,
    passwordHash: input.passwordHash,
    ...(input.passwordSetByInviter !== undefined ? { passwordSetByInviter: input.passwordSetByInviter } : {}),
    ...(input.termsVersion !== undefined ? { termsVersion: input.termsVersion, termsAcceptedAt: input.now } : {}),
    ...(input.oidcSubject !== undefined ? { oidcSubject: input.oidcSubject } : {}),
    createdAt: input.now,
    updatedAt: input.now,
  });
  return id;
}

export async function findUserById(executor: Executor, userId: string): Promise<UserRow | null> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const [user] = await executor.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** The user with this email, its row locked until the transaction ends. */
export async function lockUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const [user] = await executor.select().from(users).where(eq(users.email, email)).for('update');
  return user ?? null;
}

export async function findUserByOidcSubject(executor: Executor, subject: string): Promise<UserRow | null> {
  const [user] = await executor.select().from(users).where(eq(users.oidcSubject, subject));
  return user ?? null;
}

export async function userExistsWithEmail(executor: Executor, email: string): Promise<boolean> {
  const [account] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account !== undefined;
}

/**
 * The holder of the inbox takes over an account nobody proved (register with a verified code):
 * their password, name and the current terms; every token issued before stops working.
 */
export async function claimAccount(
  executor: Executor,
  userId: string,
  input: { passwordHash: string; fullName: string; termsVersion: string; now: Date },
) {
  await executor
    .update(users)
    .set({
      passwordHash: input.passwordHash,
      passwordSetByInviter: false,
      termsVersion: input.termsVersion,
      termsAcceptedAt: input.now,
      updatedAt: input.now,
      fullName: input.fullName,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId));
}

/** A password set with proof of the inbox (a reset code); revokes every token. Returns whether an account had the email. */
export async function resetPasswordByEmail(
  executor: Executor,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await executor
    .update(users)
    .set({ passwordHash, passwordSetByInviter: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Sets the password and bumps the token version, unless the version moved since `expectedTokenVersion` was read. */
export async function changePassword(
  executor: Executor,
  userId: string,
  passwordHash: string,
  expectedTokenVersion: number,
  now: Date,
) {
  await executor
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.tokenVersion, expectedTokenVersion)));
}

export async function acceptTerms(executor: Executor, userId: string, termsVersion: string, now: Date) {
  await executor.update(users).set({ termsVersion, termsAcceptedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Accepting an invitation: the current terms, optionally a new name, and for an account without
 * one a password chosen through the link (which the inviter sees too, so it proves no inbox).
 */
export async function completeInvitedAccount(
  executor: Executor,
  userId: string,
  input: { passwordHash: string | null; fullName?: string | undefined; termsVersion: string; now: Date },
) {
  await executor
    .update(users)
    .set({
      ...(input.passwordHash ? { passwordHash: input.passwordHash, passwordSetByInviter: true } : {}),
      ...(input.fullName ? { fullName: input.fullName } : {}),
      termsVersion: input.termsVersion,
      termsAcceptedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(users.id, userId));
}

/**
 * Links the identity-provider account. The condition makes a concurrent link by a different
 * provider account lose instead of overwrite; returns whether this one won.
 */
export async function linkOidcSubject(
  executor: Executor,
  userId: string,
  subject: string,
  now: Date,
): Promise<boolean> {
  const linked = await executor
    .update(users)
    .set({ oidcSubject: subject, updatedAt: now })
    .where(and(eq(users.id, userId), or(isNull(users.oidcSubject), eq(users.oidcSubject, subject))))
    .returning({ id: users.id });
  return linked.length > 0;
}
