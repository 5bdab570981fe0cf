import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/index.js';
import { activitySlots, lockMemberActivity } from '../activities/index.js';
import { memberRoleJoin, members } from '../members/index.js';
import { projects } from '../projects/index.js';
import { roles } from '../rbac/index.js';
import { timeEntries } from '../time/index.js';
import { users } from '../users/index.js';
import { captureRequests, screenshots, storageJournal } from './screenshots.tables.js';

export type ScreenshotRow = typeof screenshots.$inferSelect;
export type CaptureRequestRow = typeof captureRequests.$inferSelect;

/** The notification channel that carries new tracker commands to every API instance. */
export const COMMANDS_CHANNEL = 'punchclock_tracker_commands';

/** A screenshot with the activity of its slot (null without a slot) and the member's user id. */
const listedColumns = {
  screenshot: screenshots,
  userId: members.userId,
  activeSeconds: activitySlots.activeSeconds,
  slotSeconds: sql<number | null>`extract(epoch from (${activitySlots.endTime} - ${activitySlots.startTime}))::integer`,
  projectBlurs: projects.blurScreenshots,
};

function listedFrom(executor: Executor) {
  return executor
    .select(listedColumns)
    .from(screenshots)
    .innerJoin(members, and(eq(members.orgId, screenshots.orgId), eq(members.id, screenshots.memberId)))
    .innerJoin(projects, and(eq(projects.orgId, screenshots.orgId), eq(projects.id, screenshots.projectId)))
    .leftJoin(roles, memberRoleJoin)
    .leftJoin(activitySlots, and(eq(activitySlots.orgId, screenshots.orgId), eq(activitySlots.id, screenshots.slotId)));
}

/**
 * Whose screenshots a viewer may see, in SQL (the rule is `outranksCaller` in screen-access.ts):
 * their own, and those of members whose role holds no permission the viewer lacks. Needs `roles`
 * joined to the screenshot's member, as `listedFrom` does.
 */
function screensWatchableBy(viewer: { memberId: string; permissions: ReadonlySet<string> }): SQL {
  const held = sql`array[${sql.join(
    [...viewer.permissions].map((permission) => sql`${permission}`),
    sql`, `,
  )}]::text[]`;
  return or(eq(screenshots.memberId, viewer.memberId), sql`${roles.permissions} <@ ${held}`)!;
}

/** The permissions of a member's role (null for someone not in the organization). */
export async function rolePermissionsOf(executor: Executor, orgId: string, memberId: string) {
  const [row] = await executor
    .select({ permissions: roles.permissions })
    .from(members)
    .leftJoin(roles, memberRoleJoin)
    .where(and(eq(members.orgId, orgId), eq(members.id, memberId)));
  return row ? (row.permissions ?? []) : null;
}

export type ListedScreenshot = Awaited<ReturnType<typeof findListedScreenshot>> & object;

export async function findListedScreenshot(executor: Executor, orgId: string, id: string) {
  const [row] = await listedFrom(executor).where(and(eq(screenshots.orgId, orgId), eq(screenshots.id, id)));
  return row ?? null;
}

interface ScreenshotFilter {
  /** Only the screenshots this viewer may watch (see `screensWatchableBy`). */
  viewer: { memberId: string; permissions: ReadonlySet<string> };
  memberId?: string;
  projectId?: string;
  from?: Date;
  to?: Date;
  /** Keyset: the last (capturedAt, id) of the previous page, newest first. */
  after?: { capturedAt: Date; id: string };
}

export function pageScreenshots(executor: Executor, orgId: string, filter: ScreenshotFilter, limit: number) {
  const conditions: SQL[] = [eq(screenshots.orgId, orgId), screensWatchableBy(filter.viewer)];
  if (filter.memberId) conditions.push(eq(screenshots.memberId, filter.memberId));
  if (filter.projectId) conditions.push(eq(screenshots.projectId, filter.projectId));
  if (filter.from) conditions.push(gte(screenshots.capturedAt, filter.from));
  if (filter.to) conditions.push(lt(screenshots.capturedAt, filter.to));
  if (filter.after)
    conditions.push(
      or(
        lt(screenshots.capturedAt, filter.after.capturedAt),
        and(eq(screenshots.capturedAt, filter.after.capturedAt), lt(screenshots.id, filter.after.id)),
      )!,
    );
  return listedFrom(executor)
    .where(and(...conditions))
    .orderBy(desc(screenshots.capturedAt), desc(screenshots.id))
    .limit(limit + 1);
}

