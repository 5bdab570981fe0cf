import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { resolvePerson } from '../members/index.js';
import {
  COMMANDS_CHANNEL,
  findCaptureRequest,
  insertCaptureRequest,
  pendingCaptureRequests,
} from './screenshots.repository.js';
import { commandView } from './screenshots.view.js';

/** A live-capture command is delivered until the tracker answers it or this long has passed. */
export const CAPTURE_COMMAND_TTL_MS = 2 * 60 * 1000;

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
      await db.transaction((tx) => insertCaptureRequest(tx, row));
      return {
        command: commandView(row),
        memberId: member.id,
        deliveredBy: 'the next heartbeat of the member’s tracker, or at once over its open command stream',
      };
    },
  };
}

type Listener = (command: TrackerCommand) => void;

/**
 * The open command streams of this API instance, fed by database notifications that any instance
 * sends when it queues a command (PostgreSQL LISTEN/NOTIFY, or the embedded database's own), so a
 * command reaches the stream whichever instance holds it. Subscribes to the channel on the first
 * stream, not at start, so instances without trackers hold no listening connection.
 */
export function createCommandHub(database: Database, clock: Clock) {
  const listeners = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();
  let listening: Promise<() => Promise<void>> | null = null;
  const keyOf = (orgId: string, memberId: string) => `${orgId}:${memberId}`;

  async function onNotification(payload: string) {
    let note: { orgId?: unknown; memberId?: unknown; id?: unknown };
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      return;
    }
    if (typeof note.orgId !== 'string' || typeof note.memberId !== 'string' || typeof note.id !== 'string') return;
    const targets = listeners.get(keyOf(note.orgId, note.memberId));
    if (!targets || targets.size === 0) return;
    const row = await findCaptureRequest(database.db, note.orgId, note.memberId, note.id);
    if (!row || row.answeredAt || row.expiresAt <= clock.now()) return;
    for (const listener of targets) listener(commandView(row));
  }

  return {
    /** Registers a stream; `close` is called when the app shuts down. Returns the unsubscribe function. */
    async subscribe(orgId: string, memberId: string, listener: Listener, close: () => void) {
      listening ??= database.listen(COMMANDS_CHANNEL, (payload) => void onNotification(payload).catch(() => undefined));
      await listening;
      const key = keyOf(orgId, memberId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      closers.add(close);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
        closers.delete(close);
      };
    },

    /** Ends every open stream (they never end by themselves) and stops listening. */
    async close() {
      for (const close of [...closers]) close();
      const stop = listening;
      listening = null;
      if (stop) await (await stop)();
    },
  };
}

export type CommandHub = ReturnType<typeof createCommandHub>;
