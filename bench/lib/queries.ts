import type { PGlite } from '@electric-sql/pglite';
import { and, eq, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { memberRoleJoin, members } from '../../src/modules/members/index.js';
import { organizations } from '../../src/modules/organizations/index.js';
import { roles } from '../../src/modules/rbac/index.js';
import { users } from '../../src/modules/users/index.js';
import type { TenantContext } from '../../src/platform/auth/context.js';
import type { Weekday } from '../../src/platform/dates.js';
import type { Database, Db } from '../../src/platform/db/index.js';
import type { RawDriver, RawQuery } from './database.js';

/** One statement as drizzle handed it to the driver. */
export interface CapturedQuery {
  text: string;
  params: unknown[];
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * Runs `work` (the app's own services and repositories) on a drizzle instance over the same
 * client that records every statement it sends, so a raw baseline or an EXPLAIN runs exactly the
 * SQL the route runs, not a hand-written approximation that could drift from it. Transaction
 * control is left out (drizzle logs it for pg but not for PGlite); `replay` brackets instead.
 */
export async function captureQueries(database: Database, work: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const logger: Logger = {
    logQuery(text, params) {
      if (!TRANSACTION_CONTROL.test(text)) captured.push({ text, params: [...params] });
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, logger })
      : drizzlePg({ client: client as pg.Pool, logger });
  await work(db);
  return captured;
}

/** The same statements with some parameter values swapped (e.g. another member's id, another span). */
export function rebind(queries: CapturedQuery[], replacements: ReadonlyMap<unknown, unknown>): CapturedQuery[] {
  return queries.map((query) => ({
    text: query.text,
    params: query.params.map((param) => (replacements.has(param) ? replacements.get(param) : param)),
  }));
}

async function runAll(query: RawQuery, queries: CapturedQuery[]): Promise<void> {
  for (const statement of queries) await query(statement.text, statement.params);
}

/** The statements one after another through the bare driver, in one transaction if asked. */
export async function replay(driver: RawDriver, queries: CapturedQuery[], inTransaction = false): Promise<void> {
  if (inTransaction) await driver.transaction((query) => runAll(query, queries));
  else await runAll(driver.query, queries);
}

/** The caller as the tenant guard would see them, for calling the app's services directly. */
export async function tenantContextOf(db: Db, orgId: string, memberId: string): Promise<TenantContext> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      roleId: roles.id,
      roleName: roles.name,
      builtInKey: roles.builtInKey,
      permissions: roles.permissions,
      myTimeZone: members.timeZone,
      timeZone: organizations.timeZone,
      firstDayOfWeek: organizations.firstDayOfWeek,
      workingDays: organizations.workingDays,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, memberRoleJoin)
    .innerJoin(organizations, eq(organizations.id, members.orgId))
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId)));
  if (!row) throw new Error(`no member ${memberId}`);
  return {
    userId: row.userId,
    email: row.email,
    // The bench calls services directly; no token, so no session.
    sessionId: 'bench',
    orgId,
    memberId,
    role: { id: row.roleId, name: row.roleName, builtInKey: row.builtInKey },
    permissions: new Set(row.permissions),
    calendar: {
      timeZone: row.timeZone,
      firstDayOfWeek: row.firstDayOfWeek as Weekday,
      workingDays: row.workingDays as Weekday[],
    },
    myTimeZone: row.myTimeZone,
  };
}
