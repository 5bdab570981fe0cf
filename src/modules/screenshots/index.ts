import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { startPeriodic, type Periodic } from '../../platform/jobs/periodic.js';
import { openStorage } from '../../platform/storage/index.js';
import type { TrackerCommandReader } from '../time/index.js';
import { startBackgroundBlur } from './background-blur.js';
import { createCaptureService, createCommandHub, pendingCommands } from './capture.service.js';
import { commandsRoutes } from './commands.routes.js';
import { createFileStore } from './file-store.js';
import { createImageProcessor } from './image.js';
import { screenshotsRoutes } from './screenshots.routes.js';
import { createScreenshotService } from './screenshots.service.js';

export { screenshots, captureRequests, storageJournal } from './screenshots.tables.js';
export { portalScreenshotReader } from './portal-screenshots.js';
export { projectBlurListener } from './background-blur.js';
export { screenshotSlotLinker } from './slot-link.js';
/** Read-only metadata for reports (the AI work day and daily summary); never files or URLs. */
export { screenshotMetadataIn, type ScreenshotMetadataRow } from './screenshots.repository.js';
export { activityPercent as screenshotActivityPercent } from './screenshots.view.js';

/** The time module's port: the heartbeat answers these. */
export const trackerCommandReader: TrackerCommandReader = { pendingCommands };

/** How often each instance sweeps the storage journal (files of deleted rows, uploads that died). */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** Screenshots as proof of work: upload, list, files, blur, delete, live capture and the command stream. */
export async function screenshotsModule(app: FastifyInstance, { config, database, clock, metrics }: ModuleDeps) {
  const storage = openStorage(config.screenshots.storage);
  const files = createFileStore(database.db, storage, clock);
  const images = createImageProcessor(config.screenshots);
  metrics.gauge(
    'punchclock_image_queue',
    'Screenshot uploads in the image queue: processing, waiting for a slot, holding a place',
    ['state'],
    async () => {
      const load = images.load();
      return [
        { labels: { state: 'processing' }, value: load.running },
        { labels: { state: 'waiting' }, value: load.waiting },
        { labels: { state: 'places_taken' }, value: load.places },
      ];
    },
  );
  const service = createScreenshotService({ db: database.db, clock, config, files, images });
  const hub = createCommandHub(database, clock);
  const capture = createCaptureService(database.db, clock);

  await screenshotsRoutes(app, service, config.screenshots.maxBytes);
  await commandsRoutes(app, { db: database.db, clock, hub, capture });

  let sweeps: Periodic | null = null;
  let backgroundBlur: Periodic | null = null;
  app.addHook('onReady', async () => {
    // Screenshots stored sharp before their project started blurring are blurred in the background.
    backgroundBlur = startBackgroundBlur(
      (stopped) => service.blurPending(stopped),
      (error) => app.log.warn({ err: error }, 'background screenshot blur failed; the next pass goes on'),
    );
    // What a process that died left behind is cleaned up at the next start, then periodically.
    const sweepFailed = (error: unknown) => app.log.warn({ err: error }, 'screenshot storage sweep failed');
    await files.sweep().catch(sweepFailed);
    sweeps = startPeriodic({ task: () => files.sweep(), everyMs: SWEEP_INTERVAL_MS, onError: sweepFailed });
  });
  // Streams never end by themselves: they are ended as soon as closing starts, so the server can drain.
  app.addHook('preClose', (done) => {
    void hub.close().catch(() => undefined);
    done();
  });
  app.addHook('onClose', async () => {
    // Both stop before the storage they write to closes.
    await Promise.all([sweeps?.stop(), backgroundBlur?.stop()]);
    await storage.close();
  });
}
