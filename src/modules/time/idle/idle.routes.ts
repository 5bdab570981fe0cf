import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.js';
import { defineRoute } from '../../../platform/http/route.js';
import type { ModuleDeps } from '../../../platform/module.js';
import type { ActivitySlotReader } from '../activity-slots.port.js';
import { createPendingIdleService } from './idle-pending.service.js';
import { createIdleService } from './idle.service.js';
import { idleResolveBody, timeEntrySchema } from '../time.schemas.js';

const TAGS = ['Time'] as const;

/** Idle time the desktop tracker found: what waits for an answer, and the answer. */
export async function idleRoutes(app: FastifyInstance, { database, clock }: ModuleDeps, slots: ActivitySlotReader) {
  const idle = createIdleService(database.db, clock);
  const pending = createPendingIdleService(database.db, clock, slots);

  defineRoute(app, {
    method: 'GET',
    url: '/time/idle',
    operationId: 'listPendingIdleTime',
    tags: TAGS,
    summary: "The caller's idle time found by the desktop tracker and not answered yet",
    description:
      'For the running entry and PENDING entries stopped in the last 24 hours: the run of consecutive activity slots with at most 10 seconds of input each that the entry ends with, offered when the slots show at least thresholdSeconds (5 minutes) of it. idleSeconds runs from idleSince to the end of the entry, or to now while it runs: send it with timeEntryId to POST /time/idle-resolve, after which the entry is not offered again until new idle time follows the answer. See docs/time-tracking.md.',
    access: access.tenant('time.track'),
    response: z.object({
      generatedAt: z.string(),
      thresholdSeconds: z.number().int(),
      items: z.array(
        z.object({
          timeEntryId: z.uuid(),
          isRunning: z.boolean(),
          projectId: z.uuid().nullable(),
          projectName: z.string().nullable(),
          notes: z.string().nullable(),
          idleSince: z.string().describe('Where idling began'),
          measuredUntil: z.string().describe('The end of the last idle slot the tracker has sent (within the entry)'),
          idleSeconds: z.number().int().describe('From idleSince to the entry’s end, or to generatedAt while it runs'),
        }),
      ),
    }),
    handler: ({ tenant }) => pending.list(tenant),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/time/idle-resolve',
    operationId: 'resolveIdleTime',
    tags: TAGS,
    summary: 'Keep, discard or split off idle time detected by the tracker',
    description:
      "KEEP leaves the entry as is; DISCARD removes idleSeconds from its worked time; SPLIT_OFFLINE turns the last idleSeconds of the entry into an offline, non-billable entry (a running timer resumes after it). Without timeEntryId: the caller's running entry, else their latest.",
    access: access.tenant('time.track'),
    body: idleResolveBody,
    errorStatuses: [404, 409],
    response: z.object({
      action: z.enum(['KEEP', 'DISCARD', 'SPLIT_OFFLINE']),
      idleSeconds: z.number().int(),
      entry: timeEntrySchema,
      offlineEntry: timeEntrySchema.nullable(),
      resumedEntry: timeEntrySchema.nullable(),
    }),
    // SPLIT_OFFLINE creates an entry and DISCARD takes time off: a retry with the key does neither again.
    idempotency: true,
    handler: ({ body, tenant }) => idle.resolve(tenant, body),
  });
}
