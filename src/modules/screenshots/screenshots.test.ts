import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, addMemberWithRole, type Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { screenshotFixtures, sharpness, storedFiles } from '../../../test/support/screenshots.js';
import { openStorage } from '../../platform/storage/index.js';
import { createFileStore } from './file-store.js';
import { storageJournal } from './screenshots.tables.js';

const clock = testClock('2026-11-18T15:00:00Z');
const MAX_BYTES = 300_000;
const { t, cast } = await castApp({ clock, env: { SCREENSHOT_MAX_BYTES: String(MAX_BYTES) } });
const { worker, uploaded, get, rowOf } = screenshotFixtures(t, cast.owner);

describe('GET /screenshots and the files', () => {
  it('lists own screenshots for a member, everyone’s for a manager, newest first, by cursor', async () => {
    const { person, project } = await worker();
    const other = await addMember(t, cast.owner, 'MEMBER');
    await createProject(t, cast.owner);
    const ids = [];
    for (const minute of [1, 2, 3])
      ids.push((await uploaded(person, { projectId: project.id, capturedAt: `2026-11-18T11:0${minute}:00Z` })).id);

    const own = await get(person, '/api/v1/screenshots?limit=2');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    const next = await get(person, `/api/v1/screenshots?limit=2&cursor=${own.json().data.nextCursor}`);
    expect(next.json().data).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });

    expect((await get(other, `/api/v1/screenshots?userId=${person.userId}`)).statusCode).toBe(403);
    expect((await get(other, '/api/v1/screenshots')).json().data.items).toEqual([]);
    const managed = await get(cast.manager, `/api/v1/screenshots?userId=${person.userId}&projectId=${project.id}`);
    expect(managed.json().data.items).toHaveLength(3);
    const window = await get(
      cast.manager,
      `/api/v1/screenshots?userId=${person.userId}&from=2026-11-18T11:02:00Z&to=2026-11-18T11:03:00Z`,
    );
    expect(window.json().data.items.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    expect((await get(cast.outsider, `/api/v1/screenshots?userId=${person.userId}`)).statusCode).toBe(404);
    expect((await get(cast.outsider, '/api/v1/screenshots')).json().data.items).toEqual([]);
  });

  it('guards the files: own or with screenshots.read.all; another organization never', async () => {
    const { person, project } = await worker();
    const other = await addMember(t, cast.owner, 'MEMBER');
    const shot = await uploaded(person, { projectId: project.id });
    for (const file of ['image', 'thumbnail']) {
      expect((await get(person, `/api/v1/screenshots/${shot.id}/${file}`)).statusCode).toBe(200);
      expect((await get(cast.manager, `/api/v1/screenshots/${shot.id}/${file}`)).statusCode).toBe(200);
      expect((await get(other, `/api/v1/screenshots/${shot.id}/${file}`)).statusCode).toBe(404);
      expect((await get(cast.outsider, `/api/v1/screenshots/${shot.id}/${file}`)).statusCode).toBe(404);
      const foreignHeader = await t.app.inject({
        method: 'GET',
        url: `/api/v1/screenshots/${shot.id}/${file}`,
        headers: { ...person.headers, 'x-organization-id': cast.outsider.orgId },
      });
      expect(foreignHeader.statusCode).toBe(403);
    }
  });

  it('hides the screens of a higher role: a Manager sees no Owner’s or Admin’s, an Admin no Owner’s', async () => {
    const project = await createProject(t, cast.owner, {
      assignedUserIds: [cast.owner.userId, cast.admin.userId, cast.manager.userId],
    });
    const peer = await addMember(t, cast.owner, 'MANAGER');
    const shots = new Map<Actor, string>();
    for (const actor of [cast.owner, cast.admin, cast.manager, peer])
      shots.set(actor, (await uploaded(actor, { projectId: project.id, capturedAt: '2026-11-18T12:00:00Z' })).id);
    const listed = async (viewer: Actor) =>
      (
        (await get(viewer, '/api/v1/screenshots?from=2026-11-18T12:00:00Z&to=2026-11-18T12:00:01Z')).json().data
          .items as Array<{ id: string }>
      )
        .map((item) => item.id)
        .sort();
    const idsOf = (...actors: Actor[]) => actors.map((actor) => shots.get(actor)!).sort();

    expect(await listed(cast.owner)).toEqual(idsOf(cast.owner, cast.admin, cast.manager, peer));
    expect(await listed(cast.admin)).toEqual(idsOf(cast.admin, cast.manager, peer));
    expect(await listed(cast.manager)).toEqual(idsOf(cast.manager, peer));

    for (const [viewer, hidden] of [
      [cast.manager, cast.owner],
      [cast.manager, cast.admin],
      [cast.admin, cast.owner],
    ] as const) {
      const named = await get(viewer, `/api/v1/screenshots?userId=${hidden.userId}`);
      expect(named.statusCode).toBe(403);
      expect(named.json().code).toBe('SCREENS_OF_HIGHER_ROLE');
      // Screenshots it cannot see do not exist for it: the file, the blur and the delete are 404.
      const id = shots.get(hidden)!;
      expect((await get(viewer, `/api/v1/screenshots/${id}/image`)).statusCode).toBe(404);
      expect((await get(viewer, `/api/v1/screenshots/${id}/thumbnail`)).statusCode).toBe(404);
      const blur = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/screenshots/${id}/blur`,
        headers: viewer.headers,
        payload: { isBlurred: true },
      });
      expect(blur.statusCode).toBe(404);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/screenshots/${id}`,
        headers: viewer.headers,
      });
      expect(removed.statusCode).toBe(404);
      expect(await rowOf(id)).toMatchObject({ isBlurred: false });
    }
    // Peers and lower roles stay in reach.
    expect((await get(cast.manager, `/api/v1/screenshots/${shots.get(peer)}/image`)).statusCode).toBe(200);
    expect((await get(cast.manager, `/api/v1/screenshots?userId=${peer.userId}`)).json().data.items).toHaveLength(1);
    expect((await get(cast.admin, `/api/v1/screenshots/${shots.get(cast.manager)}/image`)).statusCode).toBe(200);
    expect((await get(cast.owner, `/api/v1/screenshots/${shots.get(cast.admin)}/image`)).statusCode).toBe(200);
  });

  it('hands out signed URLs for one file each, that expire and cannot be altered', async () => {
    const { person, project } = await worker();
    const shot = await uploaded(person, { projectId: project.id });
    const image = await get(null, shot.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await get(null, shot.thumbnailUrl)).statusCode).toBe(200);
    const token = shot.imageUrl.split('/').pop()!;
    const bytes = Buffer.from(token, 'base64url');
    bytes[32] = 1; // the thumbnail instead of the image
    expect((await get(null, `/api/v1/screenshots/files/${bytes.toString('base64url')}`)).statusCode).toBe(404);
    const longer = Buffer.from(token, 'base64url');
    longer.writeUInt32BE(longer.readUInt32BE(33) + 3600, 33); // a later expiry
    expect((await get(null, `/api/v1/screenshots/files/${longer.toString('base64url')}`)).statusCode).toBe(404);
    expect((await get(null, `/api/v1/screenshots/files/${token.slice(0, -2)}`)).statusCode).toBe(404);
    expect((await get(null, '/api/v1/screenshots/files/garbage')).statusCode).toBe(404);
    clock.advance(t.config.screenshots.urlTtlSeconds * 1000 + 1000);
    try {
      const expired = await get(null, shot.imageUrl);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      clock.set('2026-11-18T15:00:00Z');
    }
  });
});

