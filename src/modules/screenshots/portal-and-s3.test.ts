import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { startS3 } from '../../../test/support/s3.js';
import { sharpness, uploadScreenshot } from '../../../test/support/screenshots.js';
import { logTime, review } from '../../../test/support/time.js';
import { s3Storage } from '../../platform/storage/s3-storage.js';
import { screenshots } from './screenshots.tables.js';

const s3 = await startS3('punchclock-shots');
afterAll(() => s3.close());
const clock = testClock('2026-11-18T15:00:00Z');
// This app keeps its screenshots in the S3-compatible server, as a deployment with SCREENSHOT_STORAGE=s3 does.
const { t, cast } = await castApp({
  clock,
  env: {
    SCREENSHOT_STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'punchclock-shots',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
});
const bucket = s3Storage({
  endpoint: s3.endpoint,
  bucket: 'punchclock-shots',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
afterAll(() => bucket.close());

const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://punchclock.test', '') });

describe('screenshots in S3-compatible storage', () => {
  it('stores, serves and deletes the files in the bucket', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const response = await uploadScreenshot(t, person, { projectId: project.id });
    expect(response.statusCode, response.body).toBe(201);
    const shot = response.json().data.screenshot;
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/screenshots', headers: person.headers });
    expect(listed.json().data.items[0].id).toBe(shot.id);
    const image = await fetchUrl(shot.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(await sharpness(image.rawPayload)).toBeGreaterThan(60);

    const blurred = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/screenshots/${shot.id}/blur`,
      headers: cast.manager.headers,
      payload: { isBlurred: true },
    });
    expect(blurred.statusCode, blurred.body).toBe(200);
    expect(await sharpness((await fetchUrl(shot.imageUrl)).rawPayload)).toBeLessThan(15);

    const [row] = await t.database.db.select().from(screenshots).where(eq(screenshots.id, shot.id));
    expect(await bucket.exists(row!.imageKey)).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/screenshots/${shot.id}`,
      headers: cast.manager.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bucket.exists(row!.imageKey)).toBe(false);
    expect(await bucket.exists(row!.thumbnailKey)).toBe(false);
  });
});

describe('client portal', () => {
  it('shows thumbnails of approved time of that project only, blurred ones blurred, by signed URLs', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER', { fullName: 'Pat Worker' });
    const project = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const other = await createProject(t, cast.owner, { assignedUserIds: [person.userId] });
    const approved = await logTime(t, person, '2026-11-17T09:00:00Z', '2026-11-17T11:00:00Z', {
      projectId: project.id,
    });
    await logTime(t, person, '2026-11-17T13:00:00Z', '2026-11-17T14:00:00Z', { projectId: project.id });
    const otherApproved = await logTime(t, person, '2026-11-17T15:00:00Z', '2026-11-17T16:00:00Z', {
      projectId: other.id,
    });
    expect((await review(t, cast.manager, [approved.id, otherApproved.id], 'APPROVED')).statusCode).toBe(200);

    const upload = async (projectId: string, capturedAt: string) => {
      const response = await uploadScreenshot(t, person, { projectId, capturedAt });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.screenshot;
    };
    const inApproved = await upload(project.id, '2026-11-17T09:30:00Z');
    const toBlur = await upload(project.id, '2026-11-17T10:30:00Z');
    await upload(project.id, '2026-11-17T13:30:00Z'); // pending time
    await upload(other.id, '2026-11-17T15:30:00Z'); // another project's approved time
    await upload(project.id, '2026-11-17T12:00:00Z'); // outside any entry
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/screenshots/${toBlur.id}/blur`,
      headers: cast.manager.headers,
      payload: { isBlurred: true },
    });

    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/share`,
      headers: cast.manager.headers,
      payload: {},
    });
    const token = shared.json().data.portalUrl.split('/').pop();
    const portal = await t.app.inject({ method: 'GET', url: `/api/v1/projects/portal/${token}` });
    expect(portal.statusCode, portal.body).toBe(200);
    const shots = portal.json().data.screenshots;
    expect(shots).toEqual([
      { capturedAt: toBlur.capturedAt, memberName: 'Pat Worker', isBlurred: true, thumbnailUrl: expect.any(String) },
      {
        capturedAt: inApproved.capturedAt,
        memberName: 'Pat Worker',
        isBlurred: false,
        thumbnailUrl: expect.any(String),
      },
    ]);
    const blurredThumb = await fetchUrl(shots[0].thumbnailUrl);
    expect(blurredThumb.statusCode).toBe(200);
    expect(await sharpness(blurredThumb.rawPayload)).toBeLessThan(15);
    expect((await fetchUrl(shots[1].thumbnailUrl)).statusCode).toBe(200);
    // A portal URL is for that one thumbnail: swapping the id inside it breaks the signature.
    const bytes = Buffer.from(shots[1].thumbnailUrl.split('/').pop(), 'base64url');
    bytes[20] = bytes[20]! ^ 1;
    expect((await fetchUrl(`/api/v1/screenshots/files/${bytes.toString('base64url')}`)).statusCode).toBe(404);
  });
});
