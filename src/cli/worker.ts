import { closeRuntime, loadConfigOrExit, onShutdownSignal, openRuntime } from '../runtime.js';

/** Background work alone (the outbox), so API instances and workers can scale separately. */
const runtime = await openRuntime(await loadConfigOrExit(), 'worker');
onShutdownSignal(runtime.logger, () => closeRuntime(runtime));
runtime.startBackgroundWork();
runtime.logger.info({ database: runtime.database.kind }, 'Punchclock worker started');
