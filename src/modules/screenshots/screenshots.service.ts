import { z } from 'zod';
import type { Config } from '../../config/index.js';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { API_PREFIX } from '../../platform/http/openapi.js';
import { isBareDay, rangeBound } from '../../platform/http/dates.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { scopedMemberId } from '../members/index.js';

import { requireLoggableProject } from '../projects/index.js';
import type { FileStore } from './file-store.js';
import { uploadAborted, type ImagePlace, type ImageProcessor } from './image.js';
import { outranksCaller, screensOfHigherRole } from './screen-access.js';
import {
  answerCaptureRequest,
  blurSettingOf,
  deleteScreenshotRow,
  findByClientId,
  findCaptureRequest,
  findListedScreenshot,
  findOwnSlot,
  findScreenshot,
  insertScreenshot,
  lockedSlotCovering,
  journalKeys,
  lockScreenshot,
  pageScreenshots,
  replaceFiles,
  runningTimerProject,
  screenshotsToBlur,
  type ScreenshotRow,
} from './screenshots.repository.js';
import type { UploadFields } from './screenshots.schemas.js';
import { screenshotView } from './screenshots.view.js';
import { createUrlSigner, type ScreenshotFile } from './signed-url.js';
import { recordWebhookEvent } from '../webhook-outbox/index.js';

/** A capture time further ahead of the server's clock than this is a tracker with a wrong clock. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Screenshots the background blur takes per query. */
const BLUR_BATCH = 20;

const cursorShape = z.tuple([z.iso.datetime(), z.uuid()]);

const screenshotNotFound = (id: string) => errors.notFound('Screenshot', id);

interface ScreenshotServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'server' | 'screenshots'>;
  files: FileStore;
  images: ImageProcessor;
}

/** Signed, short-lived URLs to a screenshot's files, valid `ttlSeconds` from now. */
export function createUrls(config: ScreenshotServiceDeps['config'], clock: Clock) {
  const signer = createUrlSigner(config.jwtSecret);
  return {
    signer,
    issue(orgId: string, ttlSeconds = config.screenshots.urlTtlSeconds) {
      const expires = Math.floor(clock.now().getTime() / 1000) + ttlSeconds;
      const urlOf = (screenshotId: string, file: ScreenshotFile) =>
        `${config.server.publicUrl}${API_PREFIX}/screenshots/files/${signer.sign({ orgId, screenshotId, file, expires })}`;
      return { urlOf, expiresAt: new Date(expires * 1000) };
    },
  };
}

