import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /health reports the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.checks.database.status).toBe('up');
    expect(body.data.checks.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('GET /info carries the version and absolute discovery links from PUBLIC_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      name: 'Punchclock API',
      version: '1.0.0',
      description: expect.any(String),
      documentation: 'http://punchclock.test/docs',
      openapiSpec: 'http://punchclock.test/api/v1/openapi.json',
      health: 'http://punchclock.test/api/v1/health',
    });
  });

  it('GET /openapi.json is an OpenAPI 3.1 document naming every API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    expect(document.paths['/api/v1/health'].get.operationId).toBe('getHealth');
    expect(document.paths['/api/v1/info'].get.responses['429']).toBeDefined();
    const membersList = document.paths['/api/v1/organizations/members'].get;
    expect(membersList.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-organization-id', required: true })]),
    );
    expect(membersList.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(document.components.schemas.Error.required).toEqual(
      expect.arrayContaining(['success', 'code', 'error', 'message', 'hint']),
    );
  });

  it('GET /docs/auth describes the headers and the sign-in flows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/auth' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.headers.organization).toContain('x-organization-id');
    expect(data.flows.map((flow: { name: string }) => flow.name)).toEqual(
      expect.arrayContaining(['sign-up', 'sign-in', 'legal-acceptance']),
    );
  });

  it('serves a human API reference page at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('GET /health when the database is gone', () => {
  it('answers 503 with the error shape', async () => {
    const t = await buildTestApp();
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        error: 'Service Unavailable',
        details: { database: { status: 'down' } },
      });
    } finally {
      await t.close();
    }
  });
});
