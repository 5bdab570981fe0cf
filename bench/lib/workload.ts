import { invoicedEntriesReader } from '../../src/modules/financials/index.js';
import { createProjectsService } from '../../src/modules/projects/projects.service.js';
import { projectTimeReader } from '../../src/modules/time/index.js';
import { createEntriesQuery } from '../../src/modules/time/entries/entries.query.js';
import { createEntriesService } from '../../src/modules/time/entries/entries.service.js';
import { findOverlap } from '../../src/modules/time/time.repository.js';
import { systemClock } from '../../src/platform/clock.js';
import type { Database } from '../../src/platform/db/index.js';
import { encodeCursor } from '../../src/platform/http/pagination.js';
import { newId } from '../../src/platform/ids.js';
import type { RawDriver } from './database.js';
import { explain, type PlanSummary } from './plans.js';
import { captureQueries, rebind, tenantContextOf, type CapturedQuery } from './queries.js';
import type { SeededOrganization } from './seed.js';
import type { Span, SpanAllocator } from './spans.js';

const DAY_MS = 86_400_000;

/** (start_time, id) of the entry `offset` places from the newest, as a cursor of GET /time/entries. */
async function cursorAt(driver: RawDriver, orgId: string, offset: number): Promise<string> {
  const rows = await driver.query(
    'select start_time, id from time_entries where org_id = $1 order by start_time desc, id desc offset $2 limit 1',
    [orgId, offset],
  );
  const row = rows[0] as { start_time: Date | string; id: string } | undefined;
  if (!row) throw new Error(`no entry at offset ${offset}`);
  return encodeCursor({ s: new Date(row.start_time).toISOString(), id: row.id });
}

interface Workload {
  /** GET /time/entries?limit=`pageLimit` as the owner. */
  firstPage: CapturedQuery[];
  /** The same after `deepOffset` entries, and after half of them (for EXPLAIN only). */
  deepPage: CapturedQuery[];
  midYearPage: CapturedQuery[];
  /** GET /projects as the owner: the page, its assignees, its profitability totals. */
  projects: CapturedQuery[];
  /** POST /time/manual's statements, rebound to another member's span. */
  manualAs(span: Span): CapturedQuery[];
  /** The overlap check of a 2-minute entry in a free evening 2 and 180 days back. */
  overlapRecent: CapturedQuery[];
  overlapOld: CapturedQuery[];
}

/**
 * The statements each measured route runs, captured by calling the app's own services once (see
 * queries.ts). Capturing POST /time/manual creates one real entry, with the allocator's first span.
 */
export async function captureWorkload(
  db: Database,
  driver: RawDriver,
  seeded: SeededOrganization,
  spans: SpanAllocator,
  shape: { pageLimit: number; deepOffset: number; now: Date },
): Promise<Workload> {
  const { orgId } = seeded;
  const owner = await tenantContextOf(db.db, orgId, seeded.members[0]!.memberId);
  const listEntries = (cursor?: string) =>
    captureQueries(db, (capturing) =>
      createEntriesQuery(capturing, systemClock).list(owner, { limit: shape.pageLimit, cursor }),
    );

  // Replays swap in a new id, the next member (and their project) and span. The snapshotted rates
  // stay the first writer's: they do not change the work.
  const span = spans.next();
  const writer = seeded.members[span.member]!;
  const writerContext = await tenantContextOf(db.db, orgId, writer.memberId);
  let createdId = '';
  const manual = await captureQueries(db, async (capturing) => {
    const body = {
      projectId: writer.projectId,
      startTime: span.start.toISOString(),
      endTime: span.end.toISOString(),
      notes: 'bench',
      isBillable: true,
    };
    createdId = (
      await createEntriesService(capturing, systemClock, invoicedEntriesReader).createManual(writerContext, body)
    ).id;
  });
  const manualAs = (next: Span) => {
    const member = seeded.members[next.member]!;
    const swaps = new Map<unknown, unknown>([
      [createdId, newId()],
      [writer.memberId, member.memberId],
      [writer.projectId, member.projectId],
      [span.start.toISOString(), next.start.toISOString()],
      [span.end.toISOString(), next.end.toISOString()],
    ]);
    return rebind(manual, swaps);
  };

  // Nothing overlaps a free evening, so the check cannot stop early: it pays its full price.
  const today = Date.UTC(shape.now.getUTCFullYear(), shape.now.getUTCMonth(), shape.now.getUTCDate());
  const overlapAt = (daysAgo: number) => {
    const start = new Date(today - daysAgo * DAY_MS + 21 * 3_600_000);
    return captureQueries(db, (capturing) =>
      findOverlap(capturing, orgId, writer.memberId, { start, end: new Date(start.getTime() + 120_000) }),
    );
  };

  return {
    firstPage: await listEntries(),
    deepPage: await listEntries(await cursorAt(driver, orgId, shape.deepOffset - 1)),
    midYearPage: await listEntries(await cursorAt(driver, orgId, Math.floor(seeded.entries / 2))),
    projects: await captureQueries(db, (capturing) =>
      createProjectsService(capturing, systemClock, projectTimeReader).list(owner, {
        status: 'ACTIVE',
        limit: shape.pageLimit,
      }),
    ),
    manualAs,
    overlapRecent: await overlapAt(2),
    overlapOld: await overlapAt(180),
  };
}

function only(
  queries: CapturedQuery[],
  what: string,
  pick: (query: CapturedQuery) => boolean = () => true,
): CapturedQuery {
  const found = queries.filter(pick);
  if (found.length !== 1) throw new Error(`expected one ${what} statement, captured ${found.length}`);
  return found[0]!;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements that grow with the history. */
export async function explainWorkload(
  driver: RawDriver,
  workload: Workload,
  labels: { deep: string; midYear: string },
): Promise<PlanSummary[]> {
  return [
    await explain(driver, 'entries, first page', only(workload.firstPage, 'first page')),
    await explain(driver, `entries, ${labels.deep}`, only(workload.deepPage, 'deep page')),
    await explain(driver, `entries, ${labels.midYear}`, only(workload.midYearPage, 'mid-year page')),
    await explain(
      driver,
      'projects, profitability totals',
      only(workload.projects, 'totals', (query) => query.text.includes('sum(')),
    ),
    await explain(driver, 'overlap check, span 2 days ago', only(workload.overlapRecent, 'overlap')),
    await explain(driver, 'overlap check, span 180 days ago', only(workload.overlapOld, 'overlap')),
  ];
}