describe('PATCH /screenshots/{id}/blur', () => {
  it('replaces the stored image and thumbnail with blurred ones, for good', async () => {
    const { person, project } = await worker();
    const shot = await uploaded(person, { projectId: project.id });
    const before = (await rowOf(shot.id))!;
    const blurred = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/screenshots/${shot.id}/blur`,
      headers: cast.manager.headers,
      payload: { isBlurred: true },
    });
    expect(blurred.statusCode, blurred.body).toBe(200);
    expect(blurred.json().data).toMatchObject({ id: shot.id, isBlurred: true });
    const after = (await rowOf(shot.id))!;
    expect(after.imageKey).not.toBe(before.imageKey);
    const files = await storedFiles(t);
    expect(files).not.toContain(before.imageKey);
    expect(files).not.toContain(before.thumbnailKey);
    expect(files).toEqual(expect.arrayContaining([after.imageKey, after.thumbnailKey]));
    expect(await sharpness((await get(person, `/api/v1/screenshots/${shot.id}/image`)).rawPayload)).toBeLessThan(15);
    // An URL signed before the blur now serves the blurred image: the original is gone.
    expect(await sharpness((await get(null, shot.imageUrl)).rawPayload)).toBeLessThan(15);

    const undo = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/screenshots/${shot.id}/blur`,
      headers: cast.owner.headers,
      payload: { isBlurred: false },
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().code).toBe('BLUR_IRREVERSIBLE');
    expect(undo.json().hint).toMatch(/original no longer exists/);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/screenshots/${shot.id}/blur`,
      headers: cast.manager.headers,
      payload: { isBlurred: true },
    });
    expect(again.statusCode).toBe(200);
    expect((await rowOf(shot.id))!.imageKey).toBe(after.imageKey);
  });

  it('lets a member blur their own, not anyone else’s; another organization gets 404', async () => {
    const { person, project } = await worker();
    const other = await addMember(t, cast.owner, 'MEMBER');
    const shot = await uploaded(person, { projectId: project.id });
    const blur = (actor: Actor, isBlurred = true, id = shot.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/screenshots/${id}/blur`,
        headers: actor.headers,
        payload: { isBlurred },
      });
    expect((await blur(other)).statusCode).toBe(404);
    expect((await blur(cast.outsider)).statusCode).toBe(404);
    expect((await blur(person, false)).statusCode).toBe(200);
    expect((await rowOf(shot.id))!.isBlurred).toBe(false);
    expect((await blur(person)).statusCode).toBe(200);
    expect((await blur(cast.manager, true, randomUUID())).statusCode).toBe(404);
  });
});

