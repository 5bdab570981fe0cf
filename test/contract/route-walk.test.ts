import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app.js';

/** Every API route must say what it is, what it takes, what it answers and who may call it. */
describe('route walk', () => {
  let t: TestApp;
  let apiRoutes: RouteOptions[];
  beforeAll(async () => {
    t = await buildTestApp();
    apiRoutes = t.app.routeTable.routes.filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('finds the API routes', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every route an operationId, tags, a summary, response schemas and an access class', () => {
    const problems = apiRoutes.flatMap((route) => {
      const name = `${String(route.method)} ${route.url}`;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const missing: string[] = [];
      if (typeof schema.operationId !== 'string') missing.push('operationId');
      if (!Array.isArray(schema.tags) || schema.tags.length === 0) missing.push('tags');
      if (typeof schema.summary !== 'string') missing.push('summary');
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      // A redirect route (a page a browser navigates to, route.ts defineRedirectRoute) succeeds with a 302.
      if (!Object.keys(responses).some((status) => /^[23]/.test(status))) missing.push('success response schema');
      if (!responses['400'] || !responses['500']) missing.push('error response schema');
      const access = (route.config as { access?: { kind?: string } } | undefined)?.access;
      if (!access || !['public', 'bearer', 'tenant'].includes(access.kind ?? '')) missing.push('access class');
      return missing.map((what) => `${name}: no ${what}`);
    });
    expect(problems).toEqual([]);
  });

  it('uses each operationId once', () => {
    const ids = apiRoutes.map((route) => (route.schema as { operationId: string }).operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares a params schema for every route with path parameters', () => {
    const problems = apiRoutes
      .filter((route) => route.url.includes(':') && !(route.schema as { params?: unknown }).params)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(problems).toEqual([]);
  });
});
