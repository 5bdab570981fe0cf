import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The server the tests start is the compiled one, serving the built app: build what changed, once. */
export default function setup() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-changed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the server or the web app failed; see above.');
}
