import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { createReportCache } from '../../platform/db/snapshot-cache.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { summaryQuery, summarySchema } from './summary.schemas.js';
import { createSummaryService } from './summary.service.js';

export async function summaryRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
  const service = createSummaryService(database.db, clock, createReportCache(database.db));

  defineRoute(app, {
    method: 'GET',
    url: '/financials/summary',
    operationId: 'getFinancialSummary',
    tags: ['Financials'],
    summary: 'Revenue, cost, profit and margin, per project and per member',
    description:
      "Days are the organization's (its time zone; capacity over its working days, docs/time-zones.md). Default period: the current month there, compared with the month before; or from/to (days, to included, ≤ 366 days) compared with as many days before. Optional projectId or clientId (that client's projects; an unknown id is 404). Task and tag filters are not offered here: a FIXED project's revenue is recognised per project (docs/financials.md). See docs/financials.md for what counts.",
    access: access.tenant('financials.read'),
    query: summaryQuery,
    errorStatuses: [404],
    response: summarySchema,
    handler: ({ query, tenant, prepare }) => service.summaryAnswer(tenant, query, prepare),
  });
}
