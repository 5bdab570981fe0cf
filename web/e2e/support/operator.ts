// The operator's side of an installation, as docs/plans.md describes it: the server stopped, a
// command run on its data folder, the server started again.
import { runNpmScript } from '../../../test/support/process.js';
import { startServer, type RunningServer } from './server.js';

/** The first build of dist/ may fall to the command (scripts/start.mjs compiles what changed). */
const COMMAND_MS = 180_000;

/**
 * Stops `server` keeping its data folder, runs `npm run plan -- <args>` there with DATA_DIR (the
 * command takes the folder's lock, so not while the server runs), and starts the server again on
 * the same folder and port, so a browser left open finds it where it was. Answers the new server
 * and what the command printed. The new server removes the folder when stopped.
 */
export async function runPlanWhileStopped(server: RunningServer, args: string[]) {
  await server.stop({ keepDataDir: true });
  const command = await runNpmScript('plan', args, { DATA_DIR: server.dataDir }, COMMAND_MS);
  if (command.code !== 0) throw new Error(`npm run plan exited with ${command.code}:\n${command.output}`);
  const restarted = await startServer({}, undefined, {
    dataDir: server.dataDir,
    port: Number(new URL(server.apiOrigin).port),
  });
  return { restarted, printed: command.output };
}