/**
 * Read-only metadata of the screenshots captured in [from, to) for other modules' reports (the AI
 * work day): no files, no URLs; the activity of the slot each was taken in. Scoped by org_id.
 */
export function screenshotMetadataIn(
  executor: Executor,
  orgId: string,
  window: { start: Date; end: Date },
  memberIds?: string[],
) {
  return executor
    .select({
      id: screenshots.id,
      memberId: screenshots.memberId,
      projectId: screenshots.projectId,
      capturedAt: screenshots.capturedAt,
      isBlurred: screenshots.isBlurred,
      requestedLive: screenshots.requestedLive,
      activeSeconds: activitySlots.activeSeconds,
      slotSeconds: listedColumns.slotSeconds,
    })
    .from(screenshots)
    .leftJoin(activitySlots, and(eq(activitySlots.orgId, screenshots.orgId), eq(activitySlots.id, screenshots.slotId)))
    .where(
      and(
        eq(screenshots.orgId, orgId),
        memberIds ? inArray(screenshots.memberId, memberIds) : undefined,
        gte(screenshots.capturedAt, window.start),
        lt(screenshots.capturedAt, window.end),
      ),
    )
    .orderBy(screenshots.capturedAt, screenshots.id);
}

export type ScreenshotMetadataRow = Awaited<ReturnType<typeof screenshotMetadataIn>>[number];

export async function findScreenshot(executor: Executor, orgId: string, id: string): Promise<ScreenshotRow | null> {
  const [row] = await executor
    .select()
    .from(screenshots)
    .where(and(eq(screenshots.orgId, orgId), eq(screenshots.id, id)));
  return row ?? null;
}

export async function lockScreenshot(executor: Executor, orgId: string, id: string): Promise<ScreenshotRow | null> {
  const [row] = await executor
    .select()
    .from(screenshots)
    .where(and(eq(screenshots.orgId, orgId), eq(screenshots.id, id)))
    .for('update');
  return row ?? null;
}

export async function findByClientId(executor: Executor, orgId: string, memberId: string, clientId: string) {
  const [row] = await executor
    .select({ id: screenshots.id })
    .from(screenshots)
    .where(and(eq(screenshots.orgId, orgId), eq(screenshots.memberId, memberId), eq(screenshots.clientId, clientId)));
  return row ?? null;
}

/** Inserts unless the member already stored this clientId (a concurrent replay); true when inserted. */
export async function insertScreenshot(executor: Executor, row: typeof screenshots.$inferInsert): Promise<boolean> {
  const inserted = await executor
    .insert(screenshots)
    .values(row)
    .onConflictDoNothing({ target: [screenshots.orgId, screenshots.memberId, screenshots.clientId] })
    .returning({ id: screenshots.id });
  return inserted.length > 0;
}

export async function replaceFiles(
  executor: Executor,
  orgId: string,
  id: string,
  files: { imageKey: string; thumbnailKey: string; sizeBytes: number; contentType: string },
) {
  await executor
    .update(screenshots)
    .set({ ...files, isBlurred: true })
    .where(and(eq(screenshots.orgId, orgId), eq(screenshots.id, id)));
}

export async function deleteScreenshotRow(executor: Executor, orgId: string, id: string) {
  await executor.delete(screenshots).where(and(eq(screenshots.orgId, orgId), eq(screenshots.id, id)));
}

/** The project an upload defaults to: that of the member's running timer. */
export async function runningTimerProject(executor: Executor, orgId: string, memberId: string) {
  const [row] = await executor
    .select({ projectId: timeEntries.projectId })
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.memberId, memberId), isNull(timeEntries.endTime)));
  return row?.projectId ?? null;
}

