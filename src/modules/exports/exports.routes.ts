import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import { exportListSchema, exportParams, exportSchema } from './exports.schemas.js';
import type { ExportsService } from './exports.service.js';

const TAGS = ['Exports'] as const;
/** The whole organization, everyone's time and rates included: the Owner's alone. */
const OWNER = access.tenant('organization.transfer');
const ANY_MEMBER = access.tenant();
const ACCEPTED =
  'Answers 202 with the export QUEUED; it is built in the background (GET /exports/{exportId} shows its progress), then downloaded from GET /exports/{exportId}/download for a week. ' +
  'Asking again while one is being built returns that one. See docs/exporting.md.';

export async function exportsRoutes(app: FastifyInstance, service: ExportsService) {
  defineRoute(app, {
    method: 'POST',
    url: '/exports/organization',
    operationId: 'exportOrganization',
    tags: TAGS,
    summary:
      'Export the whole organization (Owners): every table it owns as CSV and JSON lines, its stored files, a manifest',
    description: `Secrets (password hashes, API keys, signing secrets, payment-provider keys) are left out and listed in the manifest. ${ACCEPTED}`,
    access: OWNER,
    successStatus: 202,
    response: exportSchema,
    handler: ({ tenant }) => service.request(tenant, 'ORGANIZATION'),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/exports/me',
    operationId: 'exportMyData',
    tags: TAGS,
    summary:
      'Export your own data in this organization (GDPR Article 20): profile, time, timesheets, screenshots, activity',
    description: `Any member. Rates are left out: they are the organization's. ${ACCEPTED}`,
    access: ANY_MEMBER,
    successStatus: 202,
    response: exportSchema,
    handler: ({ tenant }) => service.request(tenant, 'MEMBER'),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/exports',
    operationId: 'listExports',
    tags: TAGS,
    summary: 'The exports you asked for in this organization, newest first (the last 20)',
    access: ANY_MEMBER,
    response: exportListSchema,
    handler: ({ tenant }) => service.list(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/exports/:exportId',
    operationId: 'getExport',
    tags: TAGS,
    summary: 'An export you asked for: where it stands, its progress (rows, files, per cent, time left)',
    access: ANY_MEMBER,
    params: exportParams,
    errorStatuses: [404],
    response: exportSchema,
    handler: ({ params, tenant }) => service.get(tenant, params.exportId),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/exports/:exportId/download',
    operationId: 'downloadExport',
    tags: TAGS,
    summary: 'The archive of an export you asked for (.tar.gz)',
    description: '409 EXPORT_NOT_READY while it is being built, and once it failed or expired.',
    access: ANY_MEMBER,
    params: exportParams,
    errorStatuses: [404, 409],
    produces: ['application/gzip'],
    handler: async ({ params, tenant }) => {
      const archive = await service.download(tenant, params.exportId);
      return { contentType: 'application/gzip', body: archive.file, filename: archive.fileName };
    },
  });
}
