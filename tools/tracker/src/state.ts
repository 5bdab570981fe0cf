/** The tracker's local state directory: the session (token, organization) as JSON; the queue lives beside it. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Credentials } from './api.js';

export interface Session extends Credentials {
  baseUrl: string;
  email: string;
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

export async function clearSession(stateDir: string): Promise<void> {
  await rm(path.join(stateDir, SESSION), { force: true });
}
