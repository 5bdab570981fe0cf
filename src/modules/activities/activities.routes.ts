import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { rulesBody, rulesSchema, summaryQuery, summarySchema } from './activities.schemas.js';
import { createActivitiesService, DEFAULT_SUMMARY_DAYS, MAX_SUMMARY_DAYS, TOP_ITEMS } from './activities.service.js';

const TAGS = ['Activities'] as const;

export async function activitiesRoutes(app: FastifyInstance, { database, clock }: ModuleDeps) {
  const activities = createActivitiesService(database.db, clock);

  defineRoute(app, {
    method: 'GET',
    url: '/activities/summary',
    operationId: 'getActivitySummary',
    tags: TAGS,
    summary: 'Top applications and sites, productivity and categories of tracked activity',
    description: `Slots starting in [from, to): by default the ${DEFAULT_SUMMARY_DAYS} days up to now, at most ${MAX_SUMMARY_DAYS} days. Members see their own activity; roles with activities.read.all see everyone's, or one member's with userId. The ${TOP_ITEMS} top applications and sites; productivity and categories from the organization's rules, then the built-in ones. Browser time counts by the sites visited in it.`,
    // Like reports: one's own needs no permission, everyone's activities.read.all (the service).
    access: access.tenant(),
    query: summaryQuery,
    errorStatuses: [404],
    response: summarySchema,
    handler: ({ query, tenant }) => activities.summary(tenant, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/activities/rules',
    operationId: 'getActivityRules',
    tags: TAGS,
    summary: "The organization's classification rules, and the built-in ones",
    access: access.tenant(),
    response: rulesSchema,
    handler: ({ tenant }) => activities.rules(tenant),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/activities/rules',
    operationId: 'replaceActivityRules',
    tags: TAGS,
    summary: "Replace the organization's classification rules",
    description:
      "The list sent becomes the organization's rules (an empty list leaves the built-in ones alone). APP patterns match whole words of an application name, case-insensitively; SITE patterns match a host and its subdomains. The organization's most specific match wins over any built-in rule. One rule per kind and pattern.",
    access: access.tenant('organization.manage'),
    body: rulesBody,
    response: rulesSchema,
    handler: ({ body, tenant }) => activities.replaceRules(tenant, body),
  });
}
