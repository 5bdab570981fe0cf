/**
 * punchclock-tracker: the reference desktop tracker client (tools/tracker/README.md).
 *
 *   node --import tsx tools/tracker/src/cli.ts <command> [flags]      (or: npm run tracker -- <command>)
 *
 * Exit codes: 0 done, 1 error, 2 usage, 3 the server could not be reached (work stays queued).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiError, PunchclockApi } from './api.js';
import { DEFAULT_BACKOFF, SIGN_IN_AGAIN } from './backoff.js';
import { DiskQueue } from './queue.js';
import { clearSession, markSessionRefused, readRunStatus, readSession, writeSession, type Session } from './state.js';
import { drainQueue, fileScreenshots, generatedScreenshots } from './drain.js';
import { login } from './login.js';
import { pick, PickError } from './pick.js';
import { runTracker } from './run.js';
import type { IdleAction } from './tracker.js';
import { randomUUID } from 'node:crypto';

const USAGE = `usage: punchclock-tracker <command> [flags]

commands:
  login    --url U (--email E --password P | --api-key K) [--org NAME|ID] [--project NAME|ID]
           sign in; the organization and project are picked by name (a list to choose from at a
           terminal when there is a choice), and remembered in the state directory
  logout                                       forget the session
  start    [--project NAME|ID] [--notes TEXT]  start the timer
  stop                                         stop the running timer
  run      [--duration S] [--slot-seconds 600] [--sample-seconds 5] [--heartbeat-seconds 30]
           [--screenshot-every S] [--screenshot-file F] [--project NAME|ID] [--no-timer] [--no-stream]
           [--idle-seconds S (default: the server's)] [--idle-action KEEP|DISCARD|SPLIT_OFFLINE] [--no-titles] [--simulate]
           track the desktop: activity slots, screenshots at the project's interval, live
           captures, idle time; --simulate makes the activity up (machines without a desktop)
  replay                                       send the offline queue now, oldest first
  upload   (--file F | --simulate) [--project ID] [--capture-request ID]
                                               upload a screenshot: the image file F (PNG, JPEG,
                                               WebP), or with --simulate a generated PNG (tests)
  status                                       the session, what a running tracker does, the queue

common flags (environment):
  --url (PUNCHCLOCK_URL)  --state-dir (PUNCHCLOCK_TRACKER_STATE, default ~/.punchclock-tracker)
  --email (PUNCHCLOCK_EMAIL)  --password (PUNCHCLOCK_PASSWORD)  --api-key (PUNCHCLOCK_API_KEY)
  --org (PUNCHCLOCK_ORG)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    'state-dir': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'api-key': { type: 'string' },
    org: { type: 'string' },
    project: { type: 'string' },
    notes: { type: 'string' },
    duration: { type: 'string' },
    'slot-seconds': { type: 'string' },
    'sample-seconds': { type: 'string' },
    'heartbeat-seconds': { type: 'string' },
    'screenshot-every': { type: 'string' },
    'screenshot-file': { type: 'string' },
    'retry-max-seconds': { type: 'string' },
    file: { type: 'string' },
    'capture-request': { type: 'string' },
    'no-timer': { type: 'boolean' },
    'no-stream': { type: 'boolean' },
    'idle-seconds': { type: 'string' },
    'idle-action': { type: 'string' },
    'no-titles': { type: 'boolean' },
    simulate: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const log = (message: string) => process.stdout.write(`${new Date().toISOString()} ${message}\n`);
const stateDir =
  values['state-dir'] ?? process.env.PUNCHCLOCK_TRACKER_STATE ?? path.join(os.homedir(), '.punchclock-tracker');

class UsageError extends Error {}

function seconds(name: keyof typeof values, fallback: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new UsageError(`--${name} must be a number of seconds`);
  return value;
}

function required(value: string | undefined, flag: string, env: string): string {
  if (!value) throw new UsageError(`--${flag} (or ${env}) is required`);
  return value;
}

async function signedIn(): Promise<{ api: PunchclockApi; session: Session }> {
  const session = await readSession(stateDir);
  if (!session) throw new UsageError('not signed in: run `punchclock-tracker login` first');
  const api = new PunchclockApi(values.url ?? process.env.PUNCHCLOCK_URL ?? session.baseUrl, session);
  return { api, session };
}

async function main(command: string | undefined): Promise<number> {
  switch (command) {
    case 'login': {
      const baseUrl = required(values.url ?? process.env.PUNCHCLOCK_URL, 'url', 'PUNCHCLOCK_URL');
      const session = await login({
        baseUrl,
        email: values.email ?? process.env.PUNCHCLOCK_EMAIL,
        password: values.password ?? process.env.PUNCHCLOCK_PASSWORD,
        apiKey: values['api-key'] ?? process.env.PUNCHCLOCK_API_KEY,
        org: values.org ?? process.env.PUNCHCLOCK_ORG,
        project: values.project,
      });
      await writeSession(stateDir, session);
      log(
        `signed in as ${session.email} in organization ${session.organizationName ?? session.organizationId}` +
          (session.projectName ? `, project ${session.projectName}` : ', no project'),
      );
      return 0;
    }
    case 'logout':
      await clearSession(stateDir);
      return 0;
    case 'start': {
      const { api, session } = await signedIn();
      const projectId = await projectOf(api, session);
      const entry = await api.startTimer({ projectId, notes: values.notes });
      log(`timer started: entry ${entry.id}`);
      return 0;
    }
    case 'stop': {
      const { api } = await signedIn();
      const entry = await api.stopTimer();
      log(`timer stopped: entry ${entry.id}`);
      return 0;
    }
    case 'run': {
      const { api, session } = await signedIn();
      const idleAction = values['idle-action'];
      if (idleAction !== undefined && !['KEEP', 'DISCARD', 'SPLIT_OFFLINE'].includes(idleAction))
        throw new UsageError('--idle-action must be KEEP, DISCARD or SPLIT_OFFLINE');
      await runTracker(
        api,
        session,
        {
          stateDir,
          durationMs: seconds('duration', 0) * 1000,
          slotMs: seconds('slot-seconds', 600) * 1000,
          sampleMs: seconds('sample-seconds', 5) * 1000,
          heartbeatMs: seconds('heartbeat-seconds', 30) * 1000,
          screenshotEveryMs:
            values['screenshot-every'] === undefined ? 'project' : seconds('screenshot-every', 0) * 1000,
          screenshotFile: values['screenshot-file'],
          projectId: await projectOf(api, session),
          ownTimer: !values['no-timer'],
          commandStream: !values['no-stream'],
          backoff: { ...DEFAULT_BACKOFF, maxMs: seconds('retry-max-seconds', DEFAULT_BACKOFF.maxMs / 1000) * 1000 },
          simulate: Boolean(values.simulate),
          titles: !values['no-titles'],
          idleThresholdMs: await idleThresholdMs(api),
          idleAction: (idleAction as IdleAction | undefined) ?? null,
        },
        log,
      );
      const left = (await new DiskQueue(stateDir).list()).length;
      log(`stopped; ${left} item(s) queued`);
      return 0;
    }
    case 'replay':
      return sendQueue();
    case 'upload': {
      await signedIn();
      // A made-up picture is never sent as a screenshot unless asked for by name.
      if (!values.file && !values.simulate)
        throw new UsageError(
          'upload needs --file F (a PNG, JPEG or WebP image), or --simulate for a generated picture',
        );
      const queue = new DiskQueue(stateDir);
      const { image, contentType } = await (
        values.file ? fileScreenshots(values.file) : generatedScreenshots()
      ).capture();
      const clientId = randomUUID();
      await queue.pushScreenshot(
        {
          clientId,
          capturedAt: new Date().toISOString(),
          ...(values.project ? { projectId: values.project } : {}),
          ...(values['capture-request'] ? { captureRequestId: values['capture-request'] } : {}),
          contentType,
        },
        image,
      );
      log(`screenshot ${clientId} queued`);
      return sendQueue();
    }
    case 'status': {
      const session = await readSession(stateDir);
      const queued = await new DiskQueue(stateDir).list();
      const run = await readRunStatus(stateDir);
      console.log(
        JSON.stringify(
          {
            signedIn: Boolean(session),
            email: session?.email ?? null,
            organizationId: session?.organizationId ?? null,
            organization: session?.organizationName ?? null,
            project: session?.projectName ?? null,
            url: session?.baseUrl ?? null,
            tracker: run ? (run.running ? run : { running: false, lastSeen: run.updatedAt }) : { running: false },
            // After a 401 the queue waits for a new sign-in: say so rather than look merely stalled.
            hint:
              (run?.running && typeof run.hint === 'string' ? run.hint : null) ??
              (session?.refusedAt ? SIGN_IN_AGAIN : null),
            queued: queued.length,
            queuedSlots: queued.filter((item) => item.kind === 'slot').length,
            queuedScreenshots: queued.filter((item) => item.kind === 'screenshot').length,
          },
          null,
          2,
        ),
      );
      return 0;
    }
    default:
      console.error(USAGE);
      return command === undefined || values.help ? 0 : 2;
  }
}

/** `--project` by name or id among the member's projects, else the one chosen at sign-in. */
async function projectOf(api: PunchclockApi, session: Session): Promise<string | undefined> {
  if (!values.project) return session.projectId;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(values.project)) return values.project;
  return pick('project', (await api.projects()).items, values.project).id;
}

