import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseContents, filesUnder, rootOf, seedOrganization } from '../../../test/support/backup-contents.js';
import type { Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { openEmptyDatabase, type EmptyDatabase } from '../../../test/support/empty-database.js';
import { openPglite, type Database } from '../db/index.js';
import { rowsOf } from '../db/rows.js';
import { createBackup } from './backup.js';
import { BackupError, MANIFEST_PATH, type Manifest } from './manifest.js';
import { restoreBackup, verifyArchive } from './restore.js';
import { readTarGz, writeTarGz } from './tar.js';

describe('backup and restore, through the real app', () => {
  let source: TestApp;
  let owner: Actor;
  let work: string;
  let archive: string;
  let manifest: Manifest;
  const targets: EmptyDatabase[] = [];
  const target = async (dataDir: string) => {
    const empty = await openEmptyDatabase(process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'));
    targets.push(empty);
    return empty.database;
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'punchclock-backup-test-'));
    source = await buildTestApp();
    ({ owner } = await seedOrganization(source));
    // As if the JWT secret had been generated into DATA_DIR (the test app gets it from the env).
    await writeFile(path.join(source.config.dataDir, 'jwt-secret'), 'generated-secret-of-this-installation\n');
    archive = path.join(work, 'backup.tar.gz');
    manifest = await createBackup({
      database: source.database,
      storage: { kind: 'fs', root: rootOf(source.config.dataDir) },
      dataDir: source.config.dataDir,
      file: archive,
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(targets.map((empty) => empty.destroy()));
    await source?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('writes a manifest naming the migrations, every table with its rows, and every file', async () => {
    const rows = Object.fromEntries(manifest.database.tables.map((table) => [table.name, table.rows]));
    expect(rows).toMatchObject({ organizations: 1, members: 2, time_entries: 2, screenshots: 1, billing_profiles: 1 });
    expect(rows.time_rollup_days).toBeGreaterThan(0);
    expect(manifest.database.migrations.length).toBeGreaterThan(20);
    expect(manifest.files.included).toBe(true);
    // The screenshot, its thumbnail and the logo.
    expect(manifest.files.count).toBe((await filesUnder(rootOf(source.config.dataDir))).size);
    expect(manifest.files.count).toBeGreaterThanOrEqual(3);
    expect(manifest.secrets.map((secret) => secret.name)).toEqual(['jwt-secret']);
    expect(await verifyArchive(archive)).toEqual(manifest);
  });

  it(
    'restores into an empty database and DATA_DIR: every table, row and file the same',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(work, 'restored');
      const database = await target(dataDir);
      const said: string[] = [];
      await restoreBackup({
        file: archive,
        database,
        storage: { kind: 'fs', root: rootOf(dataDir) },
        dataDir,
        say: (line) => said.push(line),
      });
      expect(said).toContain(`database up to date (${manifest.database.migrations.length} migrations)`);

      expect(await databaseContents(database.db)).toEqual(await databaseContents(source.database.db));
      const restoredFiles = await filesUnder(rootOf(dataDir));
      expect(restoredFiles).toEqual(await filesUnder(rootOf(source.config.dataDir)));
      expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('generated-secret-of-this-installation\n');
      expect((await readdir(dataDir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);

      // The restored installation serves the organization: the owner's session, the stored logo.
      const restored = await buildTestApp({ database, env: { DATA_DIR: dataDir } });
      try {
        const logo = await restored.app.inject({
          method: 'GET',
          url: '/api/v1/organizations/current/billing-profile/logo',
          headers: owner.headers,
        });
        expect(logo.statusCode, logo.body).toBe(200);
        expect(logo.rawPayload.length).toBeGreaterThan(0);
      } finally {
        await restored.close();
      }

      // A second restore into the same, now full, target is refused and changes nothing.
      await expect(
        restoreBackup({ file: archive, database, storage: { kind: 'fs', root: rootOf(dataDir) }, dataDir }),
      ).rejects.toThrow(/target database is not empty/);
    },
  );

  it(
    'refuses a damaged archive, and one taken by a newer version, before touching the target',
    { timeout: 120_000 },
    async () => {
      const damaged = path.join(work, 'damaged.tar.gz');
      await copyFile(archive, damaged);
      const bytes = await readFile(damaged);
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      await writeFile(damaged, bytes);
      await expect(verifyArchive(damaged)).rejects.toBeInstanceOf(BackupError);

      // The same parts under a manifest listing one migration this code does not have.
      const newer = path.join(work, 'newer.tar.gz');
      const writer = writeTarGz(newer);
      await readTarGz(archive, async (name, size, content) => {
        if (name === MANIFEST_PATH) return;
        const pieces: Buffer[] = [];
        for await (const piece of content) pieces.push(piece);
        await writer.add(name, size, pieces);
      });
      const future = {
        ...manifest,
        database: { ...manifest.database, migrations: [...manifest.database.migrations, '9999_future'] },
      };
      const text = Buffer.from(JSON.stringify(future));
      await writer.add(MANIFEST_PATH, text.length, [text]);
      await writer.finish();

      const dataDir = path.join(work, 'refused');
      const database: Database = await target(dataDir);
      await expect(
        restoreBackup({ file: newer, database, storage: { kind: 'fs', root: rootOf(dataDir) }, dataDir }),
      ).rejects.toThrow(/does not have: restore it with that version or a newer one/);
      const [tables] = rowsOf<{ count: string }>(
        await database.db.execute(sql`select count(*) as count from pg_tables where schemaname = 'public'`),
      );
      expect(Number(tables!.count)).toBe(0);
    },
  );
});

/** The archive is data, not a data directory: the embedded database's backup loads into a server. */
describe.runIf(process.env.DATABASE_URL)('a backup of the embedded database, restored into PostgreSQL', () => {
  it('holds the same rows and files there', { timeout: 120_000 }, async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'punchclock-backup-cross-'));
    const embedded = await openPglite(undefined);
    const server = await openEmptyDatabase();
    try {
      await embedded.migrate();
      const t = await buildTestApp({ database: embedded, env: { DATA_DIR: path.join(work, 'from') } });
      await seedOrganization(t);
      await t.close();
      const archive = path.join(work, 'embedded.tar.gz');
      await createBackup({
        database: embedded,
        storage: { kind: 'fs', root: rootOf(path.join(work, 'from')) },
        dataDir: path.join(work, 'from'),
        file: archive,
      });
      const to = path.join(work, 'to');
      await restoreBackup({
        file: archive,
        database: server.database,
        storage: { kind: 'fs', root: rootOf(to) },
        dataDir: to,
      });
      expect(await databaseContents(server.database.db)).toEqual(await databaseContents(embedded.db));
      expect(await filesUnder(rootOf(to))).toEqual(await filesUnder(rootOf(path.join(work, 'from'))));
    } finally {
      await embedded.close();
      await server.destroy();
      await rm(work, { recursive: true, force: true });
    }
  });
});
