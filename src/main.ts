import { buildApp } from './app.js';
import { closeRuntime, loadConfigOrExit, onShutdownSignal, openRuntime } from './runtime.js';

const config = await loadConfigOrExit();
const runtime = await openRuntime(config);
const app = await buildApp({ config, database: runtime.database, redis: runtime.redis, loggerInstance: runtime.logger });

onShutdownSignal(runtime.logger, async () => {
  // Stop accepting and let in-flight requests finish, then the outbox batch, then the database.
  await app.close();
  await closeRuntime(runtime);
});

await app.listen({ host: config.server.host, port: config.server.port });
runtime.startBackgroundWork();
runtime.logger.info({ url: `${config.server.publicUrl}/api/v1`, database: runtime.database.kind }, 'Punchclock is listening');
