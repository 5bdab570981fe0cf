import type { ProductModule } from '../../platform/module.js';
import { openStorage } from '../../platform/storage/index.js';
import type { InvoicedEntries } from '../time/index.js';
import { createImportWorker } from './import-worker.js';
import { importsRoutes } from './imports.routes.js';
import { createImportsService } from './imports.service.js';

/**
 * Imports of time history from other tools (docs/importing.md). Uploaded files live in the
 * screenshots' storage under imports/ until their import ends; jobs run in this process's
 * background worker, which also takes over jobs another process left.
 */
export function importsModule(invoiced: InvoicedEntries): ProductModule {
  return async (app, deps) => {
    const storage = openStorage(deps.config.screenshots.storage);
    const worker = createImportWorker({ db: deps.database.db, storage, clock: deps.clock, invoiced }, app.log);
    worker.start();
    app.addHook('onClose', async () => {
      await worker.stop();
      await storage.close();
    });
    await importsRoutes(
      app,
      createImportsService({ db: deps.database.db, storage, clock: deps.clock, invoiced }, worker),
    );
  };
}
