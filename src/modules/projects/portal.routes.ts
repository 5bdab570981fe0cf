import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import {
  PORTAL_PASSWORD_HEADER,
  portalHeaders,
  portalParams,
  portalQuery,
  portalViewSchema,
  shareProjectBody,
  shareResultSchema,
} from './portal.schemas.js';
import type { ProjectScreenshotReader } from './project-screenshots.port.js';
import type { ProjectTimeReader } from './project-time.port.js';
import type { PortalInvoiceReader } from './portal-invoices.port.js';
import type { PortalLogoReader } from './portal-brand.port.js';
import { createPortalService } from './portal.service.js';
import { projectParams } from './projects.schemas.js';

/**
 * The portal URL is a bearer secret: no cache may keep the answer, and no link followed from a
 * page showing it may carry it away in a Referer. Errors included, so nothing is learned from them.
 */
const PORTAL_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } as const;

export async function portalRoutes(
  app: FastifyInstance,
  { config, database, clock }: ModuleDeps,
  projectTime: ProjectTimeReader,
  screenshots: ProjectScreenshotReader,
  invoices: PortalInvoiceReader,
  logos: PortalLogoReader,
) {
  const service = createPortalService({ db: database.db, clock, config, projectTime, screenshots, invoices, logos });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/:projectId/share',
    operationId: 'shareProject',
    tags: ['Projects'],
    summary: 'Turn the client portal on or off, set or clear its password, issue a new link',
    description:
      'The body is optional: without one, sharing is turned on with a new link. The link is shown only when issued; ' +
      'issuing a new one (the default) makes the previous one stop working. isPublicShared false turns sharing off and clears the password.',
    access: access.tenant('projects.manage'),
    params: projectParams,
    body: shareProjectBody,
    errorStatuses: [404],
    response: shareResultSchema,
    headers: PORTAL_HEADERS,
    // Each call issues a new link by default: a retry with the key answers the first link, still in force.
    idempotency: true,
    handler: ({ params, body, tenant }) => service.share(tenant, params.projectId, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/projects/:projectId/share',
    operationId: 'getProjectShare',
    tags: ['Projects'],
    summary: 'The client portal share of a project, with its current link',
    description:
      'Shows the link in force again (to copy it later) without issuing a new one: the client keeps theirs. ' +
      'portalUrl is null while sharing is off, and for a link issued before links could be shown again (POST /projects/{projectId}/share issues one that can).',
    access: access.tenant('projects.manage'),
    params: projectParams,
    errorStatuses: [404],
    response: shareResultSchema,
    headers: PORTAL_HEADERS,
    handler: ({ params, tenant }) => service.current(tenant, params.projectId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/projects/portal/:token',
    operationId: 'getProjectPortal',
    tags: ['Projects'],
    summary: 'Client portal: proof of work of a shared project (public; the token is the authorization)',
    description:
      'Approved time only, and the project’s invoices the client can pay online (with their pay links), under the organization’s name, accent colour and logo. 404 for an unknown or unshared token; 401 for a missing or wrong password (the same answer); ' +
      '429 after too many wrong passwords for the share. The password goes in the x-portal-password header (as the web app sends it) ' +
      'or the password query parameter; neither is ever logged.',
    access: access.public,
    params: portalParams,
    query: portalQuery,
    requestHeaders: portalHeaders,
    errorStatuses: [401, 404],
    response: portalViewSchema,
    headers: PORTAL_HEADERS,
    handler: ({ params, query, request }) => {
      const header = request.headers[PORTAL_PASSWORD_HEADER];
      return service.view(params.token, typeof header === 'string' ? header : query.password);
    },
  });
}
