import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/platform/db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory that each test database starts from. */
    pgliteSnapshotPath: string;
  }
}

/** Initialising PGlite takes seconds; loading a migrated snapshot takes a fraction of that. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'punchclock-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openPglite(undefined);
  await database.migrate();
  const snapshot = await database.snapshot();
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', file);
  return () => rm(folder, { recursive: true, force: true });
}
