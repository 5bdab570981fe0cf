import { z } from 'zod';
import type { TenantContext } from '../../../platform/auth/context.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/index.js';
import { instantSchema, isBareDay, rangeBound } from '../../../platform/http/dates.js';
import { errors } from '../../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../../platform/http/pagination.js';
import { scopedMemberId } from '../../members/index.js';
import { pageEntryItems } from './entries-page.repository.js';
import type { EntryFilterQuery, ListEntriesQuery } from '../time.schemas.js';
import { entryItem } from '../time.view.js';

const cursorShape = z.object({ s: instantSchema, id: z.uuid() });

/**
 * `from`/`to` as instants, a bare date as a whole day of the organization's time zone
 * (docs/time-zones.md), which the tenant guard has read with the membership.
 */
function boundsOf(ctx: TenantContext, query: EntryFilterQuery) {
  const zone = isBareDay(query.from) || isBareDay(query.to) ? ctx.calendar.timeZone : undefined;
  return { from: rangeBound(query.from, false, zone), to: rangeBound(query.to, true, zone) };
}

export function createEntriesQuery(db: Db, clock: Clock) {
  const memberFilter = (ctx: TenantContext, userId: string | undefined) =>
    scopedMemberId(db, ctx, userId, 'time.read.all', 'time entries');

  /** The list's filters, checked; someone else's entries only with time.read.all. */
  async function filterOf(ctx: TenantContext, query: EntryFilterQuery) {
    const { from, to } = boundsOf(ctx, query);
    if (from && to && from >= to) {
      throw errors.validation('from must be before to', [{ field: 'querystring.from', message: 'must be before to' }]);
    }
    return {
      memberId: await memberFilter(ctx, query.userId),
      projectId: query.projectId,
      clientId: query.clientId,
      taskId: query.taskId,
      tagId: query.tagId,
      from,
      to,
      status: query.status,
      billable: query.billable,
    };
  }

  return {
    async list(ctx: TenantContext, query: ListEntriesQuery) {
      const after = decodeCursor(query.cursor, cursorShape);
      const rows = await pageEntryItems(db, ctx.orgId, {
        ...(await filterOf(ctx, query)),
        after: after ? { startTime: new Date(after.s), id: after.id } : undefined,
        limit: query.limit + 1,
      });
      const now = clock.now();
      const canSeeRates = ctx.permissions.has('members.rates.read');
      return toPage(
        rows,
        query.limit,
        (row) => ({ s: row.startTime.toISOString(), id: row.id }),
        (row) => entryItem(row, canSeeRates, now),
      );
    },

    /** The list's filters, checked, for the exports (entries.export.ts). */
    filterOf,
  };
}
