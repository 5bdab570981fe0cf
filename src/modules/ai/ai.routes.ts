import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { createAiService } from './ai.service.js';
import {
  chatBody,
  chatSchema,
  dailySummaryBody,
  dailySummarySchema,
  overviewQuery,
  overviewSchema,
  weeklyReportQuery,
  weeklyReportSchema,
  workDayBody,
  workDaySchema,
} from './ai.schemas.js';
import type { AiEngine } from './engine.js';

const TAGS = ['AI'] as const;
const PLAN_NOTE = '402 PLAN_REQUIRED when the plan lacks';

/**
 * Who may ask for what (docs/rbac.md, docs/plans.md): `ai.use` for every AI route, the team-wide
 * ones also `time.read.all`; AI access (`ai`) or Team plan AI access (`ai.team`) from the plan.
 * The guard checks all of it. The service checks only what depends on the request or the data:
 * another member's work day (`time.read.all`) and the plan of a weekly report generated on demand
 * for the markdown download.
 */
const AI = access.tenant({ permissions: ['ai.use'], plan: 'ai' });
const TEAM_AI = access.tenant({ permissions: ['ai.use'], plan: 'ai.team' });
const TEAM_WIDE = ['time.read.all', 'ai.use'] as const;
const TEAM_WIDE_AI = access.tenant({ permissions: TEAM_WIDE, plan: 'ai.team' });
/** A stored report: reading it needs no plan (generating one does). */
const TEAM_WIDE_STORED = access.tenant(...TEAM_WIDE);

export function aiRoutes(app: FastifyInstance, { database, clock }: ModuleDeps, engine: AiEngine) {
  const ai = createAiService(database.db, clock, engine);

  defineRoute(app, {
    method: 'POST',
    url: '/ai/summary/daily',
    operationId: 'aiDailySummary',
    tags: TAGS,
    summary: "Daily stand-up summary of a day (the organization's, or the caller's own zone for their own day)",
    description: `The team's day with time.read.all, else the caller's own. ${PLAN_NOTE} AI access (TRIAL, PRO, TEAM).`,
    access: AI,
    body: dailySummaryBody,
    response: dailySummarySchema,
    handler: ({ body, tenant }) => ai.dailySummary(tenant, body.date),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/ai/overview',
    operationId: 'aiOverview',
    tags: TAGS,
    summary: "Executive overview of the last `days` days of the organization's calendar (today included)",
    description: `Project details, developer summaries and inferred skills; money only with financials.read. ${PLAN_NOTE} Team plan AI access (TRIAL, TEAM).`,
    access: TEAM_WIDE_AI,
    query: overviewQuery,
    response: overviewSchema,
    handler: ({ query, tenant }) => ai.overview(tenant, query.days),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/ai/work-day',
    operationId: 'aiWorkDay',
    tags: TAGS,
    summary: 'A reconstructed work day: tasks with times from entries, notes and activity',
    description: `One member by userId or memberName, or everyone the caller may see (the team with time.read.all, else the caller). ${PLAN_NOTE} Team plan AI access.`,
    access: TEAM_AI,
    body: workDayBody,
    errorStatuses: [404, 409],
    response: workDaySchema,
    handler: ({ body, tenant }) => ai.workDay(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/ai/weekly-report',
    operationId: 'aiLatestWeeklyReport',
    tags: TAGS,
    summary: "A week's report (default: the latest), or null when none",
    description: 'Reading a stored report needs no plan; generating one does.',
    access: TEAM_WIDE_STORED,
    query: weeklyReportQuery,
    response: weeklyReportSchema.nullable(),
    handler: ({ query, tenant }) => ai.latestWeekly(tenant, query.week),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/ai/weekly-report',
    operationId: 'aiGenerateWeeklyReport',
    tags: TAGS,
    summary: "Generate a week's report (default: the last complete week), replacing an earlier one of that week",
    description: `Overview, projects, developers, skills. On a Monday, the week that just ended; a running week named in \`week\` ends now; a week not begun is 400. ${PLAN_NOTE} Team plan AI access.`,
    access: TEAM_WIDE_AI,
    query: weeklyReportQuery,
    response: weeklyReportSchema,
    handler: ({ query, tenant }) => ai.generateWeekly(tenant, query.week),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/ai/weekly-report/download',
    operationId: 'aiDownloadWeeklyReport',
    tags: TAGS,
    summary: "A week's report (default: the latest) as a markdown attachment named by its week",
    description: `Generates one first when none exists (${PLAN_NOTE} Team plan AI access then).`,
    access: TEAM_WIDE_STORED,
    query: weeklyReportQuery,
    produces: ['text/markdown'],
    errorStatuses: [402],
    handler: async ({ query, tenant }) => {
      const { markdown, filename } = await ai.weeklyMarkdown(tenant, query.week);
      return { contentType: 'text/markdown; charset=utf-8', body: markdown, filename };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/ai/chat',
    operationId: 'aiChat',
    tags: TAGS,
    summary: "Ask about the organization's time, projects, people and money",
    description: `Answered from tools scoped to the caller's organization and permissions; toolCalls lists what was read. ${PLAN_NOTE} AI access.`,
    access: AI,
    body: chatBody,
    response: chatSchema,
    handler: ({ body, tenant }) => ai.chat(tenant, body.message),
  });
}
