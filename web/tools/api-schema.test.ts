import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMA_COMMAND, API_SCHEMA_FILE, renderApiSchema, serverOpenApiDocument } from './api-schema.js';

const PENDING_CONTRACT = path.join(path.dirname(API_SCHEMA_FILE), 'pending-contract.ts');

/** The paths pending-contract.ts types ahead of the server: its `'/api/v1/…': {` keys. */
async function pendingPaths(): Promise<string[]> {
  const text = await readFile(PENDING_CONTRACT, 'utf8');
  return [...text.matchAll(/^\s+'(\/api\/v1\/[^']+)': \{/gm)].map((match) => match[1]!);
}

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

  it('names no pending contract route the server already publishes', async () => {
    const pending = await pendingPaths();
    const published = pending.filter((route) => route in (document.paths ?? {}));
    expect(
      published,
      `The server now publishes ${published.join(', ')}: run \`${API_SCHEMA_COMMAND}\` and remove them from web/src/lib/api/pending-contract.ts`,
    ).toEqual([]);
  });

  it('leaves out the organization header, which the client adds to every request', async () => {
    expect(JSON.stringify(document)).toContain('x-organization-id');
    expect(await renderApiSchema(document)).not.toMatch(/"x-organization-id"\??:/);
  });
});
