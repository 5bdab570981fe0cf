import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { MCP_TOOLS } from './mcp.tools.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /.well-known/mcp', () => {
  it('describes the server at the host root and under /api/v1, without authentication', async () => {
    const atRoot = await get('/.well-known/mcp');
    const underApi = await get('/api/v1/.well-known/mcp');
    expect(atRoot.statusCode).toBe(200);
    expect(underApi.statusCode).toBe(200);
    const document = atRoot.json<Record<string, unknown>>();
    expect(underApi.json()).toEqual(document);
    expect(document).toMatchObject({
      name: 'punchclock',
      endpoint: 'http://punchclock.test/api/v1/mcp',
      transport: 'streamable-http',
      sessions: 'stateless',
      protocolVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      authentication: { type: 'bearer', organizationHeader: 'x-organization-id' },
      documentation: { openapi: 'http://punchclock.test/api/v1/openapi.json' },
    });
    expect((document.tools as { name: string }[]).map((tool) => tool.name)).toEqual(MCP_TOOLS.map((tool) => tool.name));
  });

  it('is in the OpenAPI document with POST /mcp', async () => {
    const openapi = (await get('/api/v1/openapi.json')).json<{
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(openapi.paths['/api/v1/mcp']?.post?.operationId).toBe('postMcpMessage');
    expect(openapi.paths['/api/v1/.well-known/mcp']?.get?.operationId).toBe('getMcpDiscovery');
    expect(openapi.paths['/.well-known/mcp']?.get?.operationId).toBe('getMcpDiscoveryAtRoot');
  });
});
