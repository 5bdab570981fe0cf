import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { MEMBER_ACCESS_CHANNEL, resolvePerson } from '../members/index.js';
import { outranksCaller, screensOfHigherRole } from './screen-access.js';
import {
  COMMANDS_CHANNEL,
  findCaptureRequest,
  insertCaptureRequest,
  lockCaptureRequestsOf,
  pendingCaptureRequests,
} from './screenshots.repository.js';
import { commandView } from './screenshots.view.js';

/** A live-capture command is delivered until the tracker answers it or this long has passed. */
const CAPTURE_COMMAND_TTL_MS = 2 * 60 * 1000;

/**
 * At most this many capture requests wait for one member's tracker at once: a tracker that is
 * offline would otherwise come back to any number of captures queued by repeated clicks.
 */
export const MAX_PENDING_CAPTURES_PER_MEMBER = 3;

function tooManyPending(oldestExpiresAt: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((oldestExpiresAt.getTime() - now.getTime()) / 1000));
  return new AppError(
    'CAPTURE_REQUESTS_PENDING',
    `This member already has ${MAX_PENDING_CAPTURES_PER_MEMBER} capture requests waiting for their tracker`,
    `Their tracker answers them when it is next online (GET /screenshots shows the results as requestedLive); a request expires after 2 minutes. Retry in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export type TrackerCommand = ReturnType<typeof commandView>;

/** The pending, unexpired commands of one member (the heartbeat answer and the stream's first events). */
export async function pendingCommands(executor: Executor, orgId: string, memberId: string, now: Date) {
  return (await pendingCaptureRequests(executor, orgId, memberId, now)).map(commandView);
}

export function createCaptureService(db: Database['db'], clock: Clock) {
  return {
    async request(ctx: TenantContext, memberId: string) {
      // A member id or a user id, as every person field takes (404 for another organization's).
      const member = await resolvePerson(db, ctx, memberId, ['ACTIVE']);
      if (await outranksCaller(db, ctx, member.id)) throw screensOfHigherRole();
      const now = clock.now();
      const row = {
        id: newId(),
        orgId: ctx.orgId,
        memberId: member.id,
        requestedByMemberId: ctx.memberId,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + CAPTURE_COMMAND_TTL_MS),
        answeredAt: null,
        screenshotId: null,
      };
      await db.transaction(async (tx) => {
        await lockCaptureRequestsOf(tx, ctx.orgId, member.id);
        const pending = await pendingCaptureRequests(tx, ctx.orgId, member.id, now);
        if (pending.length >= MAX_PENDING_CAPTURES_PER_MEMBER) throw tooManyPending(pending[0]!.expiresAt, now);
        await insertCaptureRequest(tx, row);
      });
      return {
        command: commandView(row),
        memberId: member.id,
        deliveredBy: 'the next heartbeat of the member’s tracker, or at once over its open command stream',
      };
    },
  };
}

/** One open command stream, as the hub sees it. */
interface CommandStream {
  deliver(command: TrackerCommand): void;
  /** Whether the caller may still hold the stream (their session, membership and permission). */
  stillAllowed(): Promise<boolean>;
  /** Ends the stream. */
  close(): void;
}

/**
 * The open command streams of this API instance, fed by database notifications that any instance
 * sends (PostgreSQL LISTEN/NOTIFY, or the embedded database's own), so a stream is served whichever
 * instance holds it: a queued command is delivered, and a change to the member's access
 * (`members` announces deactivation, removal and a new role on MEMBER_ACCESS_CHANNEL) makes each
 * of their streams check again and end when the member may no longer hold it. Subscribes on the
 * first stream, not at start, so instances without trackers hold no listening connection.
 */
export function createCommandHub(database: Database, clock: Clock) {
  const streams = new Map<string, Set<CommandStream>>();
  let listening: Promise<Array<() => Promise<void>>> | null = null;
  const keyOf = (orgId: string, memberId: string) => `${orgId}:${memberId}`;

  /** The streams a notification names, or nothing for a malformed payload or a member with none here. */
  function streamsNamedBy(payload: string) {
    let note: { orgId?: unknown; memberId?: unknown; id?: unknown };
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      return null;
    }
    if (typeof note.orgId !== 'string' || typeof note.memberId !== 'string') return null;
    const targets = streams.get(keyOf(note.orgId, note.memberId));
    if (!targets || targets.size === 0) return null;
    return { orgId: note.orgId, memberId: note.memberId, id: note.id, targets: [...targets] };
  }

  async function onCommand(payload: string) {
    const named = streamsNamedBy(payload);
    if (!named || typeof named.id !== 'string') return;
    const row = await findCaptureRequest(database.db, named.orgId, named.memberId, named.id);
    if (!row || row.answeredAt || row.expiresAt <= clock.now()) return;
    for (const stream of named.targets) stream.deliver(commandView(row));
  }

  async function onAccessChange(payload: string) {
    const named = streamsNamedBy(payload);
    if (!named) return;
    await Promise.all(named.targets.map(async (stream) => (await stream.stillAllowed()) || stream.close()));
  }

  /** Both channels or neither: a connection that did subscribe is let go when the other failed. */
  async function listen() {
    const handle = (work: (payload: string) => Promise<void>) => (payload: string) =>
      void work(payload).catch(() => undefined);
    const settled = await Promise.allSettled([
      database.listen(COMMANDS_CHANNEL, handle(onCommand)),
      database.listen(MEMBER_ACCESS_CHANNEL, handle(onAccessChange)),
    ]);
    const stops = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
      throw failure.reason;
    }
    return stops;
  }

  return {
    /** Registers a stream until the returned unsubscribe function is called; `close` ends it at shutdown. */
    async subscribe(orgId: string, memberId: string, stream: CommandStream) {
      // A failed subscription is tried again by the next stream, not remembered.
      listening ??= listen().catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      const key = keyOf(orgId, memberId);
      const set = streams.get(key) ?? new Set();
      set.add(stream);
      streams.set(key, set);
      return () => {
        set.delete(stream);
        if (set.size === 0) streams.delete(key);
      };
    },

    /** Ends every open stream (they never end by themselves) and stops listening. */
    async close() {
      for (const set of [...streams.values()]) for (const stream of [...set]) stream.close();
      const stop = listening;
      listening = null;
      if (stop) await Promise.all((await stop).map((unsubscribe) => unsubscribe()));
    },
  };
}

export type CommandHub = ReturnType<typeof createCommandHub>;
