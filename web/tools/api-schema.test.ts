import { readFile } from 'node:fs/promises';
import type { OpenAPI3 } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMA_COMMAND, API_SCHEMA_FILE, renderApiSchema, serverOpenApiDocument } from './api-schema.js';

describe('the web client generated from the OpenAPI document', () => {
  let document: OpenAPI3;
  beforeAll(async () => {
    document = await serverOpenApiDocument();
  });

  it('is up to date with the server', async () => {
    const committed = await readFile(API_SCHEMA_FILE, 'utf8');
    const fresh = await renderApiSchema(document);
    // Not toEqual: a 500 KB diff helps nobody; the command does.
    if (committed !== fresh)
      expect.fail(
        `web/src/lib/api/schema.d.ts is stale: the server's routes changed. Run \`${API_SCHEMA_COMMAND}\` and commit it.`,
      );
  });

  it('leaves out the organization header, which the client adds to every request', async () => {
    expect(JSON.stringify(document)).toContain('x-organization-id');
    expect(await renderApiSchema(document)).not.toMatch(/"x-organization-id"\??:/);
  });
});
