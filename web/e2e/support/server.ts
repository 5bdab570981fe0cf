// The real server for end-to-end tests: the compiled dist/main.js on a free loopback port, with
// embedded PGlite in a fresh DATA_DIR (a copy of one migrated database) and mail written to DATA_DIR/mail (as `npm start` runs it).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeIn } from '../../../test/support/actors.js';
import { migratedDataDirCopy } from '../../../test/support/migrated-data-dir.js';
import type { SmtpSink } from '../../../test/support/smtp-sink.js';
import { freePort, stopWhenTestEnds, waitForHttp } from '../../../test/support/process.js';
import { apiCall } from './api.js';
import { fileMailbox, smtpMailbox, waitForMail, type Mailbox } from './mailbox.js';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  /** Where the browser opens the app. */
  appOrigin: string;
  /** The API server itself. */
  apiOrigin: string;
  dataDir: string;
  /** The server's process id. */
  pid: number;
  /** The mail it sent (the file mailer's folder, or the SMTP server it delivered to). */
  mailbox: Mailbox;
  output: () => string;
  /** False once the process has exited (stopped, or crashed). */
  isRunning: () => boolean;
  /** Stops the server; with `keepDataDir`, its DATA_DIR stays for a restart (or an operator's command). */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
}

interface RestartOptions {
  /** An earlier server's DATA_DIR (stopped with keepDataDir): its database, mail and files. */
  dataDir?: string;
  /** Listen on this port, e.g. the earlier server's, so an open browser finds the server again. */
  port?: number;
}

/**
 * Starts dist/main.js. With `smtp`, mail goes over SMTP to that loopback server (MAIL_DELIVERY=smtp)
 * and is read from it; otherwise the file mailer writes it to DATA_DIR/mail. `restart` starts it
 * again on an earlier server's data folder (and port).
 */
export async function startServer(
  env: Record<string, string> = {},
  smtp?: SmtpSink,
  restart: RestartOptions = {},
): Promise<RunningServer> {
  const dataDir = restart.dataDir ?? (await migratedDataDirCopy('punchclock-e2e-'));
  const port = restart.port ?? (await freePort());
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
      ...(smtp ? { MAIL_DELIVERY: 'smtp', SMTP_URL: smtp.url } : { MAIL_DELIVERY: 'file' }),
      LOG_LEVEL: 'warn',
      // Every person, browser and set-up call of a worker's test files comes from 127.0.0.1, one
      // client to the limiter: a screen walk alone makes more than the default 120 requests a
      // minute, and files that share a server (run.ts) follow one another within the minute. The
      // limiter itself is tested through the API (src/platform/http/rate-limit.test.ts).
      RATE_LIMIT_MAX: '100000',
      // Webhook e2e receivers listen on 127.0.0.1 over http:// (docs/webhooks.md, Server-side request forgery).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = stopWhenTestEnds(child).finally(() => (running = false));
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
    pid: child.pid ?? 0,
    mailbox: smtp ? smtpMailbox(smtp) : fileMailbox(dataDir),
    output: () => output,
    isRunning: () => running,
    async stop({ keepDataDir = false } = {}) {
      child.kill('SIGTERM');
      await exited;
      if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The 6-digit code in the newest email to `email`, once the server's outbox has delivered more
 * than `earlier` messages to that address (so a code requested later is not confused with one
 * sent before it).
 */
export async function mailedCode(server: RunningServer, email: string, earlier = 0): Promise<string> {
  const texts = await waitForMail(server.mailbox, email, earlier + 1, server.output);
  return codeIn(texts[texts.length - 1]!);
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

/**
 * A member of the owner's organization with a password and no email sent to them yet: a Member,
 * or one holding the role `roleId` names.
 */
export async function addMember(
  server: RunningServer,
  owner: { headers: Record<string, string> },
  email: string,
  { roleId, fullName = 'Grace Hopper' }: { roleId?: string; fullName?: string } = {},
) {
  const person: Person = { email, password: 'analytical-engine', fullName };
  const role = roleId ?? (await builtInRoleId(server, owner, 'MEMBER'));
  await apiCall(server, 'POST', '/organizations/members', { ...person, roleId: role }, owner.headers);
  return person;
}

/** The id of a built-in role (`MEMBER`, `ACCOUNTANT`, …) in the owner's organization. */
export async function builtInRoleId(server: RunningServer, owner: { headers: Record<string, string> }, key: string) {
  const rbac = await apiCall<{ roles: { id: string; builtInKey: string | null }[] }>(
    server,
    'GET',
    '/rbac',
    undefined,
    owner.headers,
  );
  return rbac.roles.find((role) => role.builtInKey === key)?.id;
}

/** The id of the built-in Member role in the owner's organization. */
export const memberRoleId = (server: RunningServer, owner: { headers: Record<string, string> }) =>
  builtInRoleId(server, owner, 'MEMBER');
