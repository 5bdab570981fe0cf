import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { access } from '../auth/access.js';
import { defineRoute } from './route.js';

const ERROR_KEYS = ['code', 'error', 'hint', 'message', 'success'];

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(
    Object.keys(body)
      .filter((key) => key !== 'details')
      .sort(),
  ).toEqual(ERROR_KEYS);
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  for (const key of ['error', 'message', 'hint']) expect(typeof body[key] === 'string' && body[key] !== '').toBe(true);
}

describe('error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      beforeReady: (app) =>
        app.register(
          async (api) => {
            defineRoute(api, {
              method: 'POST',
              url: '/echo',
              operationId: 'testEcho',
              tags: ['Test'],
              summary: 'Echoes a name',
              access: access.public,
              body: z.object({ name: z.string().min(2), count: z.number().int().min(0) }),
              response: z.object({ name: z.string() }),
              handler: async ({ body }) => ({ name: body.name, secretHash: 'must-not-leak' }),
            });
            defineRoute(api, {
              method: 'POST',
              url: '/refused/:status',
              operationId: 'testRefused',
              tags: ['Test'],
              summary: 'Fails as a plugin refusing the request would',
              access: access.public,
              params: z.object({ status: z.coerce.number().int() }),
              response: z.object({}),
              handler: async ({ params }) => {
                throw Object.assign(new Error('Refused by a plugin'), {
                  code: 'FST_PLUGIN_REFUSAL',
                  statusCode: params.status,
                });
              },
            });
            defineRoute(api, {
              method: 'GET',
              url: '/boom',
              operationId: 'testBoom',
              tags: ['Test'],
              summary: 'Fails unexpectedly',
              access: access.public,
              response: z.object({}),
              handler: async () => {
                throw new Error('connection string postgres://admin:hunter2@db');
              },
            });
          },
          { prefix: '/api/v1/test' },
        ),
    });
  });
  afterAll(() => t.close());

  it('answers an unknown route with 404 NOT_FOUND as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expectErrorShape(response.json(), 'NOT_FOUND');
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/info' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expectErrorShape(response.json(), 'METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'MALFORMED_JSON');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>ab</name>',
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), count: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('answers invalid fields with 400 VALIDATION_ERROR naming each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'a', count: -1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_ERROR');
    expect(body.details.map((problem: { field: string }) => problem.field).sort()).toEqual(['body.count', 'body.name']);
  });

  it('serializes only the declared response fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'ada', count: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { name: 'ada' } });
    expect(response.body).not.toContain('must-not-leak');
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expectErrorShape(response.json(), 'INTERNAL_ERROR');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('postgres://');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a caller x-request-id and makes one otherwise', async () => {
    const echoed = await t.app.inject({ method: 'GET', url: '/api/v1/info', headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/v1/info',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers any other refusal of the framework with a status its code has', async () => {
    const refused = (status: number) => t.app.inject({ method: 'POST', url: `/api/v1/test/refused/${status}` });
    for (const [status, answered, code] of [
      [400, 400, 'BAD_REQUEST'],
      [406, 400, 'BAD_REQUEST'],
      [413, 413, 'PAYLOAD_TOO_LARGE'],
      [415, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ] as const) {
      const response = await refused(status);
      expect(response.statusCode, `${status}`).toBe(answered);
      expectErrorShape(response.json(), code);
      expect(response.json().message).toBe('Refused by a plugin');
    }
  });

  it('answers a URL the router cannot decode with a JSON 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'MALFORMED_URL');
  });

  it('sends security headers on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('answers CORS preflight for the API headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/info',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-organization-id',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-organization-id');
  });
});
