import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { planOf } from './organizations.service.js';
import { PLANS } from './plan.rules.js';

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

export async function organizationsRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
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
}
