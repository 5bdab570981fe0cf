import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createMigratedDataDir } from '../../../test/support/migrated-data-dir.js';
import { stopSharedServers } from './shared-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The server the tests start is the compiled one, serving the built app: build what changed, once;
 * and migrate one embedded database that every file's server starts from a copy of.
 */
export default async function setup(project: TestProject) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-changed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the server or the web app failed; see above.');
  const migrated = await createMigratedDataDir();
  project.provide('migratedDataDir', migrated);
  const sharedServers = await mkdtemp(path.join(tmpdir(), 'punchclock-e2e-shared-'));
  project.provide('sharedServersDir', sharedServers);
  return async () => {
    await stopSharedServers(sharedServers);
    await rm(migrated, { recursive: true, force: true });
  };
}
