import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerOwner } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { access } from '../auth/access.js';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body.js';
import { defineRoute } from './route.js';

describe('jsonNestsDeeperThan', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('counts objects and arrays alike, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonNestsDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[[[" \\\\' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a\\"[[[[":[[1]]}`, 2)).toBe(true);
  });

  it('handles siblings: depth goes back down', () => {
    expect(jsonNestsDeeperThan(`[${Array(1000).fill('[1]').join(',')}]`, 2)).toBe(false);
  });
});

describe('body parsing limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses a JSON body nested deeper than the limit on any route with 400 JSON_TOO_DEEP', async () => {
    t = await buildTestApp();
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","password":"x","extra":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'JSON_TOO_DEEP', error: 'Bad Request' });

    const atLimit = '['.repeat(MAX_JSON_DEPTH - 1) + ']'.repeat(MAX_JSON_DEPTH - 1);
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"nobody@example.com","password":"x","extra":${atLimit}}`,
    });
    expect(fine.statusCode).toBe(401);
  });

  it('finds a NUL character at any depth a body may have', async () => {
    t = await buildTestApp();
    const depth = MAX_JSON_DEPTH - 2;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","password":"x","extra":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain('NUL');
  });

  it('still refuses prototype poisoning and malformed JSON as before', async () => {
    t = await buildTestApp();
    for (const payload of ['{"__proto__":{"admin":true}}', '{"a":']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

/** The raw bytes a server sends back on a socket, until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

async function listening(test: TestApp) {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return (test.app.server.address() as AddressInfo).port;
}

/** Writes one piece every `everyMs` until the socket closes: a client trickling its request in. */
async function trickle(socket: Socket, piece: string, everyMs: number) {
  while (!socket.destroyed && !socket.writableEnded) {
    socket.write(piece);
    await sleep(everyMs);
  }
}

describe('request time limits, over real HTTP', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a JSON body that trickles in with 408 REQUEST_BODY_TIMEOUT and closes the connection', async () => {
    t = await buildTestApp({ env: { HTTP_BODY_TIMEOUT_MS: '1000' } });
    const socket = connect(await listening(t), '127.0.0.1');
    const answer = readUntilClosed(socket);
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"email":"',
    );
    void trickle(socket, 'a', 100);
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw.toLowerCase()).toContain('connection: close');
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, code: 'REQUEST_BODY_TIMEOUT', error: 'Request Timeout' });
  });

  it('cuts off an upload that trickles in past the whole-request limit', async () => {
    t = await buildTestApp({
      env: { HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_BODY_TIMEOUT_MS: '1000' },
    });
    const owner = await registerOwner(t);
    const socket = connect(await listening(t), '127.0.0.1');
    const answer = readUntilClosed(socket);
    const headers = Object.entries(owner.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      'POST /api/v1/screenshots HTTP/1.1\r\nHost: localhost\r\n' +
        headers +
        'Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 10000000\r\n\r\n' +
        '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    void trickle(socket, 'x', 100);
    // Past the JSON body limit (1 s): an upload is bounded by the whole-request limit instead.
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers trickle in', async () => {
    t = await buildTestApp({ env: { HTTP_HEADERS_TIMEOUT_MS: '1000' } });
    const socket = connect(await listening(t), '127.0.0.1');
    const answer = readUntilClosed(socket);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    void trickle(socket, 'X-Slow: 1\r\n', 100);
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('bounds only the request: an answer that takes longer than the request timeout still arrives', async () => {
    t = await buildTestApp({
      env: { HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_BODY_TIMEOUT_MS: '1000' },
      beforeReady: (app) =>
        app.register(
          async (api) => {
            defineRoute(api, {
              method: 'POST',
              url: '/slow',
              operationId: 'testSlow',
              tags: ['Test'],
              summary: 'Answers after the request timeout has passed',
              access: access.public,
              body: z.object({ wait: z.number() }),
              response: z.object({ waited: z.number() }),
              handler: async ({ body }) => {
                await sleep(body.wait);
                return { waited: body.wait };
              },
            });
          },
          { prefix: '/api/v1/test' },
        ),
    });
    const port = await listening(t);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wait: 2500 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { waited: 2500 } });
  });
});
