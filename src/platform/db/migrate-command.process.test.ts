import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addFutureMigration } from '../../../test/support/future-migration.js';
import { freePort, runEntry, runCompiled } from '../../../test/support/process.js';
import { openPglite } from './index.js';
import { codeMigrations } from './migrations.js';

const tags = codeMigrations().map((migration) => migration.tag);
const last = codeMigrations().at(-1)!;

describe.skipIf(process.env.DATABASE_URL)('npm run migrate and the server, on the embedded database', () => {
  const RUN_MS = 120_000;
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it(
    'lists each migration applied by name, then says the database is up to date',
    { timeout: 3 * RUN_MS },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-migrate-'));
      folders.push(dataDir);
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

      const first = runCompiled('src/cli/migrate.ts', [], env);
      expect(await first.exited, first.output()).toBe(0);
      // Only the command's own lines (a runtime may add warnings of its own to stderr).
      const lines = first
        .output()
        .split('\n')
        .filter((line) => /^(applying|database) /.test(line));
      expect(lines).toEqual([
        ...tags.map((tag) => `applying ${tag}`),
        `database migrated to ${last.tag} (${tags.length} applied, ${tags.length} migrations)`,
      ]);

      const again = runCompiled('src/cli/migrate.ts', [], env);
      expect(await again.exited, again.output()).toBe(0);
      expect(again.output()).toMatch(new RegExp(`^database up to date \\(${tags.length} migrations\\)$`, 'm'));
      expect(again.output()).not.toContain('applying');

      // A newer version's migration: both the command and the server refuse, exit 1, one line.
      const database = await openPglite(path.join(dataDir, 'pglite'));
      await addFutureMigration(database.db);
      await database.close();
      const refused = runCompiled('src/cli/migrate.ts', [], env);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('it was migrated by a newer Punchclock');
      expect(refused.output()).not.toContain('    at ');

      const server = runEntry('src/main.ts', { ...env, PORT: String(await freePort()), HOST: '127.0.0.1' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`The database holds ${tags.length + 1} migrations, 1 of them unknown`);

      // The operator commands that migrate first say the same, without a stack trace.
      for (const [entry, args] of [
        ['src/cli/plan.ts', ['show', '0195e9b4-6f6c-7a4e-9f1e-0123456789ab']],
        ['src/cli/seed-demo.ts', []],
      ] as const) {
        const command = runCompiled(entry, [...args], env);
        expect(await command.exited, command.output()).toBe(1);
        expect(command.output()).toContain('it was migrated by a newer Punchclock');
        expect(command.output()).not.toContain('    at ');
      }
    },
  );
});
