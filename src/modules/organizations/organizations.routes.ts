import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { calendarOf, calendarPatch, calendarSchema, updateCalendar } from './calendar.js';
import { planOf } from './organizations.service.js';
import { PLANS } from './plan.rules.js';
import { entryRulesOf, entryRulesPatch, entryRulesSchema, updateEntryRules } from './entry-rules.js';
import { accentOf, brandPatch, brandSchema, updateBrand } from './brand.js';
import { reviewPolicyOf, reviewPolicyPatch, reviewPolicySchema, updateReviewPolicy } from './review-policy.js';
import type { ReportStatusReader } from './report-status.port.js';

const planSchema = z.object({
  plan: z.enum(PLANS).describe('The plan in force: a TRIAL past its end is FREE'),
  storedPlan: z.enum(PLANS).describe('The plan as recorded (TRIAL stays recorded after it ends)'),
  trialEndsAt: z.string().nullable().describe('End of the 14-day trial; null once another plan is set'),
  trialExpired: z.boolean(),
  features: z.object({
    ai: z.boolean().describe('AI access: daily summary and chat (TRIAL, PRO, TEAM)'),
    teamAi: z.boolean().describe('Team plan AI access: overview, work day, weekly report (TRIAL, TEAM)'),
  }),
  upgradePath: z.string(),
});

const settingsSchema = calendarSchema.extend({
  ...reviewPolicySchema.shape,
  ...entryRulesSchema.shape,
  ...brandSchema.shape,
  reports: z
    .object({
      state: z.enum(['READY', 'RECALCULATING']),
      membersDone: z.number().int(),
      membersTotal: z.number().int(),
    })
    .describe(
      'RECALCULATING after a change of time zone, until every day total has been regrouped in the new zone (reports stay correct meanwhile, only slower)',
    ),
});

/** The organization routes; the report status comes from the time module through `reports` (app.ts). */
export const organizationsModule = (reports: ReportStatusReader) => (app: FastifyInstance, deps: ModuleDeps) =>
  organizationsRoutes(app, deps, reports);

async function organizationsRoutes(app: FastifyInstance, { database, clock }: ModuleDeps, reports: ReportStatusReader) {
  const settingsOf = async (orgId: string) => ({
    ...(await calendarOf(database.db, orgId)),
    ...(await reviewPolicyOf(database.db, orgId)),
    ...(await entryRulesOf(database.db, orgId)),
    ...(await accentOf(database.db, orgId)),
    reports: await reports.reportStatusOf(database.db, orgId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organizations/current/plan',
    operationId: 'getOrganizationPlan',
    tags: ['Organizations'],
    summary: "The organization's plan, trial end and what the plan includes",
    description:
      'Every member may read it: the plan decides which AI routes answer 402 PLAN_REQUIRED. Plans are changed by the operator (docs/plans.md).',
    access: access.tenant(),
    response: planSchema,
    handler: ({ tenant }) => planOf(database.db, tenant.orgId, clock.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organizations/current/settings',
    operationId: 'getOrganizationSettings',
    tags: ['Organizations'],
    summary: "The organization's calendar: time zone, first day of the week, working days",
    description:
      'Every member may read it: days, weeks and "today" are taken in this time zone (docs/time-zones.md); what time entries need (requireProject, requireTask, requireNotes, minimumTimerSeconds) is shown by the entry form and the timer.',
    access: access.tenant(),
    response: settingsSchema,
    handler: ({ tenant }) => settingsOf(tenant.orgId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/organizations/current/settings',
    operationId: 'updateOrganizationSettings',
    tags: ['Organizations'],
    summary:
      "Change the organization's time zone, first day of the week, working days, whether reviewers may approve their own time, what time entries need, or the accent colour (Owner or Admin)",
    description:
      'timeZone must be an IANA name (e.g. Europe/Berlin); workingDays holds 1 (Monday) to 7 (Sunday), at least one; minimumTimerSeconds 0 (none) to 3600; accentColor #RRGGBB or null (the portal, the invitation page and emails carry it). requireProject, requireTask and requireNotes apply to time recorded or changed from then on. All fields change together or none.',
    access: access.tenant('organization.manage'),
    body: calendarPatch.extend(reviewPolicyPatch.shape).extend(entryRulesPatch.shape).extend(brandPatch.shape),
    response: settingsSchema,
    handler: async ({ body, tenant }) => {
      await database.db.transaction(async (tx) => {
        await updateCalendar(tx, tenant.orgId, body);
        await updateReviewPolicy(tx, tenant.orgId, body);
        await updateEntryRules(tx, tenant.orgId, body);
        await updateBrand(tx, tenant.orgId, body);
      });
      reports.calendarChanged();
      return settingsOf(tenant.orgId);
    },
  });
}
