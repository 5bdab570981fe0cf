import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../platform/backup/manifest.js';
import { verifyArchiveParts } from '../../platform/backup/restore.js';
import { rowsOf } from '../../platform/db/rows.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { actorHeaders, addMember, registerOwner, signedInToken, type Actor } from '../../../test/support/actors.js';
import { filesUnder, rootOf } from '../../../test/support/backup-contents.js';
import { parseCsv } from '../../../test/support/csv.js';
import { createProject } from '../../../test/support/projects.js';
import { multipartBody, screenImage, uploadScreenshot } from '../../../test/support/screenshots.js';
import { logTime, review } from '../../../test/support/time.js';
import { exportParts, parseExportManifest, type ExportManifest } from './export-manifest.js';
import { restoreOrganizationExport } from './org-restore.js';

let t: TestApp;
let owner: Actor;
let person: Actor;
let colleague: Actor;
let outsider: Actor;
let work: string;
const NOTES = 'Ünïcode, "quotes", a comma, and a\nnewline';

interface ExportJson {
  id: string;
  scope: string;
  status: string;
  progress: {
    rowsDone: number;
    rowsTotal: number | null;
    filesDone: number;
    filesTotal: number | null;
    percent: number | null;
  };
  archive: { bytes: number; sha256: string; fileName: string } | null;
}

const request = (actor: Actor, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers });

