import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { timeEntries } from '../time/index.js';
import { sampleText, toCsv, sampleRecords } from './parse/samples/sample-files.js';

let t: TestApp;
let owner: Actor;
let other: Actor;

interface JobView {
  id: string;
  status: string;
  progress: { rowsDone: number; rowsTotal: number | null; percent: number | null };
  preview: {
    detected: { format: string; needsMapping: boolean };
    rows?: { rows: number; importable: number; refused: number; alreadyImported: number };
    hours?: number;
    people?: Array<{ key: string; name: string | null; email: string | null; match: string; rows: number }>;
    projects?: Array<{ client: string; name: string; exists: boolean }>;
    create?: { clients: string[]; projects: number; tasks: number; tags: string[] };
  } | null;
  result: { entries: number; refused: number; alreadyImported: number } | null;
}

async function upload(actor: Actor, text: string, fileName = 'export.csv', contentType = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...actor.headers, 'content-type': contentType },
    payload: Buffer.from(text, 'utf8'),
  });
}

/** Polls the import until its background work is done. */
async function settled(actor: Actor, importId: string): Promise<JobView> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/imports/${importId}`, headers: actor.headers });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json().data as JobView;
    if (job.status !== 'ANALYSING' && job.status !== 'IMPORTING') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not settle');
}

async function analysed(actor: Actor, text: string, fileName?: string) {
  const response = await upload(actor, text, fileName);
  expect(response.statusCode, response.body).toBe(201);
  return settled(actor, response.json().data.id);
}

const post = (actor: Actor, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });

async function confirmed(actor: Actor, importId: string, payload: unknown = { entryStatus: 'APPROVED' }) {
  const response = await post(actor, `/imports/${importId}/confirm`, payload);
  expect(response.statusCode, response.body).toBe(202);
  return settled(actor, importId);
}

const importedEntries = (orgId: string) =>
  t.database.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.source, 'IMPORT')));

const hoursOf = (entry: { startTime: Date; endTime: Date | null }) =>
  (entry.endTime!.getTime() - entry.startTime.getTime()) / 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t, { organizationName: 'Studio Nordwind' });
  other = await registerOwner(t, { organizationName: 'Elsewhere Ltd' });
  const zone = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/organizations/current/settings',
    headers: owner.headers,
    payload: { timeZone: 'Europe/Berlin' },
  });
  expect(zone.statusCode, zone.body).toBe(200);
});
afterAll(() => t.close());

describe('importing a Toggl Track detailed report', () => {
  let importId: string;

  it('previews the file without writing anything: people, projects, hours and what will be created', async () => {
    const job = await analysed(owner, sampleText('toggl-track-detailed'), 'toggl.csv');
    importId = job.id;
    expect(job.status).toBe('READY');
    expect(job.preview!.detected.format).toBe('TOGGL');
    // Two pairs of rows in the sample overlap for one person: a person's entries cannot, so the later row is refused.
    expect(job.preview!.rows).toEqual({ rows: 64, importable: 62, refused: 2, alreadyImported: 0 });
    const problems = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/problems`,
      headers: owner.headers,
    });
    expect(problems.json().data.items).toEqual([
      expect.objectContaining({
        rowNumber: 3,
        line: 3,
        code: 'OVERLAP_IN_FILE',
        message: expect.stringMatching(/^2026-03-02 09:00–10:30 overlaps row 2 /),
      }),
      expect.objectContaining({ rowNumber: 6, line: 7, code: 'OVERLAP_IN_FILE' }),
    ]);
    expect(job.preview!.people!.map((person) => person.match)).toEqual(Array(6).fill('NEW'));
    expect(job.preview!.people!.map((person) => person.name).sort()).toContain('Zoë Müller');
    expect(job.preview!.projects).toHaveLength(5);
    expect(job.preview!.create!.clients).toEqual(
      expect.arrayContaining(['Acme Corp, Inc.', 'Bäckerei Schmidt GmbH', 'Nordlicht Verlag']),
    );
    expect(job.progress.rowsTotal).toBe(64);
    expect(await importedEntries(owner.orgId)).toEqual([]);
  });

  it('imports on confirmation: people added without an invitation, wall-clock times in the organization’s zone', async () => {
    const job = await confirmed(owner, importId);
    expect(job.status).toBe('DONE');
    expect(job.result).toMatchObject({ entries: 62, refused: 2, alreadyImported: 0, peopleAdded: 6 });

    const entries = await importedEntries(owner.orgId);
    expect(entries).toHaveLength(62);
    expect(entries.every((entry) => entry.status === 'APPROVED')).toBe(true);
    // 2026-03-10 22:30 → 2026-03-11 01:15 Berlin, across midnight.
    const night = entries.find((entry) => entry.startTime.toISOString() === '2026-03-10T21:30:00.000Z')!;
    expect(hoursOf(night)).toBe(2.75);
    // Both daylight-saving days: 01:30 → 03:30 is one hour, 00:30 → 03:30 four.
    const spring = entries.find((entry) => entry.startTime.toISOString() === '2026-03-29T00:30:00.000Z')!;
    expect(hoursOf(spring)).toBe(1);
    const autumn = entries.find((entry) => entry.startTime.toISOString() === '2026-10-24T22:30:00.000Z')!;
    expect(hoursOf(autumn)).toBe(4);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/members', headers: owner.headers });
    const zoe = list
      .json()
      .data.items.find((member: { user: { fullName: string } }) => member.user.fullName === 'Zoë Müller');
    expect(zoe).toMatchObject({ status: 'INVITED' });
  });

  it('adds nothing twice: the same entries from Clockify are recognised as imported', async () => {
    const job = await analysed(owner, sampleText('clockify-detailed'), 'clockify.csv');
    expect(job.preview!.detected.format).toBe('CLOCKIFY');
    expect(job.preview!.rows).toMatchObject({ rows: 64, importable: 0, alreadyImported: 62, refused: 2 });
    const problems = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/problems?limit=2`,
      headers: owner.headers,
    });
    const page = problems.json().data;
    expect(page.items[0]).toMatchObject({ rowNumber: 2, code: 'ALREADY_IMPORTED' });
    expect(page.items[0].message).toMatch(/imported before/);
    expect(page.nextAfter).toBe(page.items[1].rowNumber);
  });

  it('asks whose time it is when a file names people only, and refuses rows that overlap their time', async () => {
    const job = await analysed(owner, sampleText('harvest-time'), 'harvest.csv');
    expect(job.preview!.detected.format).toBe('HARVEST');
    expect(job.preview!.people!.every((person) => person.match === 'NAME')).toBe(true);
    const refused = await post(owner, `/imports/${job.id}/confirm`, { entryStatus: 'PENDING' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('IMPORT_PEOPLE_UNCONFIRMED');
    expect(refused.json().details.people).toHaveLength(6);
    await post(owner, `/imports/${job.id}/discard`);
  });

  it('undoes the whole import while nobody has reviewed its time, and not once someone has', async () => {
    const undone = await post(owner, `/imports/${importId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.status).toBe('UNDONE');
    expect(await importedEntries(owner.orgId)).toEqual([]);

    const again = await analysed(owner, sampleText('toggl-track-detailed'));
    expect(again.preview!.rows).toMatchObject({ importable: 62, alreadyImported: 0 });
    // The people are members now, matched by their address.
    expect(again.preview!.people!.every((person) => person.match === 'EMAIL')).toBe(true);
    await confirmed(owner, again.id, { entryStatus: 'PENDING' });
    const [first] = await importedEntries(owner.orgId);
    const approved = await post(owner, '/time/approve', { timeEntryIds: [first!.id], status: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    const blocked = await post(owner, `/imports/${again.id}/undo`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('IMPORT_NOT_UNDOABLE');
    expect(blocked.json().message).toMatch(/reviewed/);
    expect(await importedEntries(owner.orgId)).toHaveLength(62);
  });
});

describe('a generic CSV', () => {
  const generic = (rows: string[][]) => toCsv([['Person', 'Mail', 'Job', 'Day', 'From', 'To', 'What'], ...rows]);

  it('waits for a column mapping, then keeps it for the next file with the same headers', async () => {
    const file = generic([
      ['Ivy Generic', 'ivy.generic@example.com', 'Research', '2026-05-04', '09:00', '10:30', 'Notes'],
    ]);
    const job = await analysed(owner, file, 'timesheet.csv');
    expect(job.status).toBe('NEEDS_MAPPING');
    const mapped = await post(owner, `/imports/${job.id}/analyse`, {
      mapping: {
        personName: 'Person',
        personEmail: 'Mail',
        project: 'Job',
        startDate: 'Day',
        startTime: 'From',
        endTime: 'To',
        description: 'What',
      },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const ready = await settled(owner, job.id);
    expect(ready.status).toBe('READY');
    expect(ready.preview!.rows).toMatchObject({ importable: 1 });
    expect((await confirmed(owner, job.id)).status).toBe('DONE');

    const next = await analysed(
      owner,
      generic([['Ivy Generic', 'ivy.generic@example.com', 'Research', '2026-05-05', '09:00', '11:00', '']]),
    );
    expect(next.status).toBe('READY');
    expect(next.preview!.rows).toMatchObject({ importable: 1 });
  });

  it('lists every refused row with its number and reason: overlaps, duplicates, bad dates', async () => {
    const file = generic([
      ['Ivy Generic', 'ivy.generic@example.com', 'Research', '2026-06-01', '09:00', '10:00', 'a'],
      ['Ivy Generic', 'ivy.generic@example.com', 'Research', '2026-06-01', '09:30', '10:30', 'b'],
      ['Ivy Generic', 'ivy.generic@example.com', 'Research', '2026-06-01', '09:00', '10:00', 'a'],
      ['Ivy Generic', 'ivy.generic@example.com', 'Research', '2026-02-31', '09:00', '10:00', 'c'],
    ]);
    const job = await analysed(owner, file);
    expect(job.preview!.rows).toMatchObject({ rows: 4, importable: 1, refused: 3 });
    const problems = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/problems`,
      headers: owner.headers,
    });
    expect(
      problems.json().data.items.map((item: { rowNumber: number; code: string }) => [item.rowNumber, item.code]),
    ).toEqual([
      [3, 'OVERLAP_IN_FILE'],
      [4, 'DUPLICATE_ROW'],
      [5, 'BAD_DATE'],
    ]);
  });
});

describe('who may import, and bad input', () => {
  it('refuses a Member and keeps each organization’s imports to itself', async () => {
    const member = await addMember(t, owner, 'MEMBER');
    expect((await upload(member, sampleText('toggl-track-detailed'))).statusCode).toBe(403);

    const job = await analysed(owner, sampleText('toggl-track-detailed'));
    for (const request of [
      t.app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}`, headers: other.headers }),
      t.app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}/problems`, headers: other.headers }),
      post(other, `/imports/${job.id}/confirm`, { entryStatus: 'APPROVED' }),
      post(other, `/imports/${job.id}/undo`),
      post(other, `/imports/${job.id}/discard`),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/imports', headers: other.headers });
    expect(list.json().data.items).toEqual([]);
    expect(await importedEntries(other.orgId)).toEqual([]);
  });

  it('answers an empty file, a picture and an unknown import with clear errors', async () => {
    const empty = await upload(owner, '');
    expect(empty.statusCode).toBe(400);
    const picture = await upload(owner, 'GIF89a', 'x.gif', 'image/gif');
    expect(picture.statusCode).toBe(415);
    expect(picture.headers['content-type']).toMatch(/json/);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports/0190a0a0-0000-7000-8000-000000000000',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const unclosed = await analysed(
      owner,
      'User,Email,Project,Start date,Start time,End date,End time\n"Ann,a@b.example,X,2026-01-01,09:00:00,2026-01-01,10:00:00\n',
    );
    // The unclosed quote swallows the rest of the file: nothing is left to read as entries.
    expect(unclosed.status).not.toBe('IMPORTING');
    expect(unclosed.progress.percent).toBeNull();
  });

  it('reads semicolons, CRLF and a byte-order mark, and a Windows-1252 file', async () => {
    const [header, first, , third] = sampleRecords('toggl-track-detailed');
    const text = toCsv([header!, first!, third!], ';', '\r\n');
    const encodings = [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
      // Latin-1 letters are their own Windows-1252 byte: ë is 0xEB, ü 0xFC.
      Buffer.from([...text].map((letter) => (letter.charCodeAt(0) > 0xff ? '?' : letter)).join(''), 'latin1'),
    ];
    for (const bytes of encodings) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/imports?fileName=quirks.csv',
        headers: { ...other.headers, 'content-type': 'text/csv' },
        payload: bytes,
      });
      expect(response.statusCode, response.body).toBe(201);
      const job = await settled(other, response.json().data.id);
      expect(job.preview!.rows).toMatchObject({ rows: 2, importable: 2 });
      expect(job.preview!.people!.map((person) => person.name)).toContain('Zoë Müller');
    }
  });
});
