import { buildApp } from '../app.js';
import { openDatabase } from '../platform/db/index.js';
import { claimDataDirOrExit, exitWithMessage, loadConfigOrExit } from '../runtime.js';
import { DemoConflictError, seedDemo } from './demo-seed.js';

/** `npm run seed:demo`: a demo organization to look around in, on the configured database. */
const config = await loadConfigOrExit();
if (config.env === 'production') {
  exitWithMessage('seed:demo refuses to run with NODE_ENV=production: the demo accounts have a published password.');
}
const lock = await claimDataDirOrExit(config, 'demo seed');
const print = (line: string) => process.stdout.write(`${line}\n`);
print(`Opening the database (${config.database.url ? 'DATABASE_URL' : `embedded, in ${config.dataDir}`})`);
const database = await openDatabase(config);
// Every request comes from this process: the per-IP budget meant for clients does not apply.
const app = await buildApp({
  config: { ...config, http: { ...config.http, rateLimit: { ...config.http.rateLimit, max: 1_000_000 } } },
  database,
  loggerInstance: false,
  namespace: 'punchclock-seed-demo',
});
let failed = false;
try {
  await database.migrate();
  const started = Date.now();
  const result = await seedDemo(app, database, print);
  print('');
  if (result.created) {
    print(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.members} people, ${result.clients} clients, ` +
        `${result.projects} projects with ${result.tasks} tasks, ${result.entries} time entries, ` +
        `${result.activitySlots} activity slots, ${result.screenshots} screenshots, ${result.invoices} invoices.`,
    );
  } else {
    print('The demo organization already exists; nothing was changed.');
  }
  print(`Sign in: email ${result.signIn.email}, password ${result.signIn.password}`);
  print(`  curl -s -X POST ${config.server.publicUrl}/api/v1/auth/login -H 'content-type: application/json' \\`);
  print(`    -d '{"email":"${result.signIn.email}","password":"${result.signIn.password}"}'`);
  print(`Then send the token as "Authorization: Bearer …" and "x-organization-id: ${result.organizationId}".`);
} catch (error) {
  failed = true;
  process.stderr.write(
    `${error instanceof DemoConflictError ? error.message : `The demo could not be created: ${(error as Error).message}`}\n`,
  );
} finally {
  await app.close();
  await database.close();
  lock?.release();
}
process.exit(failed ? 1 : 0);
