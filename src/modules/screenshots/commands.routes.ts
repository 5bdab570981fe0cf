import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import { pendingCommands, type CommandHub, type createCaptureService, type TrackerCommand } from './capture.service.js';
import { captureBody, captureResult } from './screenshots.schemas.js';

/** A comment line this often keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

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
      'The screenshot that answers it is marked requestedLive. 404 for someone who is not an active member of the organization.',
    access: access.tenant('screenshots.manage'),
    body: captureBody,
    errorStatuses: [404],
    response: captureResult,
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
      'A command may be sent twice (at connect and as it is queued): act on each id once.',
    access: access.tenant('time.track'),
    produces: ['text/event-stream'],
    handler: async ({ request, reply, tenant: ctx }) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError(
          'BAD_REQUEST',
          'This route answers with a server-sent event stream only',
          'Send "Accept: text/event-stream", or poll POST /tracker/heartbeat for commands.',
        );
      const stream = new PassThrough();
      let closed = false;
      let unsubscribe = () => undefined as void;
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        unsubscribe();
        stream.end();
      };
      // Subscribed before the pending ones are read, so no command falls between the two.
      unsubscribe = await hub.subscribe(ctx.orgId, ctx.memberId, (command) => stream.write(event(command)), end);
      request.raw.once('close', end);
      stream.write(': connected\n\n');
      for (const command of await pendingCommands(db, ctx.orgId, ctx.memberId, clock.now()))
        stream.write(event(command));
      void reply.header('x-accel-buffering', 'no');
      return { contentType: 'text/event-stream; charset=utf-8', body: stream, cacheControl: 'no-cache, no-store' };
    },
  });
}
