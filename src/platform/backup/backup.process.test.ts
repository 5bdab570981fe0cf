import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { openEmptyDatabase, type EmptyDatabase } from '../../../test/support/empty-database.js';
import { createProject } from '../../../test/support/projects.js';
import { multipartBody, screenImage, uploadScreenshot } from '../../../test/support/screenshots.js';
import { logTime, review } from '../../../test/support/time.js';
import type { Database, Executor } from '../db/index.js';
import { rowsOf } from '../db/rows.js';
import { createBackup } from './backup.js';
import { BackupError, MANIFEST_PATH, type Manifest } from './manifest.js';
import { restoreBackup, verifyArchive } from './restore.js';
import { lockDataDir } from '../data-dir-lock.js';
import { openPglite } from '../db/index.js';
import { migratedDataDirCopy } from '../../../test/support/migrated-data-dir.js';
import { runCompiled } from '../../../test/support/process.js';
import { quote, tablesInLoadOrder } from './tables.js';
import { readTarGz, writeTarGz } from './tar.js';

/** Every row of every table, in key order, as the database prints it; and the migrations it holds. */
async function databaseContents(db: Executor): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(db)) {
    const order =
      table.primaryKey.length > 0 ? table.primaryKey.map((column) => `t.${quote(column)}`).join(', ') : 't::text';
    contents[table.name] = rowsOf<{ line: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as line from ${quote(table.name)} t order by ${order}`)),
    ).map((row) => row.line);
  }
  contents['drizzle.__drizzle_migrations'] = rowsOf<{ line: string }>(
    await db.execute(sql`select row_to_json(m)::text as line from drizzle.__drizzle_migrations m order by id`),
  ).map((row) => row.line);
  return contents;
}

/** Every file under `root`, by relative path, with its bytes. */
async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), await readFile(file));
  }
  return files;
}

/** An organization with people, a project, approved and pending time, a screenshot and a logo. */
async function seedOrganization(t: TestApp): Promise<{ owner: Actor; logo: Buffer }> {
  const owner = await registerOwner(t, { organizationName: 'Backup Test Agency' });
  const person = await addMember(t, owner, 'MEMBER', { costRate: 40, billableRate: 95.5 });
  const project = await createProject(t, owner, { assignedUserIds: [person.userId] });
  const approved = await logTime(t, person, '2026-11-16T08:00:00Z', '2026-11-16T12:30:00Z', { projectId: project.id });
  await logTime(t, person, '2026-11-17T09:15:00Z', '2026-11-17T17:00:00Z', {
    projectId: project.id,
    notes: 'Ünïcode, "quotes", \\ and a\nnewline',
  });
  expect((await review(t, owner, [approved.id], 'APPROVED')).statusCode).toBe(200);
  const shot = await uploadScreenshot(t, person, { projectId: project.id, capturedAt: '2026-11-16T10:05:00Z' });
  expect(shot.statusCode, shot.body).toBe(201);
  const logo = await screenImage(300, 120);
  const { payload, contentType } = multipartBody({}, [{ name: 'logo', body: logo, filename: 'logo.png' }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/current/billing-profile/logo',
    headers: { ...owner.headers, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return { owner, logo };
}

const rootOf = (dataDir: string) => path.join(dataDir, 'screenshots');

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
