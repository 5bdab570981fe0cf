/**
 * The app on embedded PGlite with PGlite on the thread BENCH_PGLITE_THREAD names ('main' or
 * 'worker'), for bench/pglite-stall.ts: `npm start` always puts PGlite on its worker thread, so
 * the "before" needs this switch. The rest is src/main.ts without the background work and the
 * DATA_DIR lock (the bench owns the directory).
 */
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { openPglite } from '../../src/platform/db/index.js';

const thread = process.env.BENCH_PGLITE_THREAD === 'main' ? 'main' : 'worker';
const config = await loadConfig();
const database = await openPglite(path.join(config.dataDir, 'pglite'), undefined, { thread });
await database.migrate();
const app = await buildApp({ config, database, redis: null, loggerInstance: false });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ host: config.server.host, port: config.server.port });
