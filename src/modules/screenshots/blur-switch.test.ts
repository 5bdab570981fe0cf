import { afterAll, describe, expect, it, vi } from 'vitest';
import { addMember } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { holdingProxy, startS3 } from '../../../test/support/s3.js';
import { screenshotFixtures, sharpness, uploadScreenshot } from '../../../test/support/screenshots.js';
import { logTime, review } from '../../../test/support/time.js';

const s3 = await startS3('punchclock-blur');
// The app reaches the bucket through a proxy the tests can hold: an upload then waits between its
// image work and its commit, as a slow storage would make it.
const proxy = await holdingProxy(s3.endpoint);
afterAll(async () => {
  await proxy.close();
  await s3.close();
});
const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({
  clock,
  env: {
    SCREENSHOT_STORAGE: 's3',
    S3_ENDPOINT: proxy.endpoint,
    S3_BUCKET: 'punchclock-blur',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
});
const { get } = screenshotFixtures(t, cast.owner);

const switchBlurOn = async (projectId: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${projectId}`,
    headers: cast.owner.headers,
    payload: { blurScreenshots: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.blurScreenshots).toBe(true);
};

const fetchUrl = (url: string) => get(null, url);

describe('switching a project’s blur on', () => {
  it('blurs every upload that commits after the switch, though its image was processed sharp before it', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    proxy.hold();
    const uploads = Array.from({ length: 4 }, () => uploadScreenshot(t, person, { projectId: project.id }));
    try {
      // Each upload has processed its image sharp and waits on writing its two files.
      await proxy.holding(8);
      await switchBlurOn(project.id);
    } finally {
      proxy.release();
    }
    for (const answer of await Promise.all(uploads)) {
      expect(answer.statusCode, answer.body).toBe(201);
      const shot = answer.json().data.screenshot;
      expect(shot).toMatchObject({ isBlurred: true, blurPending: false });
      for (const file of ['image', 'thumbnail']) {
        const served = await get(person, `/api/v1/screenshots/${shot.id}/${file}`);
        expect(served.statusCode).toBe(200);
        expect(await sharpness(served.rawPayload)).toBeLessThan(15);
      }
    }
  });

  it('blurs the screenshots stored before, in the background; until then their sharp files are not served', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Sam Sharp' });
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const entry = await logTime(t, person, '2026-11-17T09:00:00Z', '2026-11-17T11:00:00Z', { projectId: project.id });
    expect((await review(t, cast.manager, [entry.id], 'APPROVED')).statusCode).toBe(200);
    const shots = [];
    for (const capturedAt of ['2026-11-17T09:30:00Z', '2026-11-17T10:30:00Z']) {
      const response = await uploadScreenshot(t, person, { projectId: project.id, capturedAt });
      expect(response.statusCode, response.body).toBe(201);
      shots.push(response.json().data.screenshot);
    }
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: cast.manager.headers,
      payload: {},
    });
    const portalUrl = `/api/v1/projects/portal/${shared.json().data.portalUrl.split('/').pop()}`;
    const portalShots = async () => (await t.app.inject({ method: 'GET', url: portalUrl })).json().data.screenshots;
    const sharpThumbnails = (await portalShots()).map((shot: { thumbnailUrl: string }) => shot.thumbnailUrl);
    expect(sharpThumbnails).toHaveLength(2);
    expect(await sharpness((await fetchUrl(sharpThumbnails[0])).rawPayload)).toBeGreaterThan(60);

    // The background blur waits on the storage: meanwhile the sharp ones are pending and not served.
    proxy.hold();
    try {
      await switchBlurOn(project.id);
      const listed = await get(cast.manager, `/api/v1/screenshots?projectId=${project.id}`);
      expect(listed.json().data.items).toEqual([
        expect.objectContaining({ isBlurred: false, blurPending: true }),
        expect.objectContaining({ isBlurred: false, blurPending: true }),
      ]);
      const pending = await get(cast.manager, `/api/v1/screenshots/${shots[0].id}/image`);
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({ success: false, code: 'SCREENSHOT_BLUR_PENDING' });
      expect(pending.headers['retry-after']).toBeDefined();
      expect((await fetchUrl(sharpThumbnails[0])).statusCode).toBe(409);
      expect(await portalShots()).toEqual([]);
    } finally {
      proxy.release();
    }

    await vi.waitFor(
      async () => {
        const listed = await get(cast.manager, `/api/v1/screenshots?projectId=${project.id}`);
        expect(listed.json().data.items.map((item: { isBlurred: boolean }) => item.isBlurred)).toEqual([true, true]);
      },
      { timeout: 30_000, interval: 100 },
    );
    const blurred = await portalShots();
    expect(blurred).toEqual([
      expect.objectContaining({ isBlurred: true, memberName: 'Sam Sharp' }),
      expect.objectContaining({ isBlurred: true, memberName: 'Sam Sharp' }),
    ]);
    for (const url of [...blurred.map((shot: { thumbnailUrl: string }) => shot.thumbnailUrl), ...sharpThumbnails]) {
      const thumbnail = await fetchUrl(url);
      expect(thumbnail.statusCode).toBe(200);
      expect(await sharpness(thumbnail.rawPayload)).toBeLessThan(15);
    }
  });
});
