/** The tracker's local state directory: the session (token, organization) as JSON; the queue lives beside it. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Credentials } from './api.js';

export interface Session extends Credentials {
  baseUrl: string;
  email: string;
  /** How it signed in: a sign-in token (expires; sign in again on 401) or an API key (until revoked). */
  auth?: 'password' | 'api-key';
  organizationName?: string;
  /** The project chosen at sign-in: the timer's and the slots' project when `--project` is not given. */
  projectId?: string;
  projectName?: string;
  /** When the server last refused this session (401); `status` then says to sign in again. */
  refusedAt?: string;
}

/** What a running `run` is doing, rewritten every few seconds for `status`. */
interface RunStatus {
  pid: number;
  startedAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

const RUN_STATUS = 'run-status.json';

export async function writeRunStatus(stateDir: string, status: RunStatus): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  await writeFile(path.join(stateDir, RUN_STATUS), JSON.stringify(status, null, 2));
}

/** The last run's status, with whether its process still runs. */
export async function readRunStatus(stateDir: string): Promise<(RunStatus & { running: boolean }) | null> {
  try {
    const status = JSON.parse(await readFile(path.join(stateDir, RUN_STATUS), 'utf8')) as RunStatus;
    let running = true;
    try {
      process.kill(status.pid, 0);
    } catch {
      running = false;
    }
    return { ...status, running };
  } catch {
    return null;
  }
}

const SESSION = 'session.json';

export async function readSession(stateDir: string): Promise<Session | null> {
  try {
    return JSON.parse(await readFile(path.join(stateDir, SESSION), 'utf8')) as Session;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function writeSession(stateDir: string, session: Session): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  // The token is a credential: readable by its owner only.
  await writeFile(path.join(stateDir, SESSION), JSON.stringify(session, null, 2), { mode: 0o600 });
}

/** Notes on the session that the server refused it (401), or that it took it again; `login` writes a new one without the note. */
export async function markSessionRefused(stateDir: string, refused: boolean): Promise<void> {
  const session = await readSession(stateDir);
  if (!session || Boolean(session.refusedAt) === refused) return;
  const { refusedAt: _old, ...rest } = session;
  await writeSession(stateDir, refused ? { ...rest, refusedAt: new Date().toISOString() } : rest);
}

export async function clearSession(stateDir: string): Promise<void> {
  await rm(path.join(stateDir, SESSION), { force: true });
}
