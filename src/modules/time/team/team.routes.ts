import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/module.js';
import { access } from '../../../platform/auth/access.js';
import { defineRoute } from '../../../platform/http/route.js';
import { createApprovalService } from '../weeks/approval.service.js';
import { createDigestService } from './digest.service.js';
import type { InvoicedEntries } from '../invoiced-entries.port.js';
import { createTeamService } from './team.service.js';
import type { TrackerCommandReader } from '../tracker-commands.port.js';
import { approveBody, heartbeatBody, timeEntrySchema } from '../time.schemas.js';

const TAGS = ['Time'] as const;

const hoursSchema = { hours: z.number(), billableHours: z.number(), nonBillableHours: z.number() };

export async function teamRoutes(
  app: FastifyInstance,
  { database, clock }: ModuleDeps,
  invoiced: InvoicedEntries,
  trackerCommands: TrackerCommandReader,
) {
  const db = database.db;
  const approval = createApprovalService(db, clock, invoiced);
  const team = createTeamService(db, clock, trackerCommands);
  const digest = createDigestService(db, clock);

  defineRoute(app, {
    method: 'POST',
    url: '/time/approve',
    operationId: 'reviewTimeEntries',
    tags: TAGS,
    summary: 'Approve or reject entries (Manager, Admin, Owner)',
    description:
      'All entries or none: an unknown or foreign id (404) or a running entry (409) changes nothing; rejecting time that is billed on a live invoice is 409 too. Rejection notifies each teammate in the app and by email with the reason.',
    access: access.tenant('time.approve'),
    body: approveBody,
    errorStatuses: [404, 409],
    response: z.object({
      status: z.enum(['APPROVED', 'REJECTED']),
      updated: z.number().int(),
      entries: z.array(timeEntrySchema),
    }),
    handler: ({ body, tenant }) => approval.review(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/time/live-team',
    operationId: 'getLiveTeam',
    tags: TAGS,
    summary: "Who is working now: online status, running timer and today's time for every active member",
    description:
      'Online: a running timer, or a tracker heartbeat within the last 60 seconds. "Today" is the current day in the organization\'s time zone (GET /organizations/current/settings).',
    access: access.tenant('time.read.all'),
    response: z.object({
      generatedAt: z.string(),
      onlineCount: z.number().int(),
      members: z.array(
        z.object({
          memberId: z.uuid(),
          userId: z.uuid(),
          fullName: z.string(),
          role: z.string(),
          status: z.enum(['online', 'offline']),
          lastHeartbeatAt: z.string().nullable(),
          timer: z
            .object({
              entryId: z.uuid(),
              projectId: z.uuid().nullable(),
              projectName: z.string().nullable(),
              notes: z.string().nullable(),
              startedAt: z.string(),
              elapsedSeconds: z.number().int(),
            })
            .nullable(),
          todaySeconds: z.number().int(),
        }),
      ),
    }),
    handler: ({ tenant }) => team.liveTeam(tenant),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tracker/heartbeat',
    operationId: 'trackerHeartbeat',
    tags: ['Tracker'],
    summary: 'The desktop tracker says it is alive (every 30 seconds or so); the answer carries its pending commands',
    description:
      'commands: what the tracker must do, e.g. CAPTURE_SCREENSHOT (upload a screenshot with captureRequestId = the command id). A command is answered in every heartbeat until done or expired. See docs/tracker-protocol.md.',
    access: access.tenant('time.track'),
    body: heartbeatBody,
    response: z.object({
      receivedAt: z.string(),
      onlineForSeconds: z.number().int(),
      timerRunning: z.boolean(),
      runningEntryId: z.uuid().nullable(),
      commands: z.array(
        z.object({
          id: z.uuid(),
          type: z.enum(['CAPTURE_SCREENSHOT']),
          requestedAt: z.string(),
          expiresAt: z.string(),
        }),
      ),
    }),
    handler: ({ body, tenant }) => team.heartbeat(tenant, body.clientInfo),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/weekly-digest',
    operationId: 'sendWeeklyDigest',
    tags: TAGS,
    summary: 'Email the caller their hours for the current week',
    description:
      "Per day and per project, billable and not. Rejected time is in none of the hours: it is given apart (rejectedHours), as is the part still waiting for review (pendingHours). The week starts on the organization's first day of the week (Monday by default, then it is the ISO week) at midnight in the caller's time zone (their own, else the organization's); week is the ISO week holding most of it. Available on every plan. No request body.",
    access: access.tenant('time.track'),
    response: z.object({
      week: z.string(),
      from: z.string(),
      to: z.string(),
      timeZone: z.string().describe('Where the days of this digest begin'),
      ...hoursSchema,
      pendingHours: z.number().describe('Of hours: still waiting for review'),
      rejectedHours: z.number().describe('Rejected time: in none of the other figures'),
      byDay: z.array(z.object({ date: z.string(), ...hoursSchema })),
      byProject: z.array(z.object({ projectId: z.uuid().nullable(), projectName: z.string(), ...hoursSchema })),
      emailedTo: z.string(),
    }),
    handler: ({ tenant }) => digest.sendWeeklyDigest(tenant),
  });
}
