import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/module.js';
import { access } from '../../../platform/auth/access.js';
import { defineRoute } from '../../../platform/http/route.js';
import type { InvoicedEntries } from '../invoiced-entries.port.js';
import { createWeeksReviewService } from './weeks-review.service.js';
import { createWeeksService } from './weeks.service.js';
import {
  listWeeksQuery,
  myWeekQuery,
  myWeekSchema,
  rejectWeekBody,
  timesheetWeekSchema,
  weekBody,
  weekParams,
} from './weeks.schemas.js';

const TAGS = ['Time'] as const;
const track = access.tenant('time.track');
const approve = access.tenant('time.approve');
const LOCK =
  "While a week is SUBMITTED or APPROVED its owner cannot log, edit, delete, start a timer in or resolve idle time into entries starting in it (409 WEEK_LOCKED); time.manage.all still can. Weeks are the organization's (time zone, first day of the week).";

/** Weekly timesheets (issue 18): members submit a week, managers approve or reject it whole. */
export async function weeksRoutes(app: FastifyInstance, { database, clock }: ModuleDeps, invoiced: InvoicedEntries) {
  const weeks = createWeeksService(database.db, clock);
  const reviews = createWeeksReviewService(database.db, clock, invoiced);

  defineRoute(app, {
    method: 'GET',
    url: '/time/weeks/mine',
    operationId: 'getMyTimesheetWeek',
    tags: TAGS,
    summary: "The caller's week: status, totals, whether it can be submitted",
    description: `weekStart defaults to the current week. ${LOCK}`,
    access: track,
    query: myWeekQuery,
    response: myWeekSchema,
    handler: ({ query, tenant }) => weeks.mine(tenant, query.weekStart),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/weeks/submit',
    operationId: 'submitTimesheetWeek',
    tags: TAGS,
    summary: "Submit the caller's week for approval",
    description: `An OPEN or REJECTED week that has begun (400 for a future week or a day that is not a first day of the week); 409 when it is already submitted or approved, or a timer started in it is still running. ${LOCK}`,
    access: track,
    body: weekBody,
    errorStatuses: [409],
    response: myWeekSchema,
    handler: ({ body, tenant }) => weeks.submit(tenant, body.weekStart),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/weeks/withdraw',
    operationId: 'withdrawTimesheetWeek',
    tags: TAGS,
    summary: 'Take back a submitted week nobody has reviewed yet',
    description: 'The week is OPEN again and its entries unlocked; 409 unless it is SUBMITTED.',
    access: track,
    body: weekBody,
    errorStatuses: [409],
    response: myWeekSchema,
    handler: ({ body, tenant }) => weeks.withdraw(tenant, body.weekStart),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/time/weeks',
    operationId: 'listTimesheetWeeks',
    tags: TAGS,
    summary: 'Submitted, approved and rejected weeks per person (Manager, Admin, Owner)',
    description:
      'Newest week first, then by name; each with the total and billable worked seconds and the number of entries starting in it. Filters: status, from/to (week start days, inclusive), userId. At most `limit` (≤ 200) weeks.',
    access: approve,
    query: listWeeksQuery,
    errorStatuses: [404],
    response: z.array(timesheetWeekSchema),
    handler: ({ query, tenant }) => reviews.list(tenant, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/weeks/:weekId/approve',
    operationId: 'approveTimesheetWeek',
    tags: TAGS,
    summary: 'Approve a submitted week: all its entries become APPROVED',
    description:
      'As POST /time/approve does for each entry starting in the week (reviewedBy, rollups). 409 unless the week is SUBMITTED.',
    access: approve,
    params: weekParams,
    errorStatuses: [404, 409],
    response: timesheetWeekSchema,
    handler: ({ params, tenant }) => reviews.review(tenant, params.weekId, { status: 'APPROVED' }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/weeks/:weekId/reject',
    operationId: 'rejectTimesheetWeek',
    tags: TAGS,
    summary: 'Reject a submitted or approved week with a reason',
    description:
      'All its entries become REJECTED with the reason, the week is unlocked for its owner to fix and submit again, and the owner is told in the app and by email. 409 for a week that is OPEN or already REJECTED, or holding time billed on a live invoice.',
    access: approve,
    params: weekParams,
    body: rejectWeekBody,
    errorStatuses: [404, 409],
    response: timesheetWeekSchema,
    handler: ({ params, body, tenant }) =>
      reviews.review(tenant, params.weekId, { status: 'REJECTED', rejectionReason: body.rejectionReason }),
  });
}
