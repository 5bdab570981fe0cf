import { and, desc, eq, gte, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/index.js';
import { members } from '../../members/index.js';
import { projects } from '../../projects/index.js';
import { tasks } from '../../tasks/index.js';
import { users } from '../../users/index.js';
import { entryNameJoins, entryTags, selectEntries } from '../time.repository.js';
import { timeEntries, timeEntryTags } from '../time.tables.js';

/**
 * Pages of time entries, newest first by a keyset: the list (GET /time/entries, prepared per
 * combination of filters and decoded once) and the exports (entries with their names).
 */

interface EntryFilter {
  memberId?: string;
  projectId?: string;
  /** Entries on a project of this client; both selects below join the entry's project. */
  clientId?: string;
  taskId?: string;
  tagId?: string;
  from?: Date;
  to?: Date;
  status?: string;
  billable?: boolean;
  /** Keyset: entries strictly after this (startTime, id) in newest-first order. */
  after?: { startTime: Date; id: string };
  limit: number;
}

/** A page's values by name: the filters that are set, the keyset's two halves, the organization and the limit. */
type PageValues = Omit<EntryFilter, 'after'> & { orgId: string; afterStart?: Date; afterId?: string };
type PageValue = Exclude<keyof PageValues, 'orgId' | 'limit'>;
const optionalValues: readonly PageValue[] = [
  'memberId',
  'projectId',
  'clientId',
  'taskId',
  'tagId',
  'from',
  'to',
  'status',
  'billable',
  'afterStart',
];

/** Which optional values a page has, as bits: pages with the same ones share one statement. */
function shapeOf(values: PageValues): number {
  return optionalValues.reduce((shape, name, bit) => (values[name] === undefined ? shape : shape | (1 << bit)), 0);
}

function pageValuesOf(orgId: string, filter: EntryFilter): PageValues {
  const { after, ...filters } = filter;
  const values: PageValues = { orgId, limit: filter.limit };
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined) Object.assign(values, { [name]: value });
  if (after) Object.assign(values, { afterStart: after.startTime, afterId: after.id });
  return values;
}

/**
 * The conditions of a page: the list's filters and the keyset after the cursor, for the values
 * that are set. `bound` gives a value's SQL: the value itself, or a placeholder of a prepared page.
 */
function pageConditions(values: PageValues, bound: (name: PageValue) => unknown): Array<SQL | undefined> {
  const is = (name: PageValue) => values[name] !== undefined;
  const v = (name: PageValue) => bound(name) as SQLWrapper;
  return [
    is('memberId') ? eq(timeEntries.memberId, v('memberId')) : undefined,
    is('projectId') ? eq(timeEntries.projectId, v('projectId')) : undefined,
    is('clientId') ? eq(projects.clientId, v('clientId')) : undefined,
    is('taskId') ? eq(timeEntries.taskId, v('taskId')) : undefined,
    is('tagId')
      ? sql`exists (select 1 from ${timeEntryTags} where ${timeEntryTags.orgId} = ${timeEntries.orgId} and ${timeEntryTags.timeEntryId} = ${timeEntries.id} and ${timeEntryTags.tagId} = ${v('tagId')})`
      : undefined,
    is('from') ? gte(timeEntries.startTime, v('from')) : undefined,
    is('to') ? lt(timeEntries.startTime, v('to')) : undefined,
    is('status') ? eq(timeEntries.status, v('status')) : undefined,
    is('billable') ? eq(timeEntries.isBillable, v('billable')) : undefined,
    // The redundant start_time bound lets the index scan begin at the cursor instead of filtering everything newer.
    is('afterStart')
      ? and(
          lte(timeEntries.startTime, v('afterStart')),
          or(
            lt(timeEntries.startTime, v('afterStart')),
            and(eq(timeEntries.startTime, v('afterStart')), lt(timeEntries.id, v('afterId'))),
          ),
        )
      : undefined,
  ];
}

/** Newest first by start time, then id, so the keyset is total and a cursor never skips or repeats. */
export function pageEntries(executor: Executor, orgId: string, filter: EntryFilter) {
  const values = pageValuesOf(orgId, filter);
  return selectEntries(executor, orgId, ...pageConditions(values, (name) => values[name]))
    .orderBy(desc(timeEntries.startTime), desc(timeEntries.id))
    .limit(filter.limit);
}

/** A column under a name of our choosing, which is the key the driver gives its value in a row object. */
const named = (column: SQLWrapper, name: string) => sql`${column}`.as(name);
/** An instant as epoch milliseconds (a float8 the driver reads as a number; no date text to parse). */
const epochMs = (column: SQLWrapper, name: string) => sql`(extract(epoch from ${column}) * 1000)::float8`.as(name);

/**
 * The columns of an entry as the API shows it, flat: what GET /time/entries reads for a page of up
 * to 200, without the columns no view shows. Each is named, and the page's rows come back as the
 * driver's plain objects (`ItemPageRow`), decoded once by `itemFieldsOf` instead of through
 * drizzle's generic per-column mapping, which was the largest cost of the page in the server.
 */