/**
 * `--idle-seconds`, else the server's idle threshold (GET /time/idle's `thresholdSeconds`, the
 * one the web app's idle question uses), else 300 s when the server cannot say.
 */
async function idleThresholdMs(api: PunchclockApi): Promise<number> {
  if (values['idle-seconds'] !== undefined) return seconds('idle-seconds', 300) * 1000;
  try {
    const { thresholdSeconds } = await api.idle();
    if (Number.isFinite(thresholdSeconds) && thresholdSeconds > 0) {
      log(`idle after ${thresholdSeconds} s without input (the server's idle threshold)`);
      return thresholdSeconds * 1000;
    }
  } catch (error) {
    log(`the server's idle threshold could not be read (${(error as Error).message}): 300 s`);
  }
  return 300_000;
}

/** One pass over the queue: 0 when it is empty afterwards, 3 when the server could not take it. */
async function sendQueue(): Promise<number> {
  const { api } = await signedIn();
  const queue = new DiskQueue(stateDir);
  const outcome = await drainQueue(api, queue, log);
  const left = (await queue.list()).length;
  log(`sent ${outcome.sent}, dropped ${outcome.dropped}, ${left} left in the queue`);
  if (outcome.stalled?.status === 401) {
    log(SIGN_IN_AGAIN);
    await markSessionRefused(stateDir, true);
    return 1;
  }
  if (outcome.stalled) {
    log(`stopped: ${outcome.stalled.message}`);
    return 3;
  }
  await markSessionRefused(stateDir, false);
  return 0;
}

try {
  process.exitCode = await main(values.help ? undefined : positionals[0]);
} catch (error) {
  if (error instanceof UsageError || error instanceof PickError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof ApiError) {
    console.error(error.message);
    process.exitCode = error.status === null ? 3 : 1;
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}
