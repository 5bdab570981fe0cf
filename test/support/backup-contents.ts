// What the backup tests compare and seed: a database's every row, a folder's every file, and an
// organization with something in each table and folder a backup carries.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { quote, tablesInLoadOrder } from '../../src/platform/backup/tables.js';
import type { Executor } from '../../src/platform/db/index.js';
import { rowsOf } from '../../src/platform/db/rows.js';
import { addMember, registerOwner, type Actor } from './actors.js';
import type { TestApp } from './app.js';
import { createProject } from './projects.js';
import { multipartBody, screenImage, uploadScreenshot } from './screenshots.js';
import { logTime, review } from './time.js';

/** Every row of every table, in key order, as the database prints it; and the migrations it holds. */
export async function databaseContents(db: Executor): Promise<Record<string, string[]>> {
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
export async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), await readFile(file));
  }
  return files;
}

/** An organization with people, a project, approved and pending time, a screenshot and a logo. */
export async function seedOrganization(t: TestApp): Promise<{ owner: Actor; logo: Buffer }> {
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

/** Where a DATA_DIR keeps its screenshots and logos. */
export const rootOf = (dataDir: string) => path.join(dataDir, 'screenshots');
