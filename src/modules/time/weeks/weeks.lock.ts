import type { TenantContext } from '../../../platform/auth/context.js';
import { errors } from '../../../platform/http/errors.js';
import type { MemberTimeTx } from '../time.repository.js';
import { lockingWeeks } from './weeks.repository.js';
import { weekStartOf } from './weeks.rules.js';

/**
 * Refuses (409 WEEK_LOCKED) a change by the owner to time starting at any of `instants` when the
 * week holding it is submitted or approved. Managers (time.manage.all) may still change it, as
 * they may change approved entries. `tx` holds the member's time lock, which submitting takes too,
 * so the answer holds until the change commits.
 */
export async function assertWeeksOpen(tx: MemberTimeTx, ctx: TenantContext, memberId: string, instants: Date[]) {
  if (ctx.permissions.has('time.manage.all')) return;
  // The calendar the guard read with the membership: no second query on every write of time.
  const weekStarts = [...new Set(instants.map((instant) => weekStartOf(instant, ctx.calendar)))];
  const [locked] = await lockingWeeks(tx, ctx.orgId, memberId, weekStarts);
  if (locked)
    throw errors.conflict(
      'WEEK_LOCKED',
      `The week of ${locked.weekStart} is ${locked.status === 'APPROVED' ? 'approved' : 'submitted for approval'}, so its time is locked`,
      'Withdraw the week (POST /time/weeks/withdraw) if it is not reviewed yet, or ask a manager to reject it or make the change.',
    );
}