/**
 * Whether the project blurs screenshots. `lock` reads it under a share lock on the project row,
 * held to the end of the transaction: a project update (which locks the row for update) commits
 * either before this read, and is seen, or after the caller's commit.
 */
export async function blurSettingOf(executor: Executor, orgId: string, projectId: string, lock = false) {
  const query = executor
    .select({ blurScreenshots: projects.blurScreenshots })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)));
  const [row] = await (lock ? query.for('share') : query);
  return row?.blurScreenshots ?? false;
}

/** Sharp screenshots of projects that blur screenshots (the blur was switched on after they were stored). */
export function screenshotsToBlur(executor: Executor, limit: number) {
  return executor
    .select({ orgId: screenshots.orgId, id: screenshots.id })
    .from(screenshots)
    .innerJoin(projects, and(eq(projects.orgId, screenshots.orgId), eq(projects.id, screenshots.projectId)))
    .where(and(eq(projects.blurScreenshots, true), eq(screenshots.isBlurred, false)))
    .orderBy(screenshots.createdAt, screenshots.id)
    .limit(limit);
}

export async function findOwnSlot(executor: Executor, orgId: string, memberId: string, clientId: string) {
  const [row] = await executor
    .select({ id: activitySlots.id })
    .from(activitySlots)
    .where(
      and(eq(activitySlots.orgId, orgId), eq(activitySlots.memberId, memberId), eq(activitySlots.clientId, clientId)),
    );
  return row ?? null;
}