describe('DELETE /screenshots/{id}', () => {
  const remove = (actor: Actor, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/screenshots/${id}`, headers: actor.headers });

  it("lets a member delete their own screenshot, files and all, and not another member's", async () => {
    const { person, project } = await worker();
    const other = await addMember(t, cast.owner, 'MEMBER');
    const shot = await uploaded(person, { projectId: project.id });
    const row = (await rowOf(shot.id))!;
    // Another member cannot see it: 404, as for any screenshot they cannot see; it stays.
    expect((await remove(other, shot.id)).statusCode).toBe(404);
    expect((await remove(cast.outsider, shot.id)).statusCode).toBe(404);
    expect(await rowOf(shot.id)).not.toBeNull();

    const deleted = await remove(person, shot.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: shot.id, deleted: true });
    expect(await rowOf(shot.id)).toBeNull();
    const files = await storedFiles(t);
    expect(files).not.toContain(row.imageKey);
    expect(files).not.toContain(row.thumbnailKey);
    expect((await get(person, `/api/v1/screenshots/${shot.id}/image`)).statusCode).toBe(404);
    expect((await remove(person, shot.id)).statusCode).toBe(404);
  });

  it("is 403 for a role that sees another member's screenshot without screenshots.manage", async () => {
    const { person, project } = await worker();
    const shot = await uploaded(person, { projectId: project.id });
    // A reviewer: everything a Member holds (so the member does not outrank them) and screenshots.read.all.
    const reviewer = await addMemberWithRole(t, cast.owner, `Reviewer ${randomUUID().slice(0, 8)}`, [
      'members.read',
      'projects.read',
      'time.track',
      'ai.use',
      'screenshots.read.all',
    ]);
    expect((await get(reviewer, `/api/v1/screenshots/${shot.id}/image`)).statusCode).toBe(200);
    const refused = await remove(reviewer, shot.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('OWN_RECORDS_ONLY');
    expect(await rowOf(shot.id)).not.toBeNull();
  });

  it('removes the record and every stored file; a second delete is 404', async () => {
    const { person, project } = await worker();
    const shot = await uploaded(person, { projectId: project.id });
    const row = (await rowOf(shot.id))!;
    const other = await addMember(t, cast.owner, 'MEMBER');
    expect((await remove(other, shot.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/screenshots/${shot.id}`, headers: cast.outsider.headers }))
        .statusCode,
    ).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/screenshots/${shot.id}`,
      headers: cast.manager.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: shot.id, deleted: true });
    expect(await rowOf(shot.id)).toBeNull();
    const files = await storedFiles(t);
    expect(files).not.toContain(row.imageKey);
    expect(files).not.toContain(row.thumbnailKey);
    expect(files.filter((file) => file.includes(shot.id))).toEqual([]);
    expect(await t.database.db.select().from(storageJournal).where(eq(storageJournal.key, row.imageKey))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/screenshots/${shot.id}`, headers: cast.manager.headers }))
        .statusCode,
    ).toBe(404);
    expect((await get(null, shot.imageUrl)).statusCode).toBe(404);
  });

  it("answers 404 for another organization's screenshot, and leaves it alone", async () => {
    const { person, project } = await worker();
    const shot = await uploaded(person, { projectId: project.id });
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/screenshots/${shot.id}`,
      headers: { ...cast.outsider.headers },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await rowOf(shot.id)).not.toBeNull();
  });
});

describe('crash safety of the file store', () => {
  // What the sweeper of any instance (or the next start) does: same database, same storage.
  const files = createFileStore(t.database.db, openStorage(t.config.screenshots.storage), clock);
  const sweep = () => files.sweep();
  const storage = () => files.storage;

  it('removes the files of a delete whose process died after the commit (journal row left, file still there)', async () => {
    const key = `${cast.owner.orgId}/${randomUUID()}/image-deadbeefdeadbeef.webp`;
    await storage().put(key, Buffer.from('orphan'), 'image/webp');
    await t.database.db
      .insert(storageJournal)
      .values({ key, orgId: cast.owner.orgId, state: 'DELETE', createdAt: clock.now() });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await storage().exists(key)).toBe(false);
    expect(await t.database.db.select().from(storageJournal).where(eq(storageJournal.key, key))).toEqual([]);
  });

  it('removes a file written by an upload that died before its record committed, once the grace period is over', async () => {
    const key = `${cast.owner.orgId}/${randomUUID()}/image-0123456789abcdef.webp`;
    await t.database.db
      .insert(storageJournal)
      .values({ key, orgId: cast.owner.orgId, state: 'PENDING', createdAt: clock.now() });
    await storage().put(key, Buffer.from('half an upload'), 'image/webp');
    await sweep();
    expect(await storage().exists(key)).toBe(true); // an upload may still be committing
    clock.advance(16 * 60 * 1000);
    try {
      await sweep();
    } finally {
      clock.set('2026-11-18T15:00:00Z');
    }
    expect(await storage().exists(key)).toBe(false);
    expect(await t.database.db.select().from(storageJournal).where(eq(storageJournal.key, key))).toEqual([]);
  });

  it('keeps the files of committed screenshots: an upload clears its pending journal entries as it commits', async () => {
    const { person, project } = await worker();
    const shot = await uploaded(person, { projectId: project.id });
    const row = (await rowOf(shot.id))!;
    clock.advance(60 * 60 * 1000);
    try {
      await sweep();
    } finally {
      clock.set('2026-11-18T15:00:00Z');
    }
    expect(await storage().exists(row.imageKey)).toBe(true);
    expect(await storage().exists(row.thumbnailKey)).toBe(true);
  });
});
