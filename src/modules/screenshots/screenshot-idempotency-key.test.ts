import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { screenImage, screenshotFixtures, storedFiles, uploadScreenshot } from '../../../test/support/screenshots.js';

const clock = testClock('2026-11-18T15:00:00Z');
const { t, cast } = await castApp({ clock });
const { worker, rowsOf } = screenshotFixtures(t, cast.owner);

/**
 * The upload reads its own multipart body, so it claims the key with the parts it read: each
 * upload below is a new body with a boundary of its own (test/support/screenshots.ts), as a
 * tracker's retry would be, and still the same request.
 */
describe('POST /screenshots with an Idempotency-Key', () => {
  it('replays the first upload to a retry of the same parts, and stores one screenshot', async () => {
    const { person, project } = await worker();
    const key = randomUUID();
    const same = { clientId: randomUUID(), projectId: project.id, headers: { 'idempotency-key': key } };
    const first = await uploadScreenshot(t, person, same);
    expect(first.statusCode, first.body).toBe(201);
    const files = await storedFiles(t);

    const retry = await uploadScreenshot(t, person, same);
    // The first answer (201), not the 200 a repeated clientId alone answers.
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await rowsOf(person)).toBe(1);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses the key with another image or other fields (422), storing nothing more', async () => {
    const { person, project } = await worker();
    const key = randomUUID();
    const clientId = randomUUID();
    const headers = { 'idempotency-key': key };
    expect((await uploadScreenshot(t, person, { clientId, projectId: project.id, headers })).statusCode).toBe(201);

    const otherImage = await uploadScreenshot(t, person, {
      clientId,
      projectId: project.id,
      headers,
      image: await screenImage(320, 200),
    });
    expect(otherImage.statusCode).toBe(422);
    expect(otherImage.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherFields = await uploadScreenshot(t, person, { clientId: randomUUID(), projectId: project.id, headers });
    expect(otherFields.statusCode).toBe(422);
    expect(await rowsOf(person)).toBe(1);
  });
});
