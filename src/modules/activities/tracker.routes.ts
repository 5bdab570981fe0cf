import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { batchBody, batchResult, MAX_BATCH_SLOTS, slotBody, slotResult } from './activities.schemas.js';
import type { SlotStoredListener } from './slot-stored.port.js';
import { createTrackerService } from './tracker.service.js';

const TAGS = ['Tracker'] as const;
const track = access.tenant('time.track');

export async function trackerRoutes(
  app: FastifyInstance,
  { database, clock }: ModuleDeps,
  slotStored: SlotStoredListener,
) {
  const tracker = createTrackerService(database.db, clock, slotStored);

  defineRoute(app, {
    method: 'POST',
    url: '/tracker/slots',
    operationId: 'uploadActivitySlot',
    tags: TAGS,
    summary: "Upload one activity slot of the caller's desktop tracker",
    description:
      'A span of activity (10 minutes by default, 60 at most): keyboard, mouse and active seconds, foreground applications and URLs. Idempotent by clientId: the same clientId again answers the slot stored the first time, with replayed: true, and stores nothing. A slot overlapping another of the member’s is 409. See docs/tracker-protocol.md.',
    access: track,
    body: slotBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: slotResult,
    handler: ({ body, tenant }) => tracker.upload(tenant, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tracker/slots/batch',
    operationId: 'uploadActivitySlotBatch',
    tags: TAGS,
    summary: 'Upload slots recorded offline, with a result per slot',
    description: `Up to ${MAX_BATCH_SLOTS} slots, applied in order in one transaction. Each result is CREATED, REPLAYED (its clientId was stored before) or REJECTED with the error the slot would have had alone; a rejection does not undo the others, so replaying a whole batch after a lost answer creates nothing twice. A malformed body is refused whole (400).`,
    access: track,
    body: batchBody,
    response: batchResult,
    handler: ({ body, tenant }) => tracker.uploadBatch(tenant, body),
  });
}
