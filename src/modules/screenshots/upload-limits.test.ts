import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import {
  animatedWebp,
  multipartBody,
  screenImage,
  screenshotFixtures,
  storedFiles,
  uploadScreenshot,
} from '../../../test/support/screenshots.js';

const clock = testClock('2026-11-18T15:00:00Z');
const MAX_BYTES = 1_000_000;
/**
 * The handlers of tagged uploads (x-test-upload header) that started, and how those that ended
 * ended, seen through Fastify's diagnostics channel: whether or not the client is still there.
 * The upload handler takes its place in the queue synchronously as it starts.
 */
const started = new Set<string>();
const handled = new Map<string, { errorCode: string | null }>();
const tagOf = (message: unknown) => (message as { request: FastifyRequest }).request.headers['x-test-upload'];
const channels = {
  'tracing:fastify.request.handler:start': (message: unknown) => {
    const tag = tagOf(message);
    if (typeof tag === 'string') started.add(tag);
  },
  'tracing:fastify.request.handler:asyncEnd': (message: unknown) => {
    const tag = tagOf(message);
    const error = (message as { error?: { code?: string } }).error;
    if (typeof tag === 'string') handled.set(tag, { errorCode: error?.code ?? null });
  },
};
for (const [name, listener] of Object.entries(channels)) subscribe(name, listener);
afterAll(() => {
  for (const [name, listener] of Object.entries(channels)) unsubscribe(name, listener);
});
const { t, cast } = await castApp({
  clock,
  // One processing slot: 1 + 4 places in the queue.
  env: { SCREENSHOT_MAX_BYTES: String(MAX_BYTES), SCREENSHOT_CONCURRENCY: '1' },
});
const { worker, rowsOf } = screenshotFixtures(t, cast.owner);
const PLACES = 5;

let port: number | null = null;
async function listening(): Promise<number> {
  if (port === null) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }
  return port;
}

interface RawUpload {
  socket: Socket;
  /** The raw HTTP answer, once it is complete (or the connection closed). */
  answer: Promise<string>;
}

/**
 * An upload over a real connection that sends the request head and only the first `sent` bytes
 * of the multipart body (all of it by default), declaring the whole length.
 */
async function rawUpload(
  actor: Actor,
  body: { payload: Buffer; contentType: string },
  options: { sent?: number; tag?: string } = {},
): Promise<RawUpload> {
  const socket = connect(await listening(), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const head = [
    'POST /api/v1/screenshots HTTP/1.1',
    'Host: 127.0.0.1',
    `Content-Type: ${body.contentType}`,
    `Content-Length: ${body.payload.length}`,
    ...Object.entries({ ...actor.headers, ...(options.tag ? { 'x-test-upload': options.tag } : {}) }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
  ].join('\r\n');
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const [headers, rest] = received.split('\r\n\r\n', 2);
      const length = /content-length: (\d+)/i.exec(headers ?? '');
      if (rest !== undefined && length && rest.length >= Number(length[1])) resolve(received);
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) =>
    socket.write(
      Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body.payload.subarray(0, options.sent)]),
      () => resolve(),
    ),
  );
  return { socket, answer };
}

const uploadBody = async (projectId: string, image?: Buffer) =>
  multipartBody({ clientId: randomUUID(), capturedAt: '2026-11-18T10:05:00Z', projectId }, [
    { name: 'image', body: image ?? (await screenImage()) },
  ]);

