import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import {
  MAX_PENDING_CAPTURES_PER_MEMBER,
  pendingCommands,
  type CommandHub,
  type createCaptureService,
  type TrackerCommand,
} from './capture.service.js';
import { captureBody, captureResult } from './screenshots.schemas.js';

/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

const event = (command: TrackerCommand) => `event: command\nid: ${command.id}\ndata: ${JSON.stringify(command)}\n\n`;

export async function commandsRoutes(
  app: FastifyInstance,
  {
    db,
    clock,
    hub,
    capture,
  }: { db: Db; clock: Clock; hub: CommandHub; capture: ReturnType<typeof createCaptureService> },
) {
  defineRoute(app, {
    method: 'POST',
    url: '/screenshots/request-live-capture',
    operationId: 'requestLiveCapture',
    tags: ['Screenshots'],
    summary: "Ask a member's desktop tracker for a screenshot now",
    description:
      'Queues a CAPTURE_SCREENSHOT command, delivered on the tracker’s next heartbeat or at once over its open command stream, until answered or expired (2 minutes). ' +
      'The first screenshot uploaded with its id and captured between the request and its expiry answers it and is marked requestedLive; any other upload naming it is stored as an ordinary screenshot. ' +
      `404 for someone who is not an active member of the organization; 403 SCREENS_OF_HIGHER_ROLE for a member whose role has permissions the caller's does not; 429 CAPTURE_REQUESTS_PENDING while ${MAX_PENDING_CAPTURES_PER_MEMBER} requests already wait for that member's tracker.`,
    access: access.tenant('screenshots.manage'),
    body: captureBody,
    errorStatuses: [404],
    response: captureResult,
    // Each call queues a capture request: a retry with the key queues none more.
    idempotency: true,
    handler: ({ body, tenant }) => capture.request(tenant, body.memberId),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/tracker/commands/stream',
    operationId: 'streamTrackerCommands',
    tags: ['Tracker'],
    summary: "Server-sent events: the caller's tracker commands, at once",
    description:
      'Send "Accept: text/event-stream". The pending commands come first, then each new one, as `event: command` with the command JSON as data; a comment line every 25 seconds keeps the connection open. ' +
      'A command may be sent twice (at connect and as it is queued): act on each id once. ' +
      'The stream ends when the caller may no longer hold it: at once when the member is deactivated, removed or given another role, otherwise at the next keep-alive (a signed-out session, a changed password, a deactivated account).',
    access: access.tenant('time.track'),
    produces: ['text/event-stream'],
    handler: async ({ request, reply, reauthorize, tenant: ctx }) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError(
          'EVENT_STREAM_REQUIRED',
          'This route answers with a server-sent event stream only',
          'Send "Accept: text/event-stream", or poll POST /tracker/heartbeat for commands.',
        );
      const stream = new PassThrough();
      let closed = false;
      let unsubscribe = () => undefined as void;
      const keepAlive = setInterval(() => {
        stream.write(': keep-alive\n\n');
        // What no notification announces (a revoked session, a deactivated account) ends it here.
        void reauthorize().then((allowed) => allowed || end());
      }, KEEP_ALIVE_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        unsubscribe();
        stream.end();
      };
      // Subscribed before the pending ones are read, so no command falls between the two.
      unsubscribe = await hub.subscribe(ctx.orgId, ctx.memberId, {
        deliver: (command) => stream.write(event(command)),
        stillAllowed: reauthorize,
        close: end,
      });
      request.raw.once('close', end);
      stream.write(': connected\n\n');
      for (const command of await pendingCommands(db, ctx.orgId, ctx.memberId, clock.now()))
        stream.write(event(command));
      void reply.header('x-accel-buffering', 'no');
      return { contentType: 'text/event-stream; charset=utf-8', body: stream, cacheControl: 'no-cache, no-store' };
    },
  });
}
