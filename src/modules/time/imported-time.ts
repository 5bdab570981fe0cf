import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/index.js';
import { calendarOf } from '../organizations/index.js';
import { projects } from '../projects/index.js';
import type { InvoicedEntries } from './invoiced-entries.port.js';
import { lockMembers, type LockedMember } from './time.repository.js';
import { snapshotRates } from './time.rules.js';
import { timeEntries, timeEntryTags } from './time.tables.js';
import { lockingWeeks } from './weeks/weeks.repository.js';
import { weekStartOf } from './weeks/weeks.rules.js';

/**
 * Time written by an import of another tool's history (the imports module): the time module keeps
 * its rules here — entries of one person never overlap, rates are snapshotted, and imported time
 * leaves only while nobody has reviewed, submitted or billed it.
 */

export interface ImportedEntry {
  id: string;
  memberId: string;
  projectId: string | null;
  taskId: string | null;
  start: Date;
  end: Date;
  notes: string | null;
  isBillable: boolean;
  /** APPROVED imports history as already reviewed (by nobody here); PENDING puts it up for review. */
  status: 'APPROVED' | 'PENDING';
  /** The file's rates where it has them; null takes the project's or member's, as new time does. */
  billRate: string | null;
  costRate: string | null;
  tagIds: string[];
}

interface Span {
  start: Date;
  end: Date | null;
}

/** The members' entries touching [from, to): what imported time must not overlap. */
export async function spansOfMembers(executor: Executor, orgId: string, memberIds: string[], range: Span) {
  const spans = new Map<string, Span[]>();
  if (memberIds.length === 0) return spans;
  const rows = await executor
    .select({ memberId: timeEntries.memberId, start: timeEntries.startTime, end: timeEntries.endTime })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        inArray(timeEntries.memberId, memberIds),
        range.end ? lt(timeEntries.startTime, range.end) : undefined,
        or(isNull(timeEntries.endTime), gt(timeEntries.endTime, range.start)),
      ),
    );
  for (const row of rows) spans.set(row.memberId, [...(spans.get(row.memberId) ?? []), row]);
  return spans;
}

const overlaps = (a: Span, b: Span) => (b.end === null || a.start < b.end) && (a.end === null || b.start < a.end);

/**
 * Writes the entries that overlap none of their person's existing time, under the lock every
 * change to those people's time takes (so a timer started meanwhile cannot slip in between), and
 * returns the ids of those it refused.
 */
export async function recordImportedEntries(tx: Tx, orgId: string, entries: ImportedEntry[]) {
  if (entries.length === 0) return { refused: [] as string[] };
  const memberIds = [...new Set(entries.map((entry) => entry.memberId))];
  const locked = new Map<string, LockedMember>(
    (await lockMembers(tx, orgId, memberIds)).map((member) => [member.id, member]),
  );
  const times = entries.map((entry) => entry.start.getTime());
  const range = {
    start: new Date(Math.min(...times)),
    end: new Date(Math.max(...entries.map((e) => e.end.getTime()))),
  };
  const existing = await spansOfMembers(tx, orgId, memberIds, range);
  const refused: string[] = [];
  const accepted = entries.filter((entry) => {
    const clash = existing.get(entry.memberId)?.some((span) => overlaps(entry, span));
    if (clash || !locked.has(entry.memberId)) refused.push(entry.id);
    return !clash && locked.has(entry.memberId);
  });
  if (accepted.length === 0) return { refused };
  const projectRates = await projectRatesOf(tx, orgId, accepted);
  await tx.insert(timeEntries).values(
    accepted.map((entry) => {
      const fallback = snapshotRates(
        entry.projectId ? { hourlyBillRate: projectRates.get(entry.projectId) ?? null } : null,
        locked.get(entry.memberId)!,
      );
      return {
        id: entry.id,
        orgId,
        memberId: entry.memberId,
        projectId: entry.projectId,
        taskId: entry.taskId,
        startTime: entry.start,
        endTime: entry.end,
        notes: entry.notes,
        isBillable: entry.isBillable,
        source: 'IMPORT',
        status: entry.status,
        billRate: entry.billRate ?? fallback.billRate,
        costRate: entry.costRate ?? fallback.costRate,
      };
    }),
  );
  const tagLinks = accepted.flatMap((entry) => entry.tagIds.map((tagId) => ({ orgId, timeEntryId: entry.id, tagId })));
  if (tagLinks.length > 0) await tx.insert(timeEntryTags).values(tagLinks);
  return { refused };
}

async function projectRatesOf(tx: Executor, orgId: string, entries: ImportedEntry[]) {
  const ids = [...new Set(entries.flatMap((entry) => (entry.projectId ? [entry.projectId] : [])))];
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await tx
    .select({ id: projects.id, rate: projects.hourlyBillRate })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), inArray(projects.id, ids)));
  return new Map(rows.map((row) => [row.id, row.rate]));
}

/**
 * Why imported entries cannot be taken back, in words; null when they can: none reviewed here,
 * none in a week submitted or approved, none on an invoice (`invoiced`, the financials module's
 * reader). Takes the people's time lock, so nothing changes before the removal commits.
 */
export async function importedEntriesBlocker(
  tx: Tx,
  orgId: string,
  entryIds: string[],
  invoiced: InvoicedEntries,
): Promise<string | null> {
  if (entryIds.length === 0) return null;
  const rows = await tx
    .select({
      memberId: timeEntries.memberId,
      start: timeEntries.startTime,
      reviewedBy: timeEntries.reviewedByMemberId,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), inArray(timeEntries.id, entryIds)));
  await lockMembers(tx, orgId, [...new Set(rows.map((row) => row.memberId))]);
  const reviewed = rows.filter((row) => row.reviewedBy !== null).length;
  if (reviewed > 0) return `${reviewed} of its entries ${reviewed === 1 ? 'was' : 'were'} reviewed since the import`;
  const calendar = await calendarOf(tx, orgId);
  const weeksOf = new Map<string, Set<string>>();
  for (const row of rows)
    weeksOf.set(row.memberId, (weeksOf.get(row.memberId) ?? new Set()).add(weekStartOf(row.start, calendar)));
  for (const [memberId, weeks] of weeksOf) {
    const [locked] = await lockingWeeks(tx, orgId, memberId, [...weeks]);
    if (locked)
      return `its time in the week of ${locked.weekStart} is ${locked.status === 'APPROVED' ? 'in an approved' : 'in a submitted'} timesheet`;
  }
  const billed = (await invoiced.invoicesOf(tx, orgId, entryIds)).size;
  if (billed > 0) return `${billed} of its entries ${billed === 1 ? 'is' : 'are'} on an invoice`;
  return null;
}

/** Removes imported entries (their tags go with them); the caller has checked importedEntriesBlocker. */
export async function deleteImportedEntries(tx: Tx, orgId: string, entryIds: string[]) {
  if (entryIds.length === 0) return 0;
  const deleted = await tx
    .delete(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.source, 'IMPORT'), inArray(timeEntries.id, entryIds)))
    .returning({ id: timeEntries.id });
  return deleted.length;
}
