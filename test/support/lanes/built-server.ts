import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The process lane spawns the compiled server and CLIs (`dist/`, as `npm start` runs them), not
 * TypeScript through tsx: compile what changed, once per run.
 */
export default function setup() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-changed.mjs'), '--server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Compiling the server failed; see above.');
}
