// The real server for end-to-end tests: the compiled dist/main.js on a free loopback port, with
// embedded PGlite in a fresh DATA_DIR and mail written to DATA_DIR/mail (as `npm start` runs it).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { preview, type PreviewServer } from 'vite';
import { codeIn } from '../../../test/support/actors.js';
import { deliveredMailFiles } from '../../../test/support/mail.js';
import { freePort, stopWhenTestEnds, waitForHttp } from '../../../test/support/process.js';

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

/**
 * Until the server serves web/dist itself (docs/WEB-CONTRACT.md, built at the same time on the
 * server branch), `vite preview` serves the built app with the same Content-Security-Policy and
 * passes /api to the real server. A server that serves the app, or at least knows it should
 * (anything but the API's JSON 404 at `/`), is used directly, so after the merge this front is
 * never started and a server that fails to serve the app fails the tests.
 */
async function serverServesTheApp(apiOrigin: string): Promise<boolean> {
  const response = await fetch(`${apiOrigin}/`, { headers: { accept: 'text/html' } });
  const body = await response.text();
  return !(response.status === 404 && body.includes('"code":"NOT_FOUND"'));
}

async function startFront(apiOrigin: string): Promise<PreviewServer> {
  const port = await freePort();
  return preview({
    configFile: path.join(repositoryRoot, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy: {
        '/api': {
          target: apiOrigin,
          changeOrigin: true,
          // The server accepts cookie writes only from its own origin (PUBLIC_URL).
          configure: (proxy) =>
            proxy.on('proxyReq', (request) => {
              if (request.getHeader('origin')) request.setHeader('origin', apiOrigin);
            }),
        },
      },
    },
  });
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
  const front = (await serverServesTheApp(apiOrigin)) ? null : await startFront(apiOrigin);
  const appOrigin = front ? (front.resolvedUrls?.local[0] ?? '').replace(/\/$/, '') : apiOrigin;
  return {
    appOrigin,
    apiOrigin,
    dataDir,
    output: () => output,
    async stop() {
      await front?.close();
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest 6-digit code mailed to `email`, waiting for the server's outbox to deliver it. */
export async function mailedCode(server: RunningServer, email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of (await deliveredMailFiles(server.dataDir)).reverse()) {
      const mail = await simpleParser(await readFile(file));
      if (mail.to && JSON.stringify(mail.to).includes(email)) return codeIn(mail.text ?? '');
    }
    if (Date.now() > deadline) throw new Error(`No code was mailed to ${email}\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A person with an account and an organization, made through the public API as sign-up does. */
export async function registerPerson(server: RunningServer, email: string) {
  const post = (url: string, body: unknown) =>
    fetch(`${server.apiOrigin}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/auth/send-otp', { email, purpose: 'signup' });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const person = {
    email,
    password: 'difference-engine',
    fullName: 'Ada Lovelace',
    organizationName: 'Analytical Engines',
  };
  const otp = await mailedCode(server, email);
  const verified = await post('/auth/verify-otp', { email, otp });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}: ${await verified.text()}`);
  const registered = await post('/auth/register', { ...person, otp, acceptedTerms: true });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  return person;
}
