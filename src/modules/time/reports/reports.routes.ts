import type { FastifyInstance } from 'fastify';
import { access } from '../../../platform/auth/access.js';
import { defineFileRoute, defineRoute } from '../../../platform/http/route.js';
import type { ModuleDeps } from '../../../platform/module.js';
import { XLSX_CONTENT_TYPE } from '../../../platform/formats/xlsx.js';
import { reportFile } from './reports.export.js';
import { reportQuery, timeReportSchema } from './reports.schemas.js';
import { createReportsService } from './reports.service.js';

const TAGS = ['Reports'] as const;
// One's own time needs no permission (someone whose role stopped tracking still reads it);
// everyone's needs time.read.all, which the service checks (docs/rbac.md).
const track = access.tenant();

const about =
  "Time of a period (whole days of the organization's zone, at most 366, default this week) grouped by client, project, task, member, day or week, optionally then by a second of them, with totals. Members see their own time; time.read.all sees everyone's. Filters: clientId, projectId, taskId, tagId, userId, billable, status (default: all but REJECTED); another organization's ids match nothing. docs/reports.md.";

export async function reportsRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
  const reports = createReportsService(database.db, clock);

  defineRoute(app, {
    method: 'GET',
    url: '/reports/time',
    operationId: 'getTimeReport',
    tags: TAGS,
    summary: 'Time grouped on one or two levels',
    description: about,
    access: track,
    query: reportQuery,
    errorStatuses: [403, 404],
    response: timeReportSchema,
    handler: ({ query, tenant }) => reports.report(tenant, query),
  });

  for (const format of ['csv', 'xlsx'] as const) {
    defineFileRoute(app, {
      method: 'GET',
      url: `/reports/time/export.${format}`,
      operationId: format === 'csv' ? 'exportTimeReportCsv' : 'exportTimeReportXlsx',
      tags: TAGS,
      summary: format === 'csv' ? 'The time report as CSV' : 'The time report as an Excel workbook',
      description: `${about} One line per group and child, hours in decimal, a last line with the totals.`,
      access: track,
      query: reportQuery,
      errorStatuses: [403, 404],
      produces: [format === 'csv' ? 'text/csv' : XLSX_CONTENT_TYPE],
      handler: async ({ query, tenant }) => reportFile(await reports.report(tenant, query), format),
    });
  }
}
