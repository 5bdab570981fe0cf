import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/platform/db/index.js';
import { enqueueEmail } from '../../src/platform/outbox/outbox.js';
import { deliveredMailFiles } from '../support/mail.js';
import { migratedDataDirCopy } from '../support/migrated-data-dir.js';
import { freePort, runEntry, waitForHttp, type RunningProcess } from '../support/process.js';

/** The server as `npm start` runs it: embedded database under DATA_DIR, real signals. */
// Each process boots tsx and PGlite; on a busy machine that takes many seconds.
describe.skipIf(process.env.DATABASE_URL)('server process on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  // A copy of the run's migrated database: only the first test starts on an empty folder, as the
  // first `npm start` does.
  beforeEach(async () => {
    dataDir = await migratedDataDirCopy('punchclock-process-');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** The delivered mail; fails with what `sender` printed if none arrives (boot is slow on a busy machine). */
  async function waitForMail(sender: RunningProcess, timeoutMs = 60_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const files = await deliveredMailFiles(dataDir);
      if (files.length > 0) return files;
      if (Date.now() > deadline || sender.child.exitCode !== null || sender.child.signalCode !== null) {
        const state = sender.child.exitCode ?? sender.child.signalCode ?? 'still running';
        throw new Error(`no mail delivered after ${timeoutMs} ms (process: ${state}); its output:\n${sender.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function start() {
    const port = await freePort();
    const server = runEntry('src/main.ts', {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      OUTBOX_POLL_MS: '50',
    });
    const health = await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`);
    return { server, port, health };
  }

  /** This test's DATA_DIR emptied, as before a first start. */
  async function emptyDataDir() {
    await rm(dataDir, { recursive: true, force: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-process-'));
  }

  it('creates its database on first start, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    await emptyDataDir();
    const first = await start();
    expect(first.health.status).toBe(200);
    expect(first.health.headers.get('x-request-id')).toBeTruthy();
    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    expect(first.server.output()).toContain('shutting down');
    // Its output is a pipe, not a terminal: JSON lines, one of them saying where the API answers.
    const started = first.server
      .output()
      .split('\n')
      .find((line) => line.includes('Punchclock is running'));
    expect(JSON.parse(started!).msg).toMatch(
      new RegExp(`^Punchclock is running.*the API at http://localhost:${first.port}/api/v1 `),
    );

    // Written while the server is down, delivered by the next one: the data survived.
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await enqueueEmail(database.db, { to: 'later@example.com', subject: 'Queued while down', text: 'hello' });
    await database.close();

    const second = await start();
    expect(second.health.status).toBe(200);
    const files = await waitForMail(second.server);
    expect(files).toHaveLength(1);
    expect(await readFile(files[0]!, 'utf8')).toContain('Subject: Queued while down');
    second.server.child.kill('SIGINT');
    expect(await second.server.exited).toBe(0);
  });

  it('runs background work alone as `npm run worker`', async () => {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await enqueueEmail(database.db, { to: 'worker@example.com', subject: 'From the worker', text: 'hi' });
    await database.close();

    const worker = runEntry('src/cli/worker.ts', { DATA_DIR: dataDir, OUTBOX_POLL_MS: '50' });
    const files = await waitForMail(worker);
    expect(await readFile(files[0]!, 'utf8')).toContain('Subject: From the worker');
    // Idle now, the worker waits for more work until told to stop (it once exited by itself here,
    // and a SIGTERM arriving during that exit killed it).
    worker.child.kill('SIGTERM');
    expect(await worker.exited, worker.output()).toBe(0);
    expect(worker.output()).toContain('shutting down');
  });

  it('refuses to start on a bad setting and names the variable', async () => {
    const server = runEntry('src/main.ts', { DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('lets one process at a time own DATA_DIR, naming the owner to the second', async () => {
    const first = await start();
    const pid = first.server.child.pid!;
    const second = runEntry('src/main.ts', { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`pid ${pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /);
    const worker = runEntry('src/cli/worker.ts', { DATA_DIR: dataDir });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain(`pid ${pid}`);
    // The refused processes left the owner alone.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/v1/health`)).status).toBe(200);
    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    await expect(access(path.join(dataDir, 'punchclock.lock'))).rejects.toThrow();
  });

  it('restarts after kill -9: a lock whose process is gone does not block', async () => {
    const first = await start();
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    await access(path.join(dataDir, 'punchclock.lock'));
    const second = await start();
    expect(second.health.status).toBe(200);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  });

  it('says in one line that the port is taken, before opening the database', async () => {
    await emptyDataDir();
    const port = await freePort();
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(port, '127.0.0.1', resolve));
    try {
      const server = runEntry('src/main.ts', { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
      expect(await server.exited).toBe(1);
      expect(server.output().trim().split('\n')).toEqual([
        expect.stringContaining(`Port ${port} on 127.0.0.1 is already in use`),
      ]);
      await expect(access(path.join(dataDir, 'pglite'))).rejects.toThrow();
    } finally {
      await new Promise((resolve) => occupant.close(resolve));
    }
  });

  it('refuses to start in production without a mail transport, in one line', async () => {
    const server = runEntry('src/main.ts', {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SMTP_URL: required when NODE_ENV=production.*MAIL_DELIVERY=file/);
  });
});
