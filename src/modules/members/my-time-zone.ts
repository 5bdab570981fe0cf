import type { TenantContext } from '../../platform/auth/context.js';
import type { Executor } from '../../platform/db/index.js';
import { assertTimeZone } from '../organizations/index.js';
import { touchMember } from './members.repository.js';

/**
 * Sets the caller's personal time zone in this organization (null: the organization's). It
 * decides how the web app shows instants to them; the organization's days stay the organization's
 * (docs/time-zones.md).
 */
export async function setMyTimeZone(executor: Executor, ctx: TenantContext, timeZone: string | null) {
  const zone = timeZone === null ? null : assertTimeZone(timeZone, 'timeZone');
  await touchMember(executor, ctx.orgId, ctx.memberId, { timeZone: zone });
  return { memberId: ctx.memberId, timeZone: zone };
}
