// The real server for end-to-end tests: the compiled dist/main.js on a free loopback port, with
// embedded PGlite in a fresh DATA_DIR and mail written to DATA_DIR/mail (as `npm start` runs it).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { codeIn } from '../../../test/support/actors.js';
import { deliveredMailFiles } from '../../../test/support/mail.js';
import { freePort, stopWhenTestEnds, waitForHttp } from '../../../test/support/process.js';
import { apiCall } from './api.js';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  /** Where the browser opens the app. */
  appOrigin: string;
  /** The API server itself. */
  apiOrigin: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-e2e-'));
  const port = await freePort();
  const apiOrigin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'dist', 'main.js')], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: apiOrigin,
      DATA_DIR: dataDir,
      MAIL_DELIVERY: 'file',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = stopWhenTestEnds(child);
  try {
    const health = await waitForHttp(`${apiOrigin}/api/v1/health`);
    if (!health.ok) throw new Error(`health answered ${health.status}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`The server did not start: ${String(error)}\n${output}`, { cause: error });
  }
  return {
    appOrigin: apiOrigin,
    apiOrigin,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The 6-digit code in the newest email to `email`, once the server's outbox has delivered more
 * than `earlier` messages to that address (so a code requested later is not confused with one
 * sent before it).
 */
export async function mailedCode(
  server: RunningServer,
  email: string,
  earlier = 0,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts: string[] = [];
    for (const file of await deliveredMailFiles(server.dataDir)) {
      const mail = await simpleParser(await readFile(file));
      if (JSON.stringify(mail.to ?? '').includes(email)) texts.push(mail.text ?? '');
    }
    if (texts.length > earlier) return codeIn(texts[texts.length - 1]!);
    if (Date.now() > deadline) throw new Error(`No new code was mailed to ${email}\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Person {
  email: string;
  password: string;
  fullName: string;
}

/** The owner of a new organization, signed up through the public API (emailed code included). */
export async function registerOwner(
  server: RunningServer,
  email: string,
  names: { fullName?: string; organizationName?: string } = {},
) {
  const person: Person = { email, password: 'difference-engine', fullName: names.fullName ?? 'Ada Lovelace' };
  await apiCall(server, 'POST', '/auth/send-otp', { email, purpose: 'signup' });
  const otp = await mailedCode(server, email);
  await apiCall(server, 'POST', '/auth/verify-otp', { email, otp });
  const registered = await apiCall<{ token: string; organization: { id: string } }>(server, 'POST', '/auth/register', {
    ...person,
    organizationName: names.organizationName ?? 'Analytical Engines',
    otp,
    acceptedTerms: true,
  });
  const headers = { authorization: `Bearer ${registered.token}`, 'x-organization-id': registered.organization.id };
  return { ...person, headers };
}

/** A Member of the owner's organization with a password and no email sent to them yet. */
export async function addMember(server: RunningServer, owner: { headers: Record<string, string> }, email: string) {
  const person: Person = { email, password: 'analytical-engine', fullName: 'Grace Hopper' };
  const roleId = await memberRoleId(server, owner);
  await apiCall(server, 'POST', '/organizations/members', { ...person, roleId }, owner.headers);
  return person;
}

/** The id of the built-in Member role in the owner's organization. */
export async function memberRoleId(server: RunningServer, owner: { headers: Record<string, string> }) {
  const rbac = await apiCall<{ roles: { id: string; builtInKey: string | null }[] }>(
    server,
    'GET',
    '/rbac',
    undefined,
    owner.headers,
  );
  return rbac.roles.find((role) => role.builtInKey === 'MEMBER')?.id;
}
