import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { instantSchema } from '../../platform/http/dates.js';
import { errors } from '../../platform/http/errors.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { members } from '../members/index.js';
import { pageEntries } from './time.repository.js';
import type { ListEntriesQuery } from './time.schemas.js';
import { entryView } from './time.view.js';

const cursorShape = z.object({ s: instantSchema, id: z.uuid() });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A bare date bounds whole UTC days: `from` at its start, `to` at the end of that day. */
function bound(value: string | undefined, inclusiveDay: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const midnight = new Date(`${value}T00:00:00Z`);
    return inclusiveDay ? new Date(midnight.getTime() + DAY_MS) : midnight;
  }
  return new Date(value);
}

export function createEntriesQuery(db: Db, clock: Clock) {
  /** The member whose entries are asked for: the caller's own unless they may read everyone's. */
  async function memberFilter(ctx: TenantContext, userId: string | undefined): Promise<string | undefined> {
    const readsAll = ctx.permissions.has('time.read.all');
    if (userId === undefined) return readsAll ? undefined : ctx.memberId;
    if (userId === ctx.userId || userId === ctx.memberId) return ctx.memberId;
    if (!readsAll)
      throw errors.forbidden(
        'You can only see your own time entries',
        'Omit userId, or ask for the time.read.all permission.',
      );
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.orgId, ctx.orgId), or(eq(members.userId, userId), eq(members.id, userId))));
    if (!member) throw errors.notFound('Member', userId);
    return member.id;
  }

  return {
    async list(ctx: TenantContext, query: ListEntriesQuery) {
      const after = decodeCursor(query.cursor, cursorShape);
      const from = bound(query.from, false);
      const to = bound(query.to, true);
      if (from && to && from >= to) {
        throw errors.validation('from must be before to', [
          { field: 'querystring.from', message: 'must be before to' },
        ]);
      }
      const rows = await pageEntries(db, ctx.orgId, {
        memberId: await memberFilter(ctx, query.userId),
        projectId: query.projectId,
        from,
        to,
        status: query.status,
        billable: query.billable,
        after: after ? { startTime: new Date(after.s), id: after.id } : undefined,
        limit: query.limit + 1,
      });
      const now = clock.now();
      return toPage(
        rows,
        query.limit,
        (row) => ({ s: row.entry.startTime.toISOString(), id: row.entry.id }),
        (row) => entryView(row, ctx, now),
      );
    },
  };
}
