import type { FastifyRequest } from 'fastify';
import type { TimeZone, Weekday } from '../dates.js';
import type { PermissionName } from './access.js';

/** Who is calling, once a bearer token has been verified against the database. */
export interface AuthContext {
  readonly userId: string;
  readonly email: string;
  /** The token's id (jti): what signing out revokes; for an API key, the key's id. */
  readonly sessionId: string;
  /**
   * Set when the request authenticated with an API key (docs/api-keys.md) rather than a sign-in
   * token: routes that manage the account or create keys refuse it. Absent or null: no key.
   */
  readonly apiKey?: ApiKeyCaller | null;
}

export interface ApiKeyCaller {
  readonly id: string;
  /** PERSONAL acts as its member; SERVICE as the organization, accounted to the member who made it. */
  readonly kind: 'PERSONAL' | 'SERVICE';
}

/**
 * The organization's calendar (docs/time-zones.md): where its days begin, the day its weeks start
 * on and the days people work.
 */
interface TenantCalendar {
  readonly timeZone: TimeZone;
  readonly firstDayOfWeek: Weekday;
  readonly workingDays: readonly Weekday[];
}

/** Who is calling within which organization, with the permissions of their role there. */
export interface TenantContext extends AuthContext {
  readonly orgId: string;
  readonly memberId: string;
  readonly role: { readonly id: string; readonly name: string; readonly builtInKey: string | null };
  readonly permissions: ReadonlySet<PermissionName>;
  /**
   * The organization's calendar as the guard read it with the membership, in the same query: a
   * handler needing the organization's days reads it here instead of querying it again.
   */
  readonly calendar: TenantCalendar;
  /** The member's personal time zone in this organization; null: the organization's. */
  readonly myTimeZone: TimeZone | null;
  /**
   * `pg_current_snapshot()` as the guard's query saw the data, so a report kept for that snapshot
   * can be answered without another statement (src/platform/db/snapshot-cache.ts). Absent where a
   * context is made without the guard (jobs, benches, tests).
   */
  readonly dataSnapshot?: string;
}

/**
 * The calendar of the caller's personal views (their own weekly digest, AI answers about their own
 * time only): the organization's weeks and working days, in the caller's own zone when they set one.
 */
export function personalCalendar(tenant: TenantContext): TenantCalendar {
  return { ...tenant.calendar, timeZone: tenant.myTimeZone ?? tenant.calendar.timeZone };
}

/** Set by the access guards; handlers read them from their route context, typed by the route's access. */
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    tenant: TenantContext | null;
  }
}

/**
 * The tenant the guard established, for the guards that run after it (the plan). Handlers never
 * need it: a tenant route's handler receives `tenant` in its context (src/platform/http/route.ts).
 */
export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw new Error('tenantOf() called on a route without tenant access');
  return request.tenant;
}
