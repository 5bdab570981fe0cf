import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/migrations-folder.js';

/**
 * The migration that introduced clients, run for real: the schema before it, projects inserted in
 * that shape, then the migration on top of them.
 */
const MIGRATION = '_clients';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A copy of the migrations folder that stops before the one whose tag ends with `tag` (numbers change on merges). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(stop).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

const ORG_A = '00000000-0000-7000-8000-00000000000a';
const ORG_B = '00000000-0000-7000-8000-00000000000b';

describe('the migration that adds clients', () => {
  const client = new PGlite();
  const db = drizzle({ client });
  const before = migrationsBefore(MIGRATION);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('turns every distinct client name of an organization into one client, losing no project', async () => {
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into organizations (id, name) values ('${ORG_A}', 'A'), ('${ORG_B}', 'B');
      insert into projects (id, org_id, name, client_name, code, total_budget, screenshot_interval_mins, created_at) values
        ('00000000-0000-7000-8000-000000000001', '${ORG_A}', 'One', 'Globex', 'P1', 0, 10, '2026-01-01T00:00:00Z'),
        ('00000000-0000-7000-8000-000000000002', '${ORG_A}', 'Two', '  globex ', 'P2', 0, 10, '2026-01-02T00:00:00Z'),
        ('00000000-0000-7000-8000-000000000003', '${ORG_A}', 'Three', 'Initech', 'P3', 0, 10, '2026-01-03T00:00:00Z'),
        ('00000000-0000-7000-8000-000000000004', '${ORG_A}', 'Four', '   ', 'P4', 0, 10, '2026-01-04T00:00:00Z'),
        ('00000000-0000-7000-8000-000000000005', '${ORG_B}', 'Five', 'GLOBEX', 'P5', 0, 10, '2026-01-05T00:00:00Z');
    `);

    await migrate(db, { migrationsFolder });

    const clients = await client.query<{ org_id: string; name: string }>(
      'select org_id, name from clients order by org_id, lower(name)',
    );
    expect(clients.rows).toEqual([
      { org_id: ORG_A, name: 'Globex' },
      { org_id: ORG_A, name: 'Initech' },
      { org_id: ORG_A, name: 'No client' },
      { org_id: ORG_B, name: 'GLOBEX' },
    ]);
    const projects = await client.query<{ code: string; client_name: string; client: string; same_org: boolean }>(
      `select p.code, p.client_name, c.name as client, c.org_id = p.org_id as same_org
       from projects p join clients c on c.id = p.client_id order by p.code`,
    );
    expect(projects.rows).toEqual([
      { code: 'P1', client_name: 'Globex', client: 'Globex', same_org: true },
      { code: 'P2', client_name: 'Globex', client: 'Globex', same_org: true },
      { code: 'P3', client_name: 'Initech', client: 'Initech', same_org: true },
      { code: 'P4', client_name: 'No client', client: 'No client', same_org: true },
      { code: 'P5', client_name: 'GLOBEX', client: 'GLOBEX', same_org: true },
    ]);
  });

  it('leaves client_id required and organization-consistent', async () => {
    await expect(client.exec(`update projects set client_id = null where code = 'P1'`)).rejects.toThrow(/null/);
    const otherOrgsClient = `(select id from clients where org_id = '${ORG_B}')`;
    await expect(client.exec(`update projects set client_id = ${otherOrgsClient} where code = 'P1'`)).rejects.toThrow(
      /projects_client_fk/,
    );
  });
});
