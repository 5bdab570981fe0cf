import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { seedOrganization, type SeededOrganization } from '../../../bench/lib/seed.js';
import { openPglite, openPostgres, type Database } from '../../platform/db/index.js';
import { createServerDatabase } from '../../../test/support/empty-database.js';
import { migratedDataDirCopy } from '../../../test/support/migrated-data-dir.js';
import { freePort, runEntry, waitForHttp, type RunningProcess } from '../../../test/support/process.js';
import { startWebhookReceiver } from '../../../test/support/webhook-receiver.js';

/**
 * At-least-once across a crash (docs/webhooks.md, "Crashes"): the real server as its own process
 * is killed with SIGKILL while a receiver holds a delivery open, then started again on the same
 * data. Nothing in this test reaches into the server: what it sees is what a receiver sees.
 */

/** Receivers get this long; the lease of a taken delivery is twice it plus 5 s. */
const TIMEOUT_MS = 4_000;

/** A migrated database with one seeded organization, on PGlite or DATABASE_URL's server, and a data dir. */
async function preparedStore() {
  const server = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : null;
  const dataDir = server
    ? await mkdtemp(path.join(os.tmpdir(), 'punchclock-webhook-crash-'))
    : await migratedDataDirCopy('punchclock-webhook-crash-');
  const database: Database = server
    ? await openPostgres(server.url, 2)
    : await openPglite(path.join(dataDir, 'pglite'));
  let seeded: SeededOrganization;
  try {
    if (server) await database.migrate();
    seeded = await seedOrganization(database.db, { members: 2, projects: 1, days: 1, slotsPerDay: 1 }, new Date());
  } finally {
    await database.close();
  }
  onTestFinished(async () => {
    await server?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { seeded, env: { DATA_DIR: dataDir, ...(server ? { DATABASE_URL: server.url } : {}) } };
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = runEntry('src/main.ts', {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    OUTBOX_POLL_MS: '100',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  await waitForHttp(`${baseUrl}/health`);
  return { server, baseUrl };
}

async function call(baseUrl: string, token: string, orgId: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-organization-id': orgId, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads untyped answers, as with inject().json()
  return { status: response.status, json: (await response.json()) as any };
}

const project = (name: string, code: string) => ({
  name,
  code,
  clientName: 'Client Co',
  totalBudget: 1_000,
  screenshotIntervalMins: 10,
});

async function kill(running: RunningProcess) {
  running.child.kill('SIGKILL');
  await running.exited;
}

describe('webhook delivery across a kill -9 of the server', () => {
  it('sends the delivery the dead server held open again, with the same webhook-id, and loses no event', async () => {
    const receiver = await startWebhookReceiver();
    onTestFinished(() => receiver.close());
    // The first delivery is held open until the server dies; every later one is answered 200.
    receiver.answer('/crash', 'hang', 200);
    const { seeded, env } = await preparedStore();
    const orgId = seeded.orgId;

    const first = await startServer(env);
    const login = await fetch(`${first.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.members[0]!.email, password: seeded.password, organizationId: orgId }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const hook = await call(first.baseUrl, token, orgId, 'POST', '/webhooks', {
      url: receiver.url('/crash'),
      events: ['project.created'],
    });
    expect(hook.status, JSON.stringify(hook.json)).toBe(201);
    const before = await call(first.baseUrl, token, orgId, 'POST', '/projects', project('Before the crash', 'BEFORE'));
    expect(before.status, JSON.stringify(before.json)).toBe(201);
    await receiver.waitFor(() => receiver.held.length === 1, 15_000);
    await kill(first.server);

    const second = await startServer(env);
    const after = await call(second.baseUrl, token, orgId, 'POST', '/projects', project('After the restart', 'AFTER'));
    expect(after.status, JSON.stringify(after.json)).toBe(201);
    // The new event goes at once; the one the dead server held waits for its lease to run out.
    await receiver.waitFor(() => receiver.on('/crash').length === 2, 4 * TIMEOUT_MS);

    const interrupted = receiver.held[0]!;
    const delivered = receiver.on('/crash');
    expect(delivered.map((webhook) => webhook.json.data.name)).toEqual(['After the restart', 'Before the crash']);
    // The same event, sent again: the receiver de-duplicates on webhook-id and orders by timestamp.
    expect(delivered[1]!.headers['webhook-id']).toBe(interrupted.headers['webhook-id']);
    expect(delivered[1]!.body).toBe(interrupted.body);
    expect(new Set(delivered.map((webhook) => webhook.headers['webhook-id'])).size).toBe(2);
    expect(Date.parse(delivered[1]!.json.timestamp)).toBeLessThan(Date.parse(delivered[0]!.json.timestamp));

    // The server writes each result after the receiver answered: read the log once both are in.
    const finished = async () => {
      const log = await call(second.baseUrl, token, orgId, 'GET', `/webhooks/${hook.json.data.id}/deliveries`);
      const rows = log.json.data.items as Array<{ status: string; attempts: number }>;
      return rows.some((row) => row.status === 'PENDING') ? null : rows.map((row) => [row.status, row.attempts]);
    };
    await expect.poll(finished, { timeout: 10_000 }).toEqual([
      ['SUCCEEDED', 1],
      ['SUCCEEDED', 2],
    ]);
    await kill(second.server);
  }, 90_000);
});
