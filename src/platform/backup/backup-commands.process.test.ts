import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseContents, filesUnder, rootOf, seedOrganization } from '../../../test/support/backup-contents.js';
import { buildTestApp } from '../../../test/support/app.js';
import { migratedDataDirCopy } from '../../../test/support/migrated-data-dir.js';
import { runCompiled } from '../../../test/support/process.js';
import { lockDataDir } from '../data-dir-lock.js';
import { openPglite } from '../db/index.js';

/** The commands an operator types, as their own processes on embedded databases. */
describe.skipIf(process.env.DATABASE_URL)('npm run backup and npm run restore, as processes', () => {
  const RUN_MS = 120_000;
  let work: string;
  let from: string;
  afterAll(() =>
    Promise.all([work, from].filter(Boolean).map((folder) => rm(folder, { recursive: true, force: true }))),
  );

  it(
    'backs up a stopped DATA_DIR, verifies the archive and restores it elsewhere',
    { timeout: 6 * RUN_MS },
    async () => {
      work = await mkdtemp(path.join(tmpdir(), 'punchclock-backup-cli-'));
      from = await migratedDataDirCopy('punchclock-backup-from-');
      const to = path.join(work, 'to');
      const archive = path.join(work, 'nightly.tar.gz');
      const run = async (script: string, args: string[], dataDir: string) => {
        const child = runCompiled(script, args, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
        return { code: await child.exited, output: child.output() };
      };

      const seeded = await openPglite(path.join(from, 'pglite'));
      const t = await buildTestApp({ database: seeded, env: { DATA_DIR: from } });
      await seedOrganization(t);
      await t.close();
      await seeded.close();

      // A running server holds DATA_DIR: the backup says to stop it.
      const held = await lockDataDir(from, 'server');
      const refused = await run('src/cli/backup.ts', [archive], from);
      held.release();
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('can only be backed up while Punchclock is stopped');

      const backup = await run('src/cli/backup.ts', [archive], from);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`backup written: ${archive}`);

      const verified = await run('src/cli/restore.ts', ['--verify', archive], to);
      expect(verified.code, verified.output).toBe(0);
      expect(verified.output).toContain('complete, every checksum matches');

      const restored = await run('src/cli/restore.ts', [archive], to);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain(`restored ${archive}`);

      const again = await run('src/cli/restore.ts', [archive], to);
      expect(again.code).toBe(1);
      expect(again.output).toContain('Restore refused: the target database is not empty');

      const [original, copy] = [await openPglite(path.join(from, 'pglite')), await openPglite(path.join(to, 'pglite'))];
      try {
        expect(await databaseContents(copy.db)).toEqual(await databaseContents(original.db));
      } finally {
        await Promise.all([original.close(), copy.close()]);
      }
      expect(await filesUnder(rootOf(to))).toEqual(await filesUnder(rootOf(from)));
      expect(await readFile(path.join(to, 'jwt-secret'), 'utf8')).toBe(
        await readFile(path.join(from, 'jwt-secret'), 'utf8'),
      );
    },
  );
});
