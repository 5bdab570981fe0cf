import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import {
  closeRuntime,
  ensurePortFree,
  exitWithMessage,
  listenFailure,
  loadConfigOrExit,
  onShutdownSignal,
  openRuntime,
  startedLine,
} from './runtime.js';

const config = await loadConfigOrExit();
await ensurePortFree(config.server.host, config.server.port);
const runtime = await openRuntime(config, 'server');
const app = await buildApp({
  config,
  database: runtime.database,
  redis: runtime.redis,
  loggerInstance: runtime.logger,
});

onShutdownSignal(runtime.logger, async () => {
  // Stop accepting and let in-flight requests finish, then the outbox batch, then the database.
  await app.close();
  await closeRuntime(runtime);
});

try {
  await app.listen({ host: config.server.host, port: config.server.port });
} catch (error) {
  // Taken after the probe: close the database cleanly (PGlite) before saying so.
  await app.close();
  await closeRuntime(runtime);
  exitWithMessage(listenFailure(error as NodeJS.ErrnoException, config.server.host, config.server.port));
}
runtime.startBackgroundWork();
runtime.logger.info(
  { url: `${config.server.publicUrl}/api/v1`, database: runtime.database.kind },
  startedLine(config.server.publicUrl, existsSync(path.join(config.web.distDir, 'index.html'))),
);
