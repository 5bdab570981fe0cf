import { and, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { hasActiveMembership } from '../members/index.js';
import { users } from '../users/index.js';
import { revokedSessions } from './auth.tables.js';

/**
 * The account behind `email` for password sign-in: its hash and whether it may sign in at all
 * (active, and an active member of some organization).
 */
export async function findSignInAccount(executor: Executor, email: string) {
  const [account] = await executor
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      canSignIn: sql<boolean>`${users.status} = 'ACTIVE' and ${hasActiveMembership(executor, users.id)}`,
    })
    .from(users)
    .where(eq(users.email, email));
  return account ?? null;
}

/** The user a bearer token names, if still active, on that token version, and an active member somewhere. */
export async function findAuthenticatedUser(executor: Executor, userId: string, tokenVersion: number) {
  const [user] = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, 'ACTIVE'),
        eq(users.tokenVersion, tokenVersion),
        hasActiveMembership(executor, userId),
      ),
    );
  return user ?? null;
}

/** Whether the session (token id) was signed out; a primary-key lookup on every authenticated request. */
export async function isSessionRevoked(executor: Executor, sessionId: string): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId));
  return row !== undefined;
}

/** The same check as a condition for another query (the tenant guard's one query): true when signed out. */
export function sessionRevokedCondition(sessionId: string | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId})`;
}

/**
 * Signs one session out for good. `expiresAt` bounds how long the row matters: rows of sessions
 * that have expired anyway are removed on the way, so the table holds only live revocations.
 */
export async function revokeSession(
  executor: Executor,
  session: { sessionId: string; userId: string; expiresAt: Date; now: Date },
) {
  await executor.delete(revokedSessions).where(lt(revokedSessions.expiresAt, session.now));
  await executor
    .insert(revokedSessions)
    .values({
      sessionId: session.sessionId,
      userId: session.userId,
      expiresAt: session.expiresAt,
      revokedAt: session.now,
    })
    .onConflictDoNothing();
}
