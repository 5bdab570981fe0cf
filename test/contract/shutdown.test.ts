import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.js';

/** One raw HTTP/1.1 connection: `received` resolves with everything read once the server closes it. */
async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = '';
  socket.on('data', (chunk: Buffer) => (buffered += chunk.toString()));
  const received = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(buffered));
  });
  return { send: (text: string) => socket.write(text), received };
}

describe('a request that arrives while the server shuts down', () => {
  it('gets 503 SERVICE_UNAVAILABLE in the error shape, with Retry-After', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const slowStarted = new Promise<void>((resolve) => (entered = resolve));
    let markClosing!: () => void;
    const closing = new Promise<void>((resolve) => (markClosing = resolve));
    const t = await buildTestApp({
      beforeReady: (app) => {
        app.get('/test/slow', async () => {
          entered();
          await held;
          return { ok: true };
        });
        app.addHook('preClose', (done) => {
          markClosing();
          done();
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // A busy keep-alive connection stays open through close(); a request pipelined on it after
    // close() began is what must get the 503.
    const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;
    const connection = await rawConnection(port);
    connection.send(request('/test/slow'));
    await slowStarted;
    const closed = t.close();
    await closing;
    connection.send(request('/api/v1/health'));
    release();
    const raw = await connection.received;
    await closed;

    const responses = raw.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
    const [head, body] = responses[1]!.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(body!)).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: 'The server is shutting down',
      hint: expect.stringContaining('Retry'),
    });
  });
});