/** The member's slot covering `capturedAt`, under the activity lock: a slot stored meanwhile links it itself. */
export async function lockedSlotCovering(tx: Tx, orgId: string, memberId: string, capturedAt: Date) {
  await lockMemberActivity(tx, orgId, memberId);
  const [row] = await tx
    .select({ id: activitySlots.id })
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.orgId, orgId),
        eq(activitySlots.memberId, memberId),
        lte(activitySlots.startTime, capturedAt),
        gt(activitySlots.endTime, capturedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

// ── Capture requests ──────────────────────────────────────────────────────────────────────────

/**
 * Serializes the capture requests for one member until the transaction ends (a transaction-scoped
 * advisory lock), so counting the pending ones and adding one cannot interleave with another.
 */
export async function lockCaptureRequestsOf(tx: Executor, orgId: string, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`capture:${orgId}:${memberId}`}, 0))`);
}

export async function insertCaptureRequest(executor: Executor, row: CaptureRequestRow) {
  await executor.insert(captureRequests).values(row);
  // Delivered to every instance's listeners when the transaction commits, not before.
  await executor.execute(
    sql`select pg_notify(${COMMANDS_CHANNEL}, ${JSON.stringify({ orgId: row.orgId, memberId: row.memberId, id: row.id })})`,
  );
}

export function pendingCaptureRequests(executor: Executor, orgId: string, memberId: string, now: Date) {
  return executor
    .select()
    .from(captureRequests)
    .where(
      and(
        eq(captureRequests.orgId, orgId),
        eq(captureRequests.memberId, memberId),
        isNull(captureRequests.answeredAt),
        gt(captureRequests.expiresAt, now),
      ),
    )
    .orderBy(captureRequests.requestedAt);
}

export async function findCaptureRequest(executor: Executor, orgId: string, memberId: string, id: string) {
  const [row] = await executor
    .select()
    .from(captureRequests)
    .where(and(eq(captureRequests.orgId, orgId), eq(captureRequests.memberId, memberId), eq(captureRequests.id, id)));
  return row ?? null;
}

/**
 * Lets a just-inserted screenshot answer the member's capture request, once: the request is claimed
 * in one conditional UPDATE (not answered yet, and the screenshot captured from the request until it
 * expires), so of two uploads naming it at the same time only one sees a row come back — the other
 * waits on the row lock and then finds it answered. Only the claimant is marked `requestedLive`.
 * True when this screenshot answered the request.
 */
export async function answerCaptureRequest(
  tx: Executor,
  screenshot: { orgId: string; memberId: string; id: string; capturedAt: Date; captureRequestId: string },
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(captureRequests)
    .set({ answeredAt: now, screenshotId: screenshot.id })
    .where(
      and(
        eq(captureRequests.orgId, screenshot.orgId),
        eq(captureRequests.memberId, screenshot.memberId),
        eq(captureRequests.id, screenshot.captureRequestId),
        isNull(captureRequests.answeredAt),
        lte(captureRequests.requestedAt, screenshot.capturedAt),
        gt(captureRequests.expiresAt, screenshot.capturedAt),
      ),
    )
    .returning({ id: captureRequests.id });
  if (claimed.length === 0) return false;
  await tx
    .update(screenshots)
    .set({ requestedLive: true, captureRequestId: screenshot.captureRequestId })
    .where(and(eq(screenshots.orgId, screenshot.orgId), eq(screenshots.id, screenshot.id)));
  return true;
}

// ── Storage journal ───────────────────────────────────────────────────────────────────────────

export async function journalKeys(
  executor: Executor,
  orgId: string,
  keys: string[],
  state: 'PENDING' | 'DELETE',
  now: Date,
) {
  if (keys.length === 0) return;
  await executor
    .insert(storageJournal)
    .values(keys.map((key) => ({ key, orgId, state, createdAt: now })))
    .onConflictDoUpdate({ target: storageJournal.key, set: { state, createdAt: now } });
}

/** The upload or blur committed the row that references these keys: they are no longer at risk. */
export async function clearJournal(executor: Executor, keys: string[]) {
  if (keys.length === 0) return;
  await executor.delete(storageJournal).where(inArray(storageJournal.key, keys));
}

/** Keys whose files are to be removed: every DELETE, and PENDING ones older than `pendingBefore`. */
export function keysToSweep(executor: Executor, pendingBefore: Date, limit: number) {
  return executor
    .select({ key: storageJournal.key })
    .from(storageJournal)
    .where(
      or(
        eq(storageJournal.state, 'DELETE'),
        and(eq(storageJournal.state, 'PENDING'), lte(storageJournal.createdAt, pendingBefore)),
      ),
    )
    .orderBy(storageJournal.createdAt)
    .limit(limit);
}

// ── Portal ────────────────────────────────────────────────────────────────────────────────────

/**
 * Screenshots of a project taken during its APPROVED time entries since `from`, newest first;
 * when the project blurs screenshots, only blurred ones.
 */
export function approvedScreenshotsOf(executor: Executor, orgId: string, projectId: string, from: Date, limit: number) {
  return executor
    .select({
      id: screenshots.id,
      capturedAt: screenshots.capturedAt,
      isBlurred: screenshots.isBlurred,
      memberName: users.fullName,
    })
    .from(screenshots)
    .innerJoin(
      timeEntries,
      and(
        eq(timeEntries.orgId, screenshots.orgId),
        eq(timeEntries.memberId, screenshots.memberId),
        eq(timeEntries.projectId, screenshots.projectId),
        eq(timeEntries.status, 'APPROVED'),
        lte(timeEntries.startTime, screenshots.capturedAt),
        gte(timeEntries.endTime, screenshots.capturedAt),
      ),
    )
    .innerJoin(members, and(eq(members.orgId, screenshots.orgId), eq(members.id, screenshots.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(projects, and(eq(projects.orgId, screenshots.orgId), eq(projects.id, screenshots.projectId)))
    .where(
      and(
        eq(screenshots.orgId, orgId),
        eq(screenshots.projectId, projectId),
        gte(screenshots.capturedAt, from),
        // A sharp screenshot waiting for the background blur is not shown until it is blurred.
        or(eq(screenshots.isBlurred, true), eq(projects.blurScreenshots, false)),
      ),
    )
    .orderBy(desc(screenshots.capturedAt), desc(screenshots.id))
    .limit(limit);
}
