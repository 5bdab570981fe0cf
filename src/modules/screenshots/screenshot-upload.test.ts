import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import {
  multipartBody,
  screenshotFixtures,
  noiseImage,
  pngBomb,
  screenImage,
  sharpness,
  storedFiles,
  uploadScreenshot,
} from '../../../test/support/screenshots.js';

const clock = testClock('2026-11-18T15:00:00Z');
const MAX_BYTES = 300_000;
const { t, cast } = await castApp({ clock, env: { SCREENSHOT_MAX_BYTES: String(MAX_BYTES) } });
const { worker, uploaded, get, rowOf, rowsOf } = screenshotFixtures(t, cast.owner);

describe('POST /screenshots', () => {
  it('stores a re-encoded image and a thumbnail under server-chosen keys, linked to member, project and time', async () => {
    const { person, project } = await worker();
    const clientId = randomUUID();
    const shot = await uploaded(person, { clientId, projectId: project.id, capturedAt: '2026-11-18T10:05:00+01:00' });
    expect(shot).toMatchObject({
      memberId: person.memberId,
      userId: person.userId,
      projectId: project.id,
      clientId,
      capturedAt: '2026-11-18T09:05:00.000Z',
      isBlurred: false,
      requestedLive: false,
      slotId: null,
      activityPercent: null,
      width: 640,
      height: 400,
      contentType: 'image/webp',
    });
    const row = (await rowOf(shot.id))!;
    expect(row.imageKey).toMatch(new RegExp(`^${person.orgId}/${shot.id}/image-[0-9a-f]{16}\\.webp$`));
    expect(await storedFiles(t)).toEqual(expect.arrayContaining([row.imageKey, row.thumbnailKey]));

    const image = await get(person, `/api/v1/screenshots/${shot.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const thumbnail = await get(person, `/api/v1/screenshots/${shot.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    const sharpModule = (await import('sharp')).default;
    expect((await sharpModule(thumbnail.rawPayload).metadata()).width).toBe(320);
    expect((await sharpModule(image.rawPayload).metadata()).format).toBe('webp');
    // Sharp, since the project does not blur.
    expect(await sharpness(image.rawPayload)).toBeGreaterThan(60);
  });

  it('accepts JPEG and WebP too', async () => {
    const { person, project } = await worker();
    for (const format of ['jpeg', 'webp'] as const)
      await uploaded(person, { projectId: project.id, image: await screenImage(200, 100, format) });
    expect(await rowsOf(person)).toBe(2);
  });

  it('is idempotent by clientId: the same id again answers 200 with the original and stores nothing', async () => {
    const { person, project } = await worker();
    const clientId = randomUUID();
    const first = await uploaded(person, { clientId, projectId: project.id });
    const before = (await storedFiles(t)).length;
    const again = await uploadScreenshot(t, person, {
      clientId,
      projectId: project.id,
      image: await screenImage(100, 100),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ replayed: true, screenshot: { id: first.id, width: 640 } });
    expect(await rowsOf(person)).toBe(1);
    expect((await storedFiles(t)).length).toBe(before);
    // Another member's same clientId is their own screenshot.
    const other = await addMember(t, cast.owner, 'MEMBER');
    const theirs = await uploadScreenshot(t, other, {
      clientId,
      projectId: (await createProject(t, cast.owner, { assignedUserIds: [other.userId] })).id,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('stores one screenshot and one pair of files when the same clientId arrives twice at once', async () => {
    const { person, project } = await worker();
    const clientId = randomUUID();
    const before = (await storedFiles(t)).length;
    const answers = await Promise.all([
      uploadScreenshot(t, person, { clientId, projectId: project.id }),
      uploadScreenshot(t, person, { clientId, projectId: project.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.screenshot.id)).size).toBe(1);
    expect(await rowsOf(person)).toBe(1);
    expect((await storedFiles(t)).length).toBe(before + 2);
  });

  it("defaults to the running timer's project, and without one asks for projectId (400)", async () => {
    const { person, project } = await worker();
    const none = await uploadScreenshot(t, person);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_ERROR', hint: expect.stringContaining('projectId') });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time/timer/start',
      headers: person.headers,
      payload: { projectId: project.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const shot = await uploaded(person);
    expect(shot.projectId).toBe(project.id);
  });

  it("links the activity slot named by slotClientId and reports the slot's activity percent", async () => {
    const { person, project } = await worker();
    const slotClientId = `slot-${randomUUID()}`;
    const slot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/slots',
      headers: person.headers,
      payload: {
        clientId: slotClientId,
        startTime: '2026-11-18T10:00:00Z',
        endTime: '2026-11-18T10:10:00Z',
        keyboardSeconds: 100,
        mouseSeconds: 200,
        activeSeconds: 450,
        projectId: project.id,
      },
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const shot = await uploaded(person, { projectId: project.id, slotClientId });
    expect(shot).toMatchObject({ slotId: slot.json().data.slot.id, activityPercent: 75 });
    const unknown = await uploadScreenshot(t, person, { projectId: project.id, slotClientId: 'no-such-slot' });
    expect(unknown.statusCode).toBe(404);
    // Another member's slot is not the caller's.
    const other = await addMember(t, cast.owner, 'MEMBER');
    const theirs = await uploadScreenshot(t, other, { projectId: project.id, slotClientId });
    expect([403, 404]).toContain(theirs.statusCode);
  });

  it('links a screenshot to the slot covering its capture time, whichever of the two arrives first', async () => {
    const { person, project } = await worker();
    const slotAt = (clientId: string, startTime: string, endTime: string, activeSeconds: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/tracker/slots',
        headers: person.headers,
        payload: {
          clientId,
          startTime,
          endTime,
          keyboardSeconds: 0,
          mouseSeconds: 0,
          activeSeconds,
          projectId: project.id,
        },
      });
    // The screenshot first (the tracker sends it at once), its slot when that slot ends.
    const early = await uploaded(person, { projectId: project.id, capturedAt: '2026-11-18T11:04:00Z' });
    const outside = await uploaded(person, { projectId: project.id, capturedAt: '2026-11-18T11:10:00Z' });
    expect(early).toMatchObject({ slotId: null, activityPercent: null });
    const slot = await slotAt(randomUUID(), '2026-11-18T11:00:00Z', '2026-11-18T11:10:00Z', 300);
    expect(slot.statusCode, slot.body).toBe(201);
    const slotId = slot.json().data.slot.id;
    expect((await rowOf(early.id))!.slotId).toBe(slotId);
    // The slot's end is not in it: the next slot's start is.
    expect((await rowOf(outside.id))!.slotId).toBeNull();
    const listed = await get(
      person,
      `/api/v1/screenshots?userId=${person.userId}&from=2026-11-18T11:00:00Z&to=2026-11-18T11:05:00Z`,
    );
    expect(listed.json().data.items).toEqual([expect.objectContaining({ id: early.id, slotId, activityPercent: 50 })]);
    // A slot already stored: the screenshot is linked as it is stored, without slotClientId.
    const late = await uploaded(person, { projectId: project.id, capturedAt: '2026-11-18T11:09:59Z' });
    expect(late).toMatchObject({ slotId, activityPercent: 50 });
    // Batches link too; another member's screenshots at the same time are not touched.
    const other = await worker();
    const theirs = await uploaded(other.person, { projectId: other.project.id, capturedAt: '2026-11-18T11:12:00Z' });
    const mine = await uploaded(person, { projectId: project.id, capturedAt: '2026-11-18T11:12:00Z' });
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/slots/batch',
      headers: person.headers,
      payload: {
        slots: [
          {
            clientId: randomUUID(),
            startTime: '2026-11-18T11:10:00Z',
            endTime: '2026-11-18T11:20:00Z',
            keyboardSeconds: 0,
            mouseSeconds: 0,
            activeSeconds: 600,
            projectId: project.id,
          },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const batchSlotId = batch.json().data.results[0].slotId;
    expect((await rowOf(mine.id))!.slotId).toBe(batchSlotId);
    expect((await rowOf(outside.id))!.slotId).toBe(batchSlotId);
    expect((await rowOf(theirs.id))!.slotId).toBeNull();
  });

  it('stores only a blurred image when the project blurs screenshots', async () => {
    const { person, project } = await worker({ blurScreenshots: true });
    const shot = await uploaded(person, { projectId: project.id });
    expect(shot.isBlurred).toBe(true);
    const image = await get(person, `/api/v1/screenshots/${shot.id}/image`);
    const thumbnail = await get(person, `/api/v1/screenshots/${shot.id}/thumbnail`);
    expect(await sharpness(image.rawPayload)).toBeLessThan(15);
    expect(await sharpness(thumbnail.rawPayload)).toBeLessThan(15);
  });

  describe('hostile uploads', () => {
    it('refuses a file that is not PNG, JPEG or WebP by its bytes, whatever its content type says (415)', async () => {
      const { person, project } = await worker();
      for (const body of [
        Buffer.from('GIF89a this is not allowed'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        Buffer.from('%PDF-1.7'),
      ]) {
        const response = await uploadScreenshot(t, person, { projectId: project.id, image: body });
        expect(response.statusCode, response.body).toBe(415);
        expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    });

    it('refuses a truncated or corrupt image (400), an empty file (400) and a missing one (400)', async () => {
      const { person, project } = await worker();
      const png = await screenImage();
      for (const image of [
        png.subarray(0, png.length / 2),
        Buffer.concat([png.subarray(0, 40), Buffer.alloc(500, 7)]),
      ]) {
        const response = await uploadScreenshot(t, person, { projectId: project.id, image });
        expect(response.statusCode, response.body).toBe(400);
      }
      const empty = await uploadScreenshot(t, person, { projectId: project.id, image: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('IMAGE_EMPTY');
      const missing = await uploadScreenshot(t, person, { projectId: project.id, image: null });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([{ field: 'body.image', message: 'is required' }]);
    });

    it('refuses a decompression bomb from its header, before decoding it (400)', async () => {
      const { person, project } = await worker();
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(MAX_BYTES);
      const response = await uploadScreenshot(t, person, { projectId: project.id, image: bomb });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('IMAGE_TOO_LARGE');
    });

    it('refuses a file over the size limit with 413 in the error shape', async () => {
      const { person, project } = await worker();
      const big = await noiseImage(400, 400);
      expect(big.length).toBeGreaterThan(MAX_BYTES);
      const response = await uploadScreenshot(t, person, { projectId: project.id, image: big });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses two files, a JSON body and bad fields', async () => {
      const { person, project } = await worker();
      const png = await screenImage(50, 50);
      const two = multipartBody({ clientId: randomUUID(), capturedAt: '2026-11-18T10:00:00Z', projectId: project.id }, [
        { name: 'image', body: png },
        { name: 'image', body: png },
      ]);
      const twice = await t.app.inject({
        method: 'POST',
        url: '/api/v1/screenshots',
        headers: { ...person.headers, 'content-type': two.contentType },
        payload: two.payload,
      });
      expect(twice.statusCode, twice.body).toBe(413);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/screenshots',
        headers: person.headers,
        payload: {},
      });
      expect(json.statusCode).toBe(415);
      const bad = await uploadScreenshot(t, person, { clientId: 'not-a-uuid', projectId: project.id });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('body.clientId');
      const nul = await uploadScreenshot(t, person, { projectId: project.id, slotClientId: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().details[0].field).toBe('body.slotClientId');
      const future = await uploadScreenshot(t, person, { projectId: project.id, capturedAt: '2026-11-19T10:00:00Z' });
      expect(future.statusCode).toBe(400);
      expect(await rowsOf(person)).toBe(0);
    });

    it("refuses a project the member is not assigned to (403), an unknown one and another organization's (404)", async () => {
      const { person } = await worker();
      const unassigned = await createProject(t, cast.owner);
      expect((await uploadScreenshot(t, person, { projectId: unassigned.id })).statusCode).toBe(403);
      expect((await uploadScreenshot(t, person, { projectId: randomUUID() })).statusCode).toBe(404);
      const foreign = await createProject(t, cast.outsider);
      expect((await uploadScreenshot(t, person, { projectId: foreign.id })).statusCode).toBe(404);
      expect(await rowsOf(person)).toBe(0);
    });

    it('refuses a request without credentials before reading the body, and a foreign organization header', async () => {
      const { person, project } = await worker();
      const anonymous = await uploadScreenshot(t, person, {
        projectId: project.id,
        headers: { authorization: '' },
      });
      expect(anonymous.statusCode).toBe(401);
      const foreign = await uploadScreenshot(t, person, {
        projectId: project.id,
        headers: { 'x-organization-id': cast.outsider.orgId },
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('leaves no file behind for a refused upload', async () => {
      const before = await storedFiles(t);
      const { person, project } = await worker();
      await uploadScreenshot(t, person, { projectId: project.id, image: pngBomb() });
      await uploadScreenshot(t, person, { projectId: project.id, image: Buffer.from('nope') });
      expect(await storedFiles(t)).toEqual(before);
    });
  });
});