const itemColumns = {
  id: named(timeEntries.id, 'id'),
  memberId: named(timeEntries.memberId, 'member_id'),
  userId: named(members.userId, 'user_id'),
  userName: named(users.fullName, 'user_name'),
  projectId: named(timeEntries.projectId, 'project_id'),
  projectName: named(projects.name, 'project_name'),
  taskId: named(timeEntries.taskId, 'task_id'),
  taskName: named(tasks.name, 'task_name'),
  tags: named(entryTags, 'tags'),
  startTime: epochMs(timeEntries.startTime, 'start_ms'),
  endTime: epochMs(timeEntries.endTime, 'end_ms'),
  idleSeconds: named(timeEntries.idleSeconds, 'idle_seconds'),
  notes: named(timeEntries.notes, 'notes'),
  isBillable: named(timeEntries.isBillable, 'is_billable'),
  isOffline: named(timeEntries.isOffline, 'is_offline'),
  source: named(timeEntries.source, 'source'),
  status: named(timeEntries.status, 'status'),
  rejectionReason: named(timeEntries.rejectionReason, 'rejection_reason'),
  reviewedAt: epochMs(timeEntries.reviewedAt, 'reviewed_ms'),
  costRate: named(timeEntries.costRate, 'cost_rate'),
  billRate: named(timeEntries.billRate, 'bill_rate'),
  createdAt: epochMs(timeEntries.createdAt, 'created_ms'),
  updatedAt: epochMs(timeEntries.updatedAt, 'updated_ms'),
};

/** A row of the page as the driver returns it, under the names `itemColumns` gives. */
interface ItemPageRow {
  id: string;
  member_id: string;
  user_id: string;
  user_name: string;
  project_id: string | null;
  project_name: string | null;
  task_id: string | null;
  task_name: string | null;
  tags: Array<{ id: string; name: string }>;
  start_ms: number;
  end_ms: number | null;
  idle_seconds: number;
  notes: string | null;
  is_billable: boolean;
  is_offline: boolean;
  source: string;
  status: string;
  rejection_reason: string | null;
  reviewed_ms: number | null;
  /** NUMERIC: text from node-postgres; PGlite may give a number. */
  cost_rate: string | number | null;
  bill_rate: string | number | null;
  created_ms: number;
  updated_ms: number;
}

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));
const numericText = (value: string | number | null) => (value === null ? null : String(value));

/** A page row in the shape of `entryItem` (time.view.ts). */
function itemFieldsOf(row: ItemPageRow) {
  return {
    id: row.id,
    memberId: row.member_id,
    userId: row.user_id,
    userName: row.user_name,
    projectId: row.project_id,
    projectName: row.project_name,
    taskId: row.task_id,
    taskName: row.task_name,
    tags: row.tags,
    startTime: new Date(row.start_ms),
    endTime: dateOrNull(row.end_ms),
    idleSeconds: row.idle_seconds,
    notes: row.notes,
    isBillable: row.is_billable,
    isOffline: row.is_offline,
    source: row.source,
    status: row.status,
    rejectionReason: row.rejection_reason,
    reviewedAt: dateOrNull(row.reviewed_ms),
    costRate: numericText(row.cost_rate),
    billRate: numericText(row.bill_rate),
    createdAt: new Date(row.created_ms),
    updatedAt: new Date(row.updated_ms),
  };
}

/**
 * A prepared statement's rows as the driver returns them (row objects, no mapping). Both drivers
 * we run on (node-postgres and PGlite) implement drizzle's `all()` so; drizzle's common pg-core
 * type leaves it out, hence the check where a page is prepared.
 */
interface RawRows {
  all(values: Record<string, unknown>): Promise<unknown[]>;
}

function rawRowsOf(prepared: object): RawRows {
  if (!('all' in prepared) || typeof prepared.all !== 'function')
    throw new Error('The database driver returns no raw rows from a prepared statement');
  return prepared as RawRows;
}

function prepareItemPage(db: Db, values: PageValues, name: string): RawRows {
  const placeholder = (value: keyof PageValues) => sql.placeholder(value);
  const prepared = db
    .select(itemColumns)
    .from(timeEntries)
    .innerJoin(members, entryNameJoins.member)
    .innerJoin(users, entryNameJoins.user)
    .leftJoin(projects, entryNameJoins.project)
    .leftJoin(tasks, entryNameJoins.task)
    .where(and(eq(timeEntries.orgId, placeholder('orgId')), ...pageConditions(values, placeholder)))
    .orderBy(desc(timeEntries.startTime), desc(timeEntries.id))
    .limit(placeholder('limit'))
    .prepare(name);
  return rawRowsOf(prepared);
}

/**
 * The page's statement for each combination of filters, built and prepared once per database: a
 * request binds its values instead of building the SQL again, and PostgreSQL plans each
 * combination once per connection instead of on every page.
 */
const itemPages = new WeakMap<Db, Map<number, RawRows>>();

/** pageEntries' page in the flat shape of `entryItem` (time.view.ts). */
export async function pageEntryItems(db: Db, orgId: string, filter: EntryFilter) {
  const values = pageValuesOf(orgId, filter);
  const shape = shapeOf(values);
  let pages = itemPages.get(db);
  if (!pages) itemPages.set(db, (pages = new Map<number, RawRows>()));
  let page = pages.get(shape);
  // Named by its shape, so a name always means the same SQL on a connection, whichever Db sent it.
  if (!page) pages.set(shape, (page = prepareItemPage(db, values, `entries_page_${shape}`)));
  const rows = (await page.all({ ...values })) as ItemPageRow[];
  return rows.map(itemFieldsOf);
}
