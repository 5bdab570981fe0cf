import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { createReportCache } from '../../platform/db/snapshot-cache.js';
import { pageOf } from '../../platform/http/pagination.js';
import { defineRoute } from '../../platform/http/route.js';
import { portalRoutes } from './portal.routes.js';
import type { PortalLogoReader } from './portal-brand.port.js';
import type { PortalInvoiceReader } from './portal-invoices.port.js';
import type { ProjectBlurListener } from './project-blur.port.js';
import type { ProjectScreenshotReader } from './project-screenshots.port.js';
import {
  createProjectBody,
  listProjectsQuery,
  projectParams,
  projectSchema,
  updateProjectBody,
} from './projects.schemas.js';
import type { ProjectTimeReader } from './project-time.port.js';
import { createProjectsService } from './projects.service.js';

const TAGS = ['Projects'] as const;
const VISIBILITY_NOTE =
  'Members see only projects they are assigned to. Money (billable amount, cost, profit, margin, progress of a FIXED budget) ' +
  'is null without financials.read; totalBudget of a FIXED project and hourlyBillRate are null without projects.manage or financials.read.';

export async function projectsRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  projectTime: ProjectTimeReader,
  screenshots: ProjectScreenshotReader,
  blurListener: ProjectBlurListener,
  portalInvoices: PortalInvoiceReader,
  portalLogos: PortalLogoReader,
) {
  const service = createProjectsService(
    deps.database.db,
    deps.clock,
    projectTime,
    blurListener,
    createReportCache(deps.database.db),
  );

  defineRoute(app, {
    method: 'GET',
    url: '/projects',
    operationId: 'listProjects',
    tags: TAGS,
    summary: 'Projects with budgets, assigned members and profitability',
    description: `Ordered by id (creation); archived projects only with status=ARCHIVED or ALL. ${VISIBILITY_NOTE}`,
    access: access.tenant('projects.read'),
    query: listProjectsQuery,
    response: pageOf(projectSchema),
    handler: ({ query, tenant, prepare }) => service.listAnswer(tenant, query, prepare),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects',
    operationId: 'createProject',
    tags: TAGS,
    summary: 'Create a project',
    description:
      'assignedUserIds takes user ids or member ids of active or invited members (404 for any other id). A code in use is 409.',
    access: access.tenant('projects.manage'),
    body: createProjectBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: projectSchema,
    handler: ({ body, tenant }) => service.create(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/projects/:projectId',
    operationId: 'getProject',
    tags: TAGS,
    summary: 'One project',
    description: VISIBILITY_NOTE,
    access: access.tenant('projects.read'),
    params: projectParams,
    errorStatuses: [404],
    response: projectSchema,
    handler: ({ params, tenant }) => service.get(tenant, params.projectId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/projects/:projectId',
    operationId: 'updateProject',
    tags: TAGS,
    summary: "Change a project's settings, budget, members or screenshot configuration",
    description:
      'Any subset of the create fields; assignedUserIds replaces the assignment; null clears description and hourlyBillRate.',
    access: access.tenant('projects.manage'),
    params: projectParams,
    body: updateProjectBody,
    errorStatuses: [404, 409],
    response: projectSchema,
    handler: ({ params, body, tenant }) => service.update(tenant, params.projectId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/:projectId/archive',
    operationId: 'archiveProject',
    tags: TAGS,
    summary: 'Archive a project: hidden from the default list; its history, figures and portal stay',
    access: access.tenant('projects.manage'),
    params: projectParams,
    errorStatuses: [404],
    response: projectSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.projectId, true),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/:projectId/unarchive',
    operationId: 'unarchiveProject',
    tags: TAGS,
    summary: 'Bring an archived project back',
    access: access.tenant('projects.manage'),
    params: projectParams,
    errorStatuses: [404],
    response: projectSchema,
    handler: ({ params, tenant }) => service.setArchived(tenant, params.projectId, false),
  });

  await portalRoutes(app, deps, projectTime, screenshots, portalInvoices, portalLogos);
}
