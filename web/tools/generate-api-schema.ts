// `npm run web:client`: regenerates web/src/lib/api/schema.d.ts from the server's routes.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_SCHEMA_FILE, renderApiSchema, serverOpenApiDocument } from './api-schema.js';

const schema = await renderApiSchema(await serverOpenApiDocument());
await writeFile(API_SCHEMA_FILE, schema);
process.stdout.write(`Wrote ${path.relative(process.cwd(), API_SCHEMA_FILE)} (${schema.length} characters)\n`);