/** Asks for an export and polls it until the background work is done. */
async function exported(actor: Actor, what: 'organization' | 'me'): Promise<ExportJson> {
  const asked = await request(actor, 'POST', `/exports/${what}`);
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().data.status).toBe('QUEUED');
  for (let attempt = 0; attempt < 400; attempt++) {
    const response = await request(actor, 'GET', `/exports/${asked.json().data.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json().data as ExportJson;
    if (job.status !== 'QUEUED' && job.status !== 'RUNNING') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

/** Downloads the archive into the work folder and reads it, checking every checksum. */
async function downloaded(actor: Actor, job: ExportJson) {
  const response = await request(actor, 'GET', `/exports/${job.id}/download`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/gzip');
  expect(response.headers['content-disposition']).toContain(job.archive!.fileName);
  const file = path.join(work, `${job.id}.tar.gz`);
  await writeFile(file, response.rawPayload);
  expect(response.rawPayload.length).toBe(job.archive!.bytes);
  const into = path.join(work, job.id);
  const manifest = await verifyArchiveParts<ExportManifest>(file, {
    into,
    what: 'an organization export',
    parse: parseExportManifest,
    parts: exportParts,
  });
  const table = (name: string) => manifest.tables.find((candidate) => candidate.name === name);
  const csv = async (name: string) =>
    parseCsv((await readFile(path.join(into, table(name)!.csv.path), 'utf8')).slice(1));
  const jsonl = async (name: string) =>
    (await readFile(path.join(into, table(name)!.jsonl.path), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { file, into, manifest, table, csv, jsonl };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'punchclock-exports-'));
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  owner = await registerOwner(t, { organizationName: 'Nordwind Studio' });
  person = await addMember(t, owner, 'MEMBER', { fullName: 'Zoë Müller', costRate: 40, billableRate: 95.5 });
  colleague = await addMember(t, owner, 'MEMBER', { fullName: 'Colin Colleague' });
  outsider = await registerOwner(t, { organizationName: 'Elsewhere Ltd' });
  const project = await createProject(t, owner, {
    name: 'Website relaunch',
    assignedUserIds: [person.userId, colleague.userId],
  });
  const approved = await logTime(t, person, '2026-11-16T08:00:00Z', '2026-11-16T12:30:00Z', { projectId: project.id });
  await logTime(t, person, '2026-11-17T09:15:00Z', '2026-11-17T17:00:00Z', { projectId: project.id, notes: NOTES });
  await logTime(t, colleague, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z', {
    projectId: project.id,
    notes: 'colleague work',
  });
  await logTime(t, outsider, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z', { notes: 'outsider work' });
  expect((await review(t, owner, [approved.id], 'APPROVED')).statusCode).toBe(200);
  const shot = await uploadScreenshot(t, person, { projectId: project.id, capturedAt: '2026-11-16T10:05:00Z' });
  expect(shot.statusCode, shot.body).toBe(201);
  const { payload, contentType } = multipartBody({}, [
    { name: 'logo', body: await screenImage(300, 120), filename: 'logo.png' },
  ]);
  const logo = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/current/billing-profile/logo',
    headers: { ...owner.headers, 'content-type': contentType },
    payload,
  });
  expect(logo.statusCode, logo.body).toBe(200);
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: owner.headers,
    payload: { url: 'http://127.0.0.1:9/punchclock', events: ['invoice.status_changed'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the Owner takes the whole organization', () => {
  let archive: Awaited<ReturnType<typeof downloaded>>;
  beforeAll(async () => {
    const job = await exported(owner, 'organization');
    expect(job.status).toBe('DONE');
    expect(job.progress.rowsDone).toBe(job.progress.rowsTotal);
    expect(job.progress.filesDone).toBe(3);
    archive = await downloaded(owner, job);
  });

  it('holds every table the organization owns as CSV and JSON lines, with counts the rows match', async () => {
    const { manifest, table, csv, jsonl } = archive;
    expect(manifest.scope).toBe('ORGANIZATION');
    expect(manifest.organization.name).toBe('Nordwind Studio');
    for (const name of [
      'organizations',
      'users',
      'members',
      'roles',
      'projects',
      'time_entries',
      'screenshots',
      'billing_profiles',
      'webhook_subscriptions',
    ])
      expect(table(name), name).toBeDefined();
    expect(table('time_entries')!.rows).toBe(3);
    expect(table('users')!.rows).toBe(3);
    const entries = await csv('time_entries');
    const header = entries[0]!;
    expect(entries).toHaveLength(4);
    const notes = entries.slice(1).map((row) => row[header.indexOf('notes')]);
    expect(notes).toContain(NOTES);
    expect(entries.slice(1).map((row) => row[header.indexOf('bill_rate')])).toContain('95.50');
    const people = (await jsonl('users')).map((user) => user.full_name);
    expect(people.sort()).toEqual(['Colin Colleague', 'Olivia Owner', 'Zoë Müller']);
  });

  it('carries the stored screenshots and the logo, and nothing of another organization', async () => {
    const { manifest, into } = archive;
    expect(manifest.files.count).toBe(3);
    const stored = await filesUnder(rootOf(t.config.dataDir));
    for (const entry of manifest.files.entries) {
      const body = await readFile(path.join(into, entry.path));
      expect(body.equals(stored.get(entry.key.split('/').join(path.sep))!), entry.key).toBe(true);
    }
    const everything = [...(await filesUnder(into)).values()].map((body) => body.toString('latin1')).join('\n');
    expect(everything).not.toContain('outsider work');
    expect(everything).not.toContain(outsider.orgId);
  });

  it('leaves the secrets out and says so', async () => {
    const { manifest, table, into } = archive;
    expect(table('users')!.columns).not.toContain('password_hash');
    expect(table('webhook_subscriptions')!.columns).not.toContain('secret');
    for (const name of ['api_keys', 'invites', 'idempotency_keys', 'otp_codes', 'payment_connections'])
      expect(table(name), name).toBeUndefined();
    expect(manifest.leftOut.tables.map((left) => left.name)).toContain('api_keys');
    const [hash] = rowsOf<{ password_hash: string; secret: string }>(
      await t.database.db.execute(
        sql`select u.password_hash, w.secret from users u, webhook_subscriptions w where u.id = ${owner.userId} and w.org_id = ${owner.orgId}`,
      ),
    );
    const everything = [...(await filesUnder(into)).values()].map((body) => body.toString('utf8')).join('\n');
    expect(everything).not.toContain(hash!.password_hash);
    expect(everything).not.toContain(hash!.secret);
  });

  it('restores into a new organization on another installation', async () => {
    const elsewhere = await buildTestApp();
    try {
      // Zoë already has an account on the other installation: her time goes to it.
      const zoe = await registerOwner(elsewhere, { email: person.email, organizationName: 'Zoë freelance' });
      const result = await restoreOrganizationExport({
        file: archive.file,
        database: elsewhere.database,
        storage: { kind: 'fs', root: rootOf(elsewhere.config.dataDir) },
        workDir: work,
      });
      expect(result.organization).toEqual({ id: owner.orgId, name: 'Nordwind Studio' });
      expect(result.people).toEqual({ matched: 1, added: 2 });
      expect(result.skipped.map((table) => table.name)).toContain('webhook_subscriptions');
      expect(result.files).toBe(3);

      const headers = actorHeaders(zoe.token, owner.orgId);
      const mine = await elsewhere.app.inject({
        method: 'GET',
        url: '/api/v1/time/entries?from=2026-11-01T00:00:00Z',
        headers,
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const items = mine.json().data.items as Array<{
        notes: string | null;
        startTime: string;
        endTime: string;
        status: string;
      }>;
      expect(items.map((entry) => [entry.startTime, entry.endTime, entry.status]).sort()).toEqual([
        ['2026-11-16T08:00:00.000Z', '2026-11-16T12:30:00.000Z', 'APPROVED'],
        ['2026-11-17T09:15:00.000Z', '2026-11-17T17:00:00.000Z', 'PENDING'],
      ]);
      expect(items.map((entry) => entry.notes)).toContain(NOTES);

      // The restored Owner (added without a password) runs the organization there.
      const ownerHeaders = actorHeaders(await signedInToken(elsewhere, owner.userId), owner.orgId);
      const shots = await elsewhere.app.inject({ method: 'GET', url: '/api/v1/screenshots', headers: ownerHeaders });
      expect(shots.statusCode, shots.body).toBe(200);
      const [shot] = shots.json().data.items as Array<{ id: string }>;
      const image = await elsewhere.app.inject({
        method: 'GET',
        url: `/api/v1/screenshots/${shot!.id}/image`,
        headers: ownerHeaders,
      });
      expect(image.statusCode).toBe(200);
      const original = await t.app.inject({
        method: 'GET',
        url: `/api/v1/screenshots/${shot!.id}/image`,
        headers: owner.headers,
      });
      expect(image.rawPayload.equals(original.rawPayload)).toBe(true);

      // The totals were rebuilt from the entries: the same hours as at home.
      const totals = async (app: TestApp) =>
        rowsOf<{ seconds: string | number }>(
          await app.database.db.execute(
            sql`select coalesce(sum(worked_seconds), 0) as seconds from time_rollup_project_totals where org_id = ${owner.orgId}`,
          ),
        )[0]!.seconds;
      expect(Number(await totals(elsewhere))).toBe(Number(await totals(t)));
      expect(Number(await totals(elsewhere))).toBeGreaterThan(0);

      await expect(
        restoreOrganizationExport({
          file: archive.file,
          database: elsewhere.database,
          storage: { kind: 'fs', root: rootOf(elsewhere.config.dataDir) },
          workDir: work,
        }),
      ).rejects.toThrow(/already on this installation/);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('a member takes their own data', () => {
  let archive: Awaited<ReturnType<typeof downloaded>>;
  beforeAll(async () => {
    const job = await exported(person, 'me');
    expect(job.status).toBe('DONE');
    expect(job.scope).toBe('MEMBER');
    archive = await downloaded(person, job);
  });

  it('holds their profile, time and screenshots, with project names and without rates', async () => {
    const { manifest, table, jsonl, csv } = archive;
    expect(manifest.member).toMatchObject({ name: 'Zoë Müller', email: person.email });
    expect(table('time_entries')!.rows).toBe(2);
    expect(table('time_entries')!.columns).not.toContain('bill_rate');
    expect(table('members')!.columns).not.toContain('cost_rate');
    expect((await jsonl('users')).map((user) => user.email)).toEqual([person.email]);
    expect((await csv('projects')).slice(1).map((row) => row[1])).toEqual(['Website relaunch']);
    expect(manifest.files.count).toBe(2);
    expect(table('invoices')).toBeUndefined();
  });

  it('holds nobody else’s data', async () => {
    const everything = [...(await filesUnder(archive.into)).values()].map((body) => body.toString('utf8')).join('\n');
    expect(everything).not.toContain('colleague work');
    expect(everything).not.toContain(colleague.email);
    expect(everything).not.toContain(owner.email);
  });

  it('cannot be restored as an organization', async () => {
    const elsewhere = await buildTestApp();
    try {
      await expect(
        restoreOrganizationExport({
          file: archive.file,
          database: elsewhere.database,
          storage: { kind: 'fs', root: rootOf(elsewhere.config.dataDir) },
          workDir: work,
        }),
      ).rejects.toThrow(BackupError);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('who may', () => {
  it('keeps the whole organization to its Owner', async () => {
    const response = await request(person, 'POST', '/exports/organization');
    expect(response.statusCode).toBe(403);
  });

  it('shows an export to the person who asked for it alone, in their organization alone', async () => {
    const job = await exported(person, 'me');
    for (const actor of [colleague, owner, outsider]) {
      for (const url of [`/exports/${job.id}`, `/exports/${job.id}/download`]) {
        const response = await request(actor, 'GET', url);
        expect(response.statusCode, `${actor.email} ${url}`).toBe(404);
        expect(response.json().success).toBe(false);
      }
      const list = await request(actor, 'GET', '/exports');
      expect(list.json().data.map((item: { id: string }) => item.id)).not.toContain(job.id);
    }
    // The same person in another organization's context does not reach it either.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/exports/${job.id}`,
      headers: actorHeaders(person.token, outsider.orgId),
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('answers an expired archive with words, not a file', async () => {
    const job = await exported(person, 'me');
    await t.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${job.id}`,
    );
    await exported(person, 'me'); // the worker sweeps expired archives when it next looks for work
    const expired = await request(person, 'GET', `/exports/${job.id}`);
    expect(expired.json().data.status).toBe('EXPIRED');
    const download = await request(person, 'GET', `/exports/${job.id}/download`);
    expect(download.statusCode).toBe(409);
    expect(download.json().code).toBe('EXPORT_NOT_READY');
  });

  it('refuses an archive that is not an export, or is damaged', async () => {
    const file = path.join(work, 'not-an-export.tar.gz');
    await writeFile(file, 'plain text');
    await expect(
      restoreOrganizationExport({
        file,
        database: t.database,
        storage: { kind: 'fs', root: rootOf(t.config.dataDir) },
        workDir: work,
      }),
    ).rejects.toThrow(BackupError);
  });
});
