import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { access } from '../auth/access.js';
import { contentDisposition, defineFileRoute } from './route.js';

describe('file routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) =>
        app.register(
          async (api) => {
            defineFileRoute(api, {
              method: 'GET',
              url: '/report',
              operationId: 'testReport',
              tags: ['Test'],
              summary: 'A small CSV',
              access: access.public,
              query: z.object({ rows: z.coerce.number().int().min(1).max(3) }),
              produces: ['text/csv'],
              handler: async ({ query }) => ({
                contentType: 'text/csv; charset=utf-8',
                filename: 'Résumé "Q1".csv',
                body: Array.from({ length: query.rows }, (_, i) => `row,${i}`).join('\r\n'),
              }),
            });
            defineFileRoute(api, {
              method: 'POST',
              url: '/inbox',
              operationId: 'testInbox',
              tags: ['Test'],
              summary: 'Answers 202 with no body, or 200 with the echo',
              access: access.public,
              body: z.object({ reply: z.boolean() }),
              produces: ['application/json'],
              acceptedStatus: 'Accepted; no body',
              handler: async ({ body }) =>
                body.reply
                  ? { contentType: 'application/json', body: Buffer.from('{"echo":true}') }
                  : { contentType: 'text/plain', body: '', status: 202 },
            });
          },
          { prefix: '/api/v1/test' },
        ),
    });
  });
  afterAll(() => t.close());

  it('sends the bytes with their own type, a download name and no caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/report?rows=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _Q1_.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22Q1%22.csv`,
    );
    expect(response.body).toBe('row,0\r\nrow,1');
    // A file may open in a tab: it carries a document's security headers, not only the API's.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
  });

  it('keeps errors in the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/report?rows=9' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('documents the file content type in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    const op = doc.paths['/api/v1/test/report']?.get;
    expect(Object.keys(op?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('answers 202 with no body when the handler says so, and documents it', async () => {
    const accepted = await t.app.inject({ method: 'POST', url: '/api/v1/test/inbox', payload: { reply: false } });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.body).toBe('');
    const answered = await t.app.inject({ method: 'POST', url: '/api/v1/test/inbox', payload: { reply: true } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ echo: true });

    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, { post: { responses: Record<string, { description: string }> } }>;
    }>();
    expect(doc.paths['/api/v1/test/inbox']?.post.responses['202']?.description).toBe('Accepted; no body');
  });

  it('names inline files for display', () => {
    expect(contentDisposition('shot.webp', true)).toBe(`inline; filename="shot.webp"; filename*=UTF-8''shot.webp`);
  });
});
