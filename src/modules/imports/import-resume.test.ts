import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { registerOwner, type Actor } from '../../../test/support/actors.js';
import { systemClock } from '../../platform/clock.js';
import { openStorage } from '../../platform/storage/index.js';
import { invoicedEntriesReader } from '../financials/index.js';
import { timeEntries } from '../time/index.js';
import type { ImportDeps } from './import-job.js';
import { writeImport } from './import-writer.js';
import { importJobs } from './imports.tables.js';

let t: TestApp;
let owner: Actor;

/** A Toggl file of `count` entries of the owner, one an hour from 2025-01-01 00:00 on. */
function togglFile(email: string, count: number) {
  const lines = [
    'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags',
  ];
  for (let index = 0; index < count; index += 1) {
    const start = new Date(Date.UTC(2025, 0, 1) + index * 3_600_000);
    const day = start.toISOString().slice(0, 10);
    const hour = start.toISOString().slice(11, 13);
    lines.push(
      `Olivia Owner,${email},Acme,Site,,Entry ${index},Yes,${day},${hour}:00:00,${day},${hour}:45:00,00:45:00,`,
    );
  }
  return `${lines.join('\n')}\n`;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

describe('an import cut off by a restart', () => {
  it('resumes from the top and writes every row once', async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports?fileName=long.csv',
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: togglFile(owner.email, 1200),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const importId = uploaded.json().data.id as string;
    let status = 'ANALYSING';
    while (status === 'ANALYSING') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (
        await t.app.inject({ method: 'GET', url: `/api/v1/imports/${importId}`, headers: owner.headers })
      ).json().data.status;
    }
    expect(status).toBe('READY');

    // Confirmed, and held by "another process" (its lease far ahead), so this app's worker leaves it alone.
    const [job] = await t.database.db
      .update(importJobs)
      .set({
        status: 'IMPORTING',
        settings: { parse: {}, entryStatus: 'PENDING', people: { [`email:${owner.email}`]: owner.memberId } },
        result: { rows: 0, entries: 0, refused: 0, alreadyImported: 0, projectsCreated: 0, peopleAdded: 0 },
        leaseUntil: new Date(Date.now() + 600_000),
      })
      .where(eq(importJobs.id, importId))
      .returning();
    const storage = openStorage(t.config.screenshots.storage);
    const deps: ImportDeps = { db: t.database.db, storage, clock: systemClock, invoiced: invoicedEntriesReader };
    const count = () =>
      t.database.db
        .select({ id: timeEntries.id })
        .from(timeEntries)
        .where(and(eq(timeEntries.orgId, owner.orgId), eq(timeEntries.source, 'IMPORT')));

    // The process stops after its first batch of 500 rows…
    await writeImport(deps, job!, () => true);
    expect(await count()).toHaveLength(500);
    const [cut] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, importId));
    expect(cut!.status).toBe('IMPORTING');
    expect(cut!.rowsDone).toBe(500);

    // …and the next one takes the job over and finishes it.
    await writeImport(deps, cut!, () => false);
    await storage.close();
    expect(await count()).toHaveLength(1200);
    const finished = await t.app.inject({ method: 'GET', url: `/api/v1/imports/${importId}`, headers: owner.headers });
    expect(finished.json().data).toMatchObject({
      status: 'DONE',
      result: { rows: 1200, entries: 1200, refused: 0, alreadyImported: 0 },
    });
  });
});