export function createScreenshotService({ db, clock, config, files, images }: ScreenshotServiceDeps) {
  const urls = createUrls(config, clock);

  async function viewOf(orgId: string, id: string) {
    const row = await findListedScreenshot(db, orgId, id);
    if (!row) throw screenshotNotFound(id);
    const { urlOf, expiresAt } = urls.issue(orgId);
    return screenshotView(row, urlOf, expiresAt);
  }

  /** The project an upload is filed under: named, or the running timer's; one the member may log to. */
  async function projectFor(ctx: TenantContext, named: string | undefined) {
    const projectId = named ?? (await runningTimerProject(db, ctx.orgId, ctx.memberId));
    if (!projectId)
      throw errors.validation(
        'The screenshot has no project',
        [{ field: 'body.projectId', message: 'is required when no timer is running' }],
        'Send projectId, or start a timer on a project before capturing.',
      );
    const project = await requireLoggableProject(db, ctx, projectId, { archivedHint: 'Capture on an active project.' });
    return project.id;
  }

  /**
   * Own screenshots always; others' with `screenshots.read.all` unless their role outranks the
   * caller's (screen-access.ts); another organization's never exist. What is not visible is 404.
   */
  async function visible(ctx: TenantContext, id: string): Promise<ScreenshotRow> {
    const row = await findScreenshot(db, ctx.orgId, id);
    if (!row || (row.memberId !== ctx.memberId && !ctx.permissions.has('screenshots.read.all')))
      throw screenshotNotFound(id);
    if (await outranksCaller(db, ctx, row.memberId)) throw screenshotNotFound(id);
    return row;
  }

  async function bytesOf(row: ScreenshotRow, file: ScreenshotFile) {
    // Blur means blurred: once a project blurs, its screenshots still sharp are not served until
    // the background blur has replaced them.
    if (!row.isBlurred && (await blurSettingOf(db, row.orgId, row.projectId)))
      throw new AppError(
        'SCREENSHOT_BLUR_PENDING',
        'The screenshot is being blurred, because its project now blurs screenshots',
        'Fetch it again in a minute; it is then served blurred.',
        undefined,
        { 'retry-after': '30' },
      );
    const body = await files.storage.get(file === 'image' ? row.imageKey : row.thumbnailKey);
    // The row is committed only after its files are written, and files go only after the row: a
    // miss here is a delete committing right now.
    if (!body) throw screenshotNotFound(row.id);
    return { contentType: row.contentType, body };
  }

  /**
   * Replaces a stored screenshot's image and thumbnail with blurred ones, for good. A screenshot
   * deleted meanwhile is 404; one blurred meanwhile is left as it is.
   */
  async function blurStored(orgId: string, id: string) {
    const row = await findScreenshot(db, orgId, id);
    if (!row) throw screenshotNotFound(id);
    if (row.isBlurred) return;
    const original = await files.storage.get(row.imageKey);
    if (!original) throw screenshotNotFound(id);
    const blurred = await images.process(original, true);
    const { imageKey, thumbnailKey, keys: fresh } = await files.writeImages(orgId, id, blurred);
    const now = clock.now();
    const released = await db.transaction(async (tx) => {
      const current = await lockScreenshot(tx, orgId, id);
      if (!current || current.isBlurred) {
        // Deleted or blurred meanwhile: ours are the spare files.
        await journalKeys(tx, orgId, fresh, 'DELETE', now);
        return { keys: fresh, gone: !current };
      }
      await replaceFiles(tx, orgId, id, {
        imageKey,
        thumbnailKey,
        sizeBytes: blurred.image.length,
        contentType: blurred.contentType,
      });
      await files.clearJournal(tx, fresh);
      await journalKeys(tx, orgId, [current.imageKey, current.thumbnailKey], 'DELETE', now);
      return { keys: [current.imageKey, current.thumbnailKey], gone: false };
    });
    await files.removeNow(released.keys).catch(() => undefined);
    if (released.gone) throw screenshotNotFound(id);
  }

  return {
    urls,

    /** A place in the image queue for one upload, taken before its body is read (503 when none is left). */
    admit: () => images.admit(),

    /**
     * Stores an upload (201), or answers the screenshot stored before under the same clientId
     * (200). `place` is the upload's place in the image queue; `signal` aborts when its client is
     * gone, and then nothing is stored.
     */
    async upload(
      ctx: TenantContext,
      fields: UploadFields,
      bytes: Buffer,
      { place, signal }: { place: ImagePlace; signal?: AbortSignal },
    ) {
      const stored = await findByClientId(db, ctx.orgId, ctx.memberId, fields.clientId);
      if (stored) return { replayed: true, screenshot: await viewOf(ctx.orgId, stored.id) };
      const now = clock.now();
      const capturedAt = new Date(fields.capturedAt);
      if (capturedAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS)
        throw errors.validation(
          'capturedAt is in the future',
          [{ field: 'body.capturedAt', message: 'must not be after the server time' }],
          "Check the tracker computer's clock.",
        );
      const projectId = await projectFor(ctx, fields.projectId);
      const slot = fields.slotClientId ? await findOwnSlot(db, ctx.orgId, ctx.memberId, fields.slotClientId) : null;
      if (fields.slotClientId && !slot) throw errors.notFound('Activity slot', fields.slotClientId);
      const request = fields.captureRequestId
        ? await findCaptureRequest(db, ctx.orgId, ctx.memberId, fields.captureRequestId)
        : null;
      if (fields.captureRequestId && !request) throw errors.notFound('Capture request', fields.captureRequestId);

      // A project that blurs screenshots never has the sharp image stored, not even for a moment.
      let processed = await place.process(bytes, await blurSettingOf(db, ctx.orgId, projectId), signal);
      const id = newId();
      for (;;) {
        if (signal?.aborted) throw uploadAborted();
        const { imageKey, thumbnailKey, keys } = await files.writeImages(ctx.orgId, id, processed);
        const outcome = await db.transaction(async (tx) => {
          // Read again under a share lock at commit: blur switched on while this upload was
          // processed is seen here, and the image is blurred before anything is committed.
          const blur = await blurSettingOf(tx, ctx.orgId, projectId, true);
          const refused = blur && !processed.isBlurred ? 'BLUR' : signal?.aborted ? 'ABORTED' : null;
          // Without a named slot, the stored slot that covers the capture time (a later one links it when stored).
          const covering = slot ?? (refused ? null : await lockedSlotCovering(tx, ctx.orgId, ctx.memberId, capturedAt));
          const fresh =
            !refused &&
            (await insertScreenshot(tx, {
              id,
              orgId: ctx.orgId,
              memberId: ctx.memberId,
              projectId,
              slotId: covering?.id ?? null,
              clientId: fields.clientId,
              capturedAt,
              imageKey,
              thumbnailKey,
              contentType: processed.contentType,
              width: processed.width,
              height: processed.height,
              sizeBytes: processed.image.length,
              isBlurred: processed.isBlurred,
              requestedLive: false, // until it answers the capture request, below
              captureRequestId: null,
              createdAt: now,
            }));
          if (!fresh) {
            await journalKeys(tx, ctx.orgId, keys, 'DELETE', now);
            return refused ?? 'DUPLICATE';
          }
          await files.clearJournal(tx, keys);
          if (request)
            await answerCaptureRequest(
              tx,
              { orgId: ctx.orgId, memberId: ctx.memberId, id, capturedAt, captureRequestId: request.id },
              now,
            );
          await recordWebhookEvent(tx, ctx.orgId, 'screenshot.captured', async () => {
            const row = await findListedScreenshot(tx, ctx.orgId, id);
            const { urlOf, expiresAt } = urls.issue(ctx.orgId);
            return row && screenshotView(row, urlOf, expiresAt);
          });
          return 'STORED';
        });
        if (outcome === 'STORED') return { replayed: false, screenshot: await viewOf(ctx.orgId, id) };
        // Our files are not referenced: removed now, or by the sweeper from the journal.
        await files.removeNow(keys).catch(() => undefined);
        if (outcome === 'ABORTED') throw uploadAborted();
        if (outcome === 'BLUR') {
          processed = await place.process(bytes, true, signal);
          continue;
        }
        // The same clientId was stored by a concurrent upload: answer that one.
        const winner = await findByClientId(db, ctx.orgId, ctx.memberId, fields.clientId);
        return { replayed: true, screenshot: await viewOf(ctx.orgId, winner!.id) };
      }
    },

    async list(
      ctx: TenantContext,
      query: { userId?: string; projectId?: string; from?: string; to?: string; limit: number; cursor?: string },
    ) {
      const memberId = await scopedMemberId(db, ctx, query.userId, 'screenshots.read.all', 'screenshots');
      if (memberId && (await outranksCaller(db, ctx, memberId))) throw screensOfHigherRole();
      const after = decodeCursor(query.cursor, cursorShape);
      // A bare date is a whole day of the organization's zone; the zone is read only then.
      const zone = isBareDay(query.from) || isBareDay(query.to) ? ctx.calendar.timeZone : undefined;
      const rows = await pageScreenshots(
        db,
        ctx.orgId,
        {
          viewer: ctx,
          memberId,
          projectId: query.projectId,
          from: rangeBound(query.from, false, zone),
          to: rangeBound(query.to, true, zone),
          after: after ? { capturedAt: new Date(after[0]), id: after[1] } : undefined,
        },
        query.limit,
      );
      const { urlOf, expiresAt } = urls.issue(ctx.orgId);
      return toPage(
        rows,
        query.limit,
        (row) => [row.screenshot.capturedAt.toISOString(), row.screenshot.id],
        (row) => screenshotView(row, urlOf, expiresAt),
      );
    },

    /** The image or thumbnail through the API, with the caller's own token. */
    async file(ctx: TenantContext, id: string, file: ScreenshotFile) {
      return bytesOf(await visible(ctx, id), file);
    },

    /** The file a signed URL names; 404 for a bad, expired or tampered token and for a deleted screenshot. */
    async signedFile(token: string) {
      const grant = urls.signer.verify(token, Math.floor(clock.now().getTime() / 1000));
      if (!grant) throw errors.notFound('Screenshot file');
      const row = await findScreenshot(db, grant.orgId, grant.screenshotId);
      if (!row) throw errors.notFound('Screenshot file');
      return bytesOf(row, grant.file);
    },

    /**
     * The member's own screenshot, or anyone's with screenshots.manage (a higher role's is 404).
     * The row and its files go together: the row and a DELETE journal entry commit as one, the files follow.
     */
    async remove(ctx: TenantContext, id: string) {
      const keys = await db.transaction(async (tx) => {
        const row = await lockScreenshot(tx, ctx.orgId, id);
        if (!row || (await outranksCaller(tx, ctx, row.memberId))) throw screenshotNotFound(id);
        if (row.memberId !== ctx.memberId && !ctx.permissions.has('screenshots.manage')) {
          // One the caller cannot see is 404, as everywhere; one they can see is theirs to look at, not to delete.
          if (!ctx.permissions.has('screenshots.read.all')) throw screenshotNotFound(id);
          throw errors.forbidden(
            'OWN_RECORDS_ONLY',
            "Only a manager can delete another member's screenshot",
            'Ask for the screenshots.manage permission.',
          );
        }
        await deleteScreenshotRow(tx, ctx.orgId, id);
        await journalKeys(tx, ctx.orgId, [row.imageKey, row.thumbnailKey], 'DELETE', clock.now());
        return [row.imageKey, row.thumbnailKey];
      });
      // Failures here leave the keys journaled: the sweeper removes the files later.
      await files.removeNow(keys).catch(() => undefined);
      return { id, deleted: true as const };
    },

    /** Blurring replaces the stored image and thumbnail for good; it cannot be undone. */
    async setBlur(ctx: TenantContext, id: string, isBlurred: boolean) {
      const row = await visible(ctx, id);
      if (row.memberId !== ctx.memberId && !ctx.permissions.has('screenshots.manage'))
        throw errors.forbidden(
          'OWN_RECORDS_ONLY',
          "Only a manager can blur another member's screenshot",
          'Ask for the screenshots.manage permission.',
        );
      if (!isBlurred) {
        if (row.isBlurred)
          throw errors.conflict(
            'BLUR_IRREVERSIBLE',
            'A blurred screenshot cannot be unblurred',
            'Blurring replaced the stored image; the original no longer exists. Send isBlurred: true, or nothing.',
          );
        return viewOf(ctx.orgId, id);
      }
      if (!row.isBlurred) await blurStored(row.orgId, id);
      return viewOf(ctx.orgId, id);
    },

    /**
     * Blurs the sharp screenshots of projects that blur screenshots (switched on after they were
     * stored), oldest first, through the same path as PATCH …/blur; returns how many it blurred.
     * Stops at the first failure (a full image queue, a storage error): the next pass goes on.
     */
    async blurPending(stopped: () => boolean = () => false): Promise<number> {
      let blurred = 0;
      for (;;) {
        const rows = await screenshotsToBlur(db, BLUR_BATCH);
        for (const row of rows) {
          if (stopped()) return blurred;
          await blurStored(row.orgId, row.id).catch((error: unknown) => {
            // Deleted meanwhile: nothing left to blur.
            if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
          });
          blurred += 1;
        }
        if (rows.length < BLUR_BATCH) return blurred;
      }
    },
  };
}

export type ScreenshotService = ReturnType<typeof createScreenshotService>;