describe('uploads cannot monopolise image work', () => {
  it('refuses an animated WebP from its header (415 IMAGE_ANIMATED), while another tenant’s upload is stored', async () => {
    const { person, project } = await worker();
    const hostile = await animatedWebp(5000);
    expect(hostile.length).toBeLessThan(MAX_BYTES);
    const theirs = await createProject(t, cast.outsider);
    const [refused, normal] = await Promise.all([
      uploadScreenshot(t, person, { projectId: project.id, image: hostile }),
      uploadScreenshot(t, cast.outsider, { projectId: theirs.id }),
    ]);
    expect(refused.statusCode, refused.body).toBe(415);
    expect(refused.json()).toMatchObject({ success: false, code: 'IMAGE_ANIMATED', message: /5000 frames/ });
    expect(normal.statusCode, normal.body).toBe(201);
    expect(await rowsOf(person)).toBe(0);
  });

  it('answers 503 IMAGE_QUEUE_FULL with Retry-After before reading a body when every place is taken', async () => {
    const { person, project } = await worker();
    // Uploads whose bodies stop halfway hold every place, as slow clients would.
    const stalled: RawUpload[] = [];
    const tags = Array.from({ length: PLACES }, () => randomUUID());
    for (const tag of tags) {
      const body = await uploadBody(project.id);
      stalled.push(await rawUpload(person, body, { sent: body.payload.length - 500, tag }));
    }
    try {
      await vi.waitFor(() => expect(tags.filter((tag) => started.has(tag))).toHaveLength(PLACES), {
        timeout: 30_000,
        interval: 20,
      });
      // Refused from its headers alone: not a byte of its body was sent.
      const early = await rawUpload(person, await uploadBody(project.id), { sent: 0 });
      const answer = await early.answer;
      early.socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ success: false, code: 'IMAGE_QUEUE_FULL' });
    } finally {
      for (const upload of stalled) upload.socket.destroy();
    }
    // Their places are given back when their clients go: uploads are taken again.
    await vi.waitFor(
      async () => {
        const response = await uploadScreenshot(t, person, { projectId: project.id });
        expect(response.statusCode).toBe(201);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(await rowsOf(person)).toBe(1);
  });

  it('stores nothing for an upload whose client closed the connection before the answer', async () => {
    const { person, project } = await worker();
    const before = await storedFiles(t);
    const tag = randomUUID();
    const upload = await rawUpload(person, await uploadBody(project.id), { tag });
    // The whole body is sent; the client leaves once the handler has started on it.
    await vi.waitFor(() => expect(started.has(tag)).toBe(true), { timeout: 30_000, interval: 5 });
    upload.socket.destroy();
    await vi.waitFor(() => expect(handled.get(tag)).toBeDefined(), { timeout: 30_000, interval: 20 });
    // Gone before its body was read (UPLOAD_INCOMPLETE), or after (UPLOAD_ABORTED): never stored.
    expect(handled.get(tag)!.errorCode).toMatch(/^(UPLOAD_ABORTED|UPLOAD_INCOMPLETE)$/);
    expect(await rowsOf(person)).toBe(0);
    expect(await storedFiles(t)).toEqual(before);
  });
});

describe('malformed multipart bodies get the error shape', () => {
  it('answers 400 MALFORMED_MULTIPART for a multipart content type without a boundary', async () => {
    const { person, project } = await worker();
    const { payload } = await uploadBody(project.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/screenshots',
      headers: { ...person.headers, 'content-type': 'multipart/form-data' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'MALFORMED_MULTIPART',
      error: 'Bad Request',
      message: expect.stringContaining('boundary'),
      hint: expect.any(String),
    });
  });

  it('answers 400 in the error shape for a body cut off anywhere: in a field, in part headers, in the image', async () => {
    const { person, project } = await worker();
    const { payload, contentType } = await uploadBody(project.id);
    const imageHeaders = payload.indexOf('name="image"');
    for (const cut of [20, 60, imageHeaders + 5, imageHeaders + 80, payload.length - 2000, payload.length - 3]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/screenshots',
        headers: { ...person.headers, 'content-type': contentType },
        payload: payload.subarray(0, cut),
      });
      expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBe(400);
      expect(response.json(), `cut at ${cut}`).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(UPLOAD_INCOMPLETE|MALFORMED_MULTIPART|VALIDATION_ERROR)$/),
        error: 'Bad Request',
        message: expect.any(String),
        hint: expect.any(String),
      });
    }
    const midImage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/screenshots',
      headers: { ...person.headers, 'content-type': contentType },
      payload: payload.subarray(0, payload.length - 2000),
    });
    expect(midImage.json().code).toBe('UPLOAD_INCOMPLETE');
    expect(await rowsOf(person)).toBe(0);
  });
});
