import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp, type LoggedApp } from '../support/logged-app.js';

let t: LoggedApp;
beforeAll(async () => {
  t = await buildLoggedApp();
});
afterAll(() => t?.close());

/** The log lines written so far, parsed. */
const logLines = () => t.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('access log', () => {
  it('writes one line per request with its id, method, URL, status and time taken', async () => {
    t.lines.length = 0;
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/info?token=secret-value' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });

    const lines = logLines();
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(2);
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
    const [first, second] = requestLines;
    expect(first).toMatchObject({
      level: 30,
      reqId: ok.headers['x-request-id'],
      req: { method: 'GET', url: '/api/v1/info?token=[REDACTED]' },
      res: { statusCode: 200 },
    });
    expect(typeof first?.responseTime).toBe('number');
    expect(second).toMatchObject({ reqId: missing.headers['x-request-id'], res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });

  it("keeps a caller's request id when it is plain, and the line stays JSON either way", async () => {
    t.lines.length = 0;
    const plain = await t.app.inject({ url: '/api/v1/info', headers: { 'x-request-id': 'trace.1:a-B_9' } });
    const quoted = await t.app.inject({ url: '/api/v1/info', headers: { 'x-request-id': 'x","level":60,"y' } });
    expect(plain.headers['x-request-id']).toBe('trace.1:a-B_9');
    expect(quoted.headers['x-request-id']).not.toContain('"');

    const requestLines = logLines().filter((line) => line.msg === 'request completed');
    expect(requestLines.map((line) => [line.reqId, line.level])).toEqual([
      ['trace.1:a-B_9', 30],
      [quoted.headers['x-request-id'], 30],
    ]);
  });

  it("binds the request's id to the lines a request logs itself", async () => {
    t.lines.length = 0;
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody' } });
    expect(refused.statusCode).toBe(400);

    const own = logLines().filter((line) => line.msg !== 'request completed');
    expect(own.length).toBeGreaterThan(0);
    for (const line of own) expect(line).toMatchObject({ reqId: refused.headers['x-request-id'] });
  });
});
