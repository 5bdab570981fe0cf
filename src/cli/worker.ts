import { closeRuntime, loadConfigOrExit, onShutdownSignal, openRuntime } from '../runtime.js';

/** Background work alone (the outbox), so API instances and workers can scale separately. */
const runtime = await openRuntime(await loadConfigOrExit(), 'worker');
// Background work runs on unref'd timers (an API server or a test must not wait for them to stop)
// and the PGlite thread is unref'd between queries; a server is kept alive by its listening socket,
// the worker by this, until a signal stops it. Without it the worker exited by itself once its
// first batch was done, and a SIGTERM landing in that exit killed it (exit code null, not 0).
const keepAlive = setInterval(() => undefined, 2 ** 31 - 1);
onShutdownSignal(runtime.logger, async () => {
  await closeRuntime(runtime);
  clearInterval(keepAlive);
});
runtime.startBackgroundWork();
runtime.logger.info({ database: runtime.database.kind }, 'Punchclock worker started');
