import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/module.js';
import { access } from '../../../platform/auth/access.js';
import { XLSX_CONTENT_TYPE } from '../../../platform/formats/xlsx.js';
import { pageOf } from '../../../platform/http/pagination.js';
import { defineFileRoute, defineRoute } from '../../../platform/http/route.js';
import { createEntriesExport } from './entries.export.js';
import { createEntriesQuery } from './entries.query.js';
import { createEntriesService, visibleEntry } from './entries.service.js';
import type { InvoicedEntries } from '../invoiced-entries.port.js';
import { createTimerService } from './timer.service.js';
import {
  entryParams,
  exportEntriesQuery,
  listEntriesQuery,
  manualEntryBody,
  startTimerBody,
  stopTimerBody,
  stoppedTimerSchema,
  timeEntrySchema,
  updateEntryBody,
} from '../time.schemas.js';
import { entryView } from '../time.view.js';

const TAGS = ['Time'] as const;
const track = access.tenant('time.track');
// Reading time: one's own needs no permission, everyone's time.read.all (the service decides).
const read = access.tenant();

export async function entriesRoutes(app: FastifyInstance, { database, clock }: ModuleDeps, invoiced: InvoicedEntries) {
  const db = database.db;
  const entries = createEntriesService(db, clock, invoiced);
  const query = createEntriesQuery(db, clock);
  const exports = createEntriesExport(db, clock, query, invoiced);
  const timer = createTimerService(db, clock);

  defineRoute(app, {
    method: 'GET',
    url: '/time/entries',
    operationId: 'listTimeEntries',
    tags: TAGS,
    summary: 'Time entries, newest first',
    description:
      "Members see their own; roles with time.read.all see everyone's. Filters: userId, projectId, clientId, taskId, tagId, from, to, status, billable (an unknown or another organization's projectId, clientId, taskId or tagId matches nothing). Keyset pagination (limit ≤ 200, cursor).",
    access: read,
    query: listEntriesQuery,
    errorStatuses: [404],
    response: pageOf(timeEntrySchema),
    handler: ({ query: filters, tenant }) => query.list(tenant, filters),
  });

  const exportText =
    "The list's filters and visibility (own entries unless time.read.all), every matching entry newest first, at most 10,000 (more: 400, narrow the filters). Columns a person reads (docs/time-tracking.md): date and start/end on the organization's clock with its zone, member, email, client, project, task, tags, notes, decimal hours, billable, status, billed; the invoice number and billableAmount/costAmount only with financials.read, costRate/billRate only with members.rates.read; ids and UTC instants last.";

  defineFileRoute(app, {
    method: 'GET',
    url: '/time/entries/export.csv',
    operationId: 'exportTimeEntriesCsv',
    tags: TAGS,
    summary: 'Time entries as CSV',
    description: `${exportText} RFC 4180, UTF-8 with BOM; text that a spreadsheet would run as a formula gets a leading apostrophe.`,
    access: read,
    query: exportEntriesQuery,
    errorStatuses: [404],
    produces: ['text/csv'],
    handler: ({ query: filters, tenant }) => exports.export(tenant, filters, 'csv'),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/time/entries/export.xlsx',
    operationId: 'exportTimeEntriesXlsx',
    tags: TAGS,
    summary: 'Time entries as an Excel workbook',
    description: `${exportText} One sheet, bold frozen header; dates, times, hours and amounts are typed cells.`,
    access: read,
    query: exportEntriesQuery,
    errorStatuses: [404],
    produces: [XLSX_CONTENT_TYPE],
    handler: ({ query: filters, tenant }) => exports.export(tenant, filters, 'xlsx'),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/time/entries/:entryId',
    operationId: 'getTimeEntry',
    tags: TAGS,
    summary: 'One time entry',
    access: read,
    params: entryParams,
    errorStatuses: [404],
    response: timeEntrySchema,
    handler: async ({ params, tenant }) =>
      entryView(await visibleEntry(db, tenant, params.entryId), tenant, clock.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/manual',
    operationId: 'createManualTimeEntry',
    tags: TAGS,
    summary: 'Log time after the fact',
    description:
      "endTime after startTime, at most 24 hours, not in the future; no overlap with the caller's other entries (409). isBillable omitted: the project's billableByDefault (true without a project). Refused with 400 PROJECT_REQUIRED, TASK_REQUIRED or NOTES_REQUIRED when the organization requires what the entry lacks.",
    access: track,
    body: manualEntryBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: timeEntrySchema,
    handler: ({ body, tenant }) => entries.createManual(tenant, body),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/time/entries/:entryId',
    operationId: 'updateTimeEntry',
    tags: TAGS,
    summary: 'Change an entry (it becomes PENDING again)',
    description:
      "Owners change their own entries unless approved (409); time.manage.all changes anyone's. Time billed on a live invoice: its times, project and billable flag are locked (409: cancel or delete the invoice first); its notes can still be changed, and a notes-only change keeps it APPROVED. A change cannot take away a project, task or notes the organization requires (400 PROJECT_REQUIRED, TASK_REQUIRED, NOTES_REQUIRED).",
    access: track,
    params: entryParams,
    body: updateEntryBody,
    errorStatuses: [404, 409],
    response: timeEntrySchema,
    handler: ({ params, body, tenant }) => entries.update(tenant, params.entryId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/time/entries/:entryId',
    operationId: 'deleteTimeEntry',
    tags: TAGS,
    summary: 'Delete an entry permanently',
    description: 'Time billed on a live invoice cannot be deleted (409: cancel or delete the invoice first).',
    access: track,
    params: entryParams,
    errorStatuses: [404, 409],
    response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
    handler: ({ params, tenant }) => entries.remove(tenant, params.entryId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/time/timer',
    operationId: 'getRunningTimer',
    tags: TAGS,
    summary: "The caller's running timer, or null",
    access: track,
    response: z.object({ running: timeEntrySchema.nullable() }),
    handler: ({ tenant }) => timer.current(tenant),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/timer/start',
    operationId: 'startTimer',
    tags: TAGS,
    summary: 'Start the timer now',
    description:
      "isBillable omitted: the project's billableByDefault. Refused with 400 PROJECT_REQUIRED, TASK_REQUIRED or NOTES_REQUIRED when the organization requires what the start lacks (GET /organizations/current/settings).",
    access: track,
    body: startTimerBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: timeEntrySchema,
    handler: ({ body, tenant }) => timer.start(tenant, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/timer/stop',
    operationId: 'stopTimer',
    tags: TAGS,
    summary: 'Stop the running timer now',
    description:
      "409 NO_RUNNING_TIMER when no timer is running, e.g. when another stop sent at the same time won. A timer that ran less than the organization's minimumTimerSeconds (default 60) is not saved without being asked: ifShort ASK (default) answers 409 TIMER_TOO_SHORT (details: elapsedSeconds, minimumTimerSeconds) and changes nothing, KEEP saves it, DISCARD deletes it and answers discarded: true. Notes that would take away notes the organization requires: 400 NOTES_REQUIRED.",
    access: track,
    body: stopTimerBody,
    errorStatuses: [409],
    response: stoppedTimerSchema,
    handler: ({ body, tenant }) => timer.stop(tenant, body),
  });
}
