// The web app's typed client is generated from the server's own OpenAPI document, built here
// in-process (no listening server, no database queries: registering the routes is enough).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { openPglite } from '../../src/platform/db/index.js';

export const API_SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/lib/api/schema.d.ts');
export const API_SCHEMA_COMMAND = 'npm run web:client';

const HEADER = `// Generated from the server's OpenAPI document by \`${API_SCHEMA_COMMAND}\`: do not edit by hand.\n// A test (web/tools/api-schema.test.ts) fails when this file no longer matches the server.\n\n`;

/** The OpenAPI document the server publishes at /api/v1/openapi.json, with fixed settings so the output is stable. */
export async function serverOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-openapi-'));
  const database = await openPglite(undefined);
  try {
    const config = await loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'openapi-generation-only-secret-not-used-for-anything',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = await buildApp({ config, database, loggerInstance: false });
    try {
      await app.ready();
      return structuredClone(app.swagger()) as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Without the `x-organization-id` header parameter: the client adds it to every request from the
 * organization the person chose (lib/api/client.ts), so no call site passes it.
 */
function withoutOrganizationHeader(document: OpenAPI3): OpenAPI3 {
  const copy = structuredClone(document);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { parameters?: unknown[] }>)) {
      if (!operation || typeof operation !== 'object' || !Array.isArray(operation.parameters)) continue;
      operation.parameters = operation.parameters.filter(
        (parameter) => !(isHeader(parameter) && parameter.name.toLowerCase() === 'x-organization-id'),
      );
    }
  }
  return copy;
}

function isHeader(parameter: unknown): parameter is { in: 'header'; name: string } {
  const candidate = parameter as { in?: unknown; name?: unknown } | null;
  return candidate?.in === 'header' && typeof candidate.name === 'string';
}

/** TypeScript declarations (`paths`, `components`, `operations`) for openapi-fetch. */
export async function renderApiSchema(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(withoutOrganizationHeader(document), { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}
