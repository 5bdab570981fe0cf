import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { errors } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import type { createImportsService } from './imports.service.js';
import {
  analyseBody,
  confirmBody,
  importJobSchema,
  importListSchema,
  importParams,
  problemsPageSchema,
  problemsQuery,
  uploadQuery,
} from './imports.schemas.js';

const TAGS = ['Imports'] as const;
/** The largest file taken: about a million rows of a detailed report (docs/importing.md). */
const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
/** Importing is setting the organization up: it creates people, projects and everyone's time. */
const IMPORTER = access.tenant('organization.manage');
const BASE = '/imports';

export async function importsRoutes(app: FastifyInstance, service: ReturnType<typeof createImportsService>) {
  // The file is the body, as its bytes (any encoding): only this scope reads CSV bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    defineRoute(scope, {
      method: 'POST',
      url: BASE,
      operationId: 'uploadImport',
      tags: TAGS,
      summary: 'Upload a time-history export (Toggl, Clockify, Harvest or any CSV) to analyse; nothing is imported yet',
      description:
        `The body is the file itself (Content-Type text/csv, or application/octet-stream), at most ${MAX_IMPORT_BYTES} bytes, in UTF-8 (with or without BOM) or Windows-1252, comma-, semicolon- or tab-separated. ` +
        'Answers 201 with the import ANALYSING; it reads the whole file in the background into a preview (GET /imports/{importId}) and the refused rows (GET /imports/{importId}/problems), then stands READY, or NEEDS_MAPPING for a CSV whose columns are not known (POST /imports/{importId}/analyse with a mapping). Nothing is written until POST /imports/{importId}/confirm. See docs/importing.md.',
      access: IMPORTER,
      query: uploadQuery,
      successStatus: 201,
      errorStatuses: [413, 415],
      response: importJobSchema,
      // The body is bytes: the key is claimed with their digest and the query.
      idempotency: 'handler',
      handler: async ({ request, query, tenant, claimIdempotencyKey }) => {
        const file = request.body;
        if (!Buffer.isBuffer(file))
          throw errors.validation('Send the file as the request body', [
            { field: 'body', message: 'the CSV file itself, as text/csv or application/octet-stream' },
          ]);
        const replay = await claimIdempotencyKey({ query, file: createHash('sha256').update(file).digest('hex') });
        if (replay) return replay;
        return service.upload(tenant, file, query);
      },
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: BASE,
    operationId: 'listImports',
    tags: TAGS,
    summary: 'The organization’s imports, newest first (the last 50)',
    access: IMPORTER,
    response: importListSchema,
    handler: ({ tenant }) => service.list(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:importId`,
    operationId: 'getImport',
    tags: TAGS,
    summary: 'An import: where it stands, its progress (rows, per cent, time left), its preview and result',
    access: IMPORTER,
    params: importParams,
    errorStatuses: [404],
    response: importJobSchema,
    handler: ({ params, tenant }) => service.get(tenant, params.importId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:importId/problems`,
    operationId: 'listImportProblems',
    tags: TAGS,
    summary: 'Every row the import refuses or skips, in row order, with the reason in words',
    description: 'Rows as a spreadsheet numbers them (the header is row 1). Page with after = nextAfter.',
    access: IMPORTER,
    params: importParams,
    query: problemsQuery,
    errorStatuses: [404],
    response: problemsPageSchema,
    handler: ({ params, query, tenant }) => service.problems(tenant, params.importId, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:importId/analyse`,
    operationId: 'analyseImport',
    tags: TAGS,
    summary: 'Read the file again with a column mapping, a date order or another format',
    description:
      'Only before confirmation (409 IMPORT_NOT_READY otherwise). A generic file’s mapping is kept for the next file with the same headers once imported.',
    access: IMPORTER,
    params: importParams,
    body: analyseBody,
    errorStatuses: [404, 409],
    response: importJobSchema,
    handler: ({ params, body, tenant }) => service.analyse(tenant, params.importId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:importId/confirm`,
    operationId: 'confirmImport',
    tags: TAGS,
    summary: 'Import what the preview shows: people as chosen, entries approved or pending',
    description:
      'People matched by email go to that member; those matched by name only, or without an address, need a choice (422 IMPORT_PEOPLE_UNCONFIRMED); new people become members who are not invited (no email leaves). Answers 202; the import runs in the background (GET /imports/{importId}). 409 IMPORT_RUNNING while another import of the organization is written.',
    access: IMPORTER,
    params: importParams,
    body: confirmBody,
    successStatus: 202,
    errorStatuses: [404, 409, 422],
    response: importJobSchema,
    handler: ({ params, body, tenant }) => service.confirm(tenant, params.importId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:importId/undo`,
    operationId: 'undoImport',
    tags: TAGS,
    summary: 'Remove every entry the import wrote, while none is reviewed, in a submitted week or on an invoice',
    description:
      'All or nothing (409 IMPORT_NOT_UNDOABLE, with the reason). People, projects, tasks and tags it created stay. The same file can be imported again afterwards.',
    access: IMPORTER,
    params: importParams,
    errorStatuses: [404, 409],
    response: importJobSchema,
    handler: ({ params, tenant }) => service.undo(tenant, params.importId),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:importId/discard`,
    operationId: 'discardImport',
    tags: TAGS,
    summary: 'Drop an import that was never confirmed, with its uploaded file',
    access: IMPORTER,
    params: importParams,
    errorStatuses: [404, 409],
    response: importJobSchema,
    handler: ({ params, tenant }) => service.discard(tenant, params.importId),
  });
}
