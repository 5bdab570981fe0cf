import path from 'node:path';
import type { ProductModule } from '../../platform/module.js';
import { openStorage } from '../../platform/storage/index.js';
import { createExportWorker } from './export-worker.js';
import { exportsRoutes } from './exports.routes.js';
import { createExportsService } from './exports.service.js';

/**
 * Downloads of an organization's data (docs/exporting.md): the whole organization for its Owner,
 * a member's own data for them. Archives are built by this process's background worker into
 * DATA_DIR/exports and kept a week.
 */
export function exportsModule(): ProductModule {
  return async (app, deps) => {
    const storage = openStorage(deps.config.screenshots.storage);
    const exportDeps = {
      db: deps.database.db,
      storage,
      clock: deps.clock,
      folder: path.join(deps.config.dataDir, 'exports'),
    };
    const worker = createExportWorker(exportDeps, app.log);
    worker.start();
    app.addHook('onClose', async () => {
      await worker.stop();
      await storage.close();
    });
    await exportsRoutes(app, createExportsService(exportDeps, worker));
  };
}
