/**
 * The reference tracker against the real server, as processes: sign in, timer, heartbeats, slots,
 * an outage and lost answers in the middle, replay without duplicates, the replay command after
 * running against a closed port. Screenshots and live capture: e2e-screenshots.process.test.ts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/process.js';
import {
  cli,
  cliDone,
  startProxy,
  removeStateDirs,
  startServer,
  tempStateDir,
  waitForOutput,
  type E2eServer,
} from './test/e2e-support.js';

/** The clientIds of the slots the CLI's log says it queued. */
const queuedSlots = (output: string) =>
  new Set([...output.matchAll(/slot (\S+) \S+ to \S+ queued/g)].map((match) => match[1]!));
const count = (output: string, text: string) => output.split(text).length - 1;

// Spawns the server and the CLI (tsx each): slow on a busy machine. The server runs on its
// embedded database (seeded before it starts), so the file runs once, not per database.
describe.skipIf(process.env.DATABASE_URL)('punchclock-tracker against the real server', { timeout: 240_000 }, () => {
  let server: E2eServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let ownerToken: string;
  beforeAll(async () => {
    server = await startServer();
    proxy = await startProxy(server.baseUrl);
    ownerToken = await server.login(server.seeded.members[0]!.email);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    await removeStateDirs();
  });

  const summaryOf = async (memberId: string, query = '') => {
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const answer = await server.api(
      ownerToken,
      'GET',
      `/activities/summary?userId=${memberId}&from=${from}&to=${to}${query}`,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as { slots: number; trackedSeconds: number };
  };

  it('tracks through an outage and lost answers, and the server ends up with each slot once', async () => {
    const member = server.seeded.members[1]!;
    const env = { PUNCHCLOCK_TRACKER_STATE: await tempStateDir(), PUNCHCLOCK_URL: proxy.url };
    const badLogin = await cliDone(
      ['login', '--email', member.email, '--password', 'wrong', '--org', server.seeded.orgId],
      env,
    );
    expect(badLogin.code, badLogin.output).toBe(1);
    const login = await cliDone(
      ['login', '--email', member.email, '--password', server.seeded.password, '--org', server.seeded.orgId],
      env,
    );
    expect(login.code, login.output).toBe(0);
    const start = await cliDone(['start', '--project', member.projectId], env);
    expect(start.code, start.output).toBe(0);
    const entryId = /timer started: entry (\S+)/.exec(start.output)![1]!;

    const run = cli(
      [
        'run',
        '--simulate',
        '--screenshot-every',
        '0',
        '--slot-seconds',
        '2',
        '--sample-seconds',
        '0.25',
        '--heartbeat-seconds',
        '1',
        '--retry-max-seconds',
        '1',
        '--no-stream',
        '--duration',
        '120',
      ],
      env,
    );
    // Online: slots go up as they end. Without --idle-seconds the server's idle threshold is used.
    await waitForOutput(run, (output) => /slot \S+ stored|batch of/.test(output));
    expect(run.output()).toContain("idle after 300 s without input (the server's idle threshold)");
    // The server goes away: slots pile up in the queue.
    proxy.set('down');
    await waitForOutput(run, (output) => output.includes('offline or refused'));
    const queuedBeforeOutage = queuedSlots(run.output()).size;
    await waitForOutput(run, (output) => queuedSlots(output).size >= queuedBeforeOutage + 3);
    // It comes back but answers get lost: the server stores what the tracker will send again.
    proxy.set('lose-answers');
    await waitForOutput(run, () => proxy.lostAnswers >= 2);
    proxy.set('up');
    await waitForOutput(run, (output) => output.includes('server reachable again'));
    run.kill('SIGTERM');
    expect(await run.exited, run.output()).toBe(0);
    const output = run.output();
    expect(output).toContain('stopped; 0 item(s) queued');
    expect(output).toMatch(/batch of \d+: \d+ created, [1-9]\d* replayed, 0 rejected|slot \S+ replayed/);
    expect(output).not.toMatch(/rejected: |dropped/);

    const sent = queuedSlots(output);
    expect(sent.size).toBeGreaterThan(4);
    const summary = await summaryOf(member.memberId);
    expect(summary.slots).toBe(sent.size);
    // Linked to the running timer's project.
    expect((await summaryOf(member.memberId, `&projectId=${member.projectId}`)).slots).toBe(sent.size);

    // Heartbeats: the member shows online in the live team view.
    const team = await server.api(ownerToken, 'GET', '/time/live-team');
    expect(team.json.data.members.find((row: { memberId: string }) => row.memberId === member.memberId).status).toBe(
      'online',
    );
    expect(count(output, 'heartbeat: ')).toBeGreaterThan(0); // the failed ones during the outage

    // The tracker did not start the timer, so it left it running; `stop` stops it.
    const memberToken = await server.login(member.email);
    expect((await server.api(memberToken, 'GET', '/time/timer')).json.data.running.id).toBe(entryId);
    const stop = await cliDone(['stop'], env);
    expect(stop.code, stop.output).toBe(0);
    expect((await server.api(memberToken, 'GET', '/time/timer')).json.data.running).toBeNull();

    // Nothing left to replay, and replaying changes nothing.
    const replay = await cliDone(['replay'], env);
    expect(replay.output).toContain('sent 0, dropped 0, 0 left');
    expect((await summaryOf(member.memberId)).slots).toBe(sent.size);
  });

  it('queues what it records against a closed port, and `replay` sends it once', async () => {
    const owner = server.seeded.members[0]!;
    const env = { PUNCHCLOCK_TRACKER_STATE: await tempStateDir(), PUNCHCLOCK_URL: server.baseUrl };
    const login = await cliDone(
      ['login', '--email', owner.email, '--password', server.seeded.password, '--org', server.seeded.orgId],
      env,
    );
    expect(login.code, login.output).toBe(0);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const offline = await cliDone(
      [
        'run',
        '--simulate',
        '--url',
        closed,
        '--slot-seconds',
        '1',
        '--sample-seconds',
        '0.2',
        '--retry-max-seconds',
        '1',
        '--no-timer',
        '--no-stream',
        '--duration',
        '4',
      ],
      env,
    );
    expect(offline.code, offline.output).toBe(0);
    const recorded = queuedSlots(offline.output);
    expect(recorded.size).toBeGreaterThanOrEqual(2);
    expect(offline.output).toContain(`stopped; ${recorded.size} item(s) queued`);
    const status = JSON.parse((await cliDone(['status'], env)).output) as { queuedSlots: number };
    expect(status.queuedSlots).toBe(recorded.size);

    // Still unreachable: exit code 3, the queue kept.
    const failed = await cliDone(['replay', '--url', closed], env);
    expect(failed.code, failed.output).toBe(3);

    const replay = await cliDone(['replay'], env);
    expect(replay.code, replay.output).toBe(0);
    expect(replay.output).toContain(`sent ${recorded.size}, dropped 0, 0 left`);
    expect((await summaryOf(owner.memberId)).slots).toBe(recorded.size);
    const again = await cliDone(['replay'], env);
    expect(again.output).toContain('sent 0, dropped 0, 0 left');
    expect((await summaryOf(owner.memberId)).slots).toBe(recorded.size);
  });
  it('says to sign in again after a 401, in the log and in `status`, and keeps the queue until then', async () => {
    const owner = server.seeded.members[0]!;
    const env = { PUNCHCLOCK_TRACKER_STATE: await tempStateDir(), PUNCHCLOCK_URL: server.baseUrl };
    const signIn = () =>
      cliDone(
        ['login', '--email', owner.email, '--password', server.seeded.password, '--org', server.seeded.orgId],
        env,
      );
    expect((await signIn()).code).toBe(0);
    // The token expires (or is revoked): here, replaced by one the server never issued.
    const sessionFile = path.join(env.PUNCHCLOCK_TRACKER_STATE, 'session.json');
    const session = JSON.parse(await readFile(sessionFile, 'utf8')) as { token: string };
    await writeFile(sessionFile, JSON.stringify({ ...session, token: `${session.token}x` }));
    const refused = await cliDone(['upload', '--simulate', '--project', owner.projectId], env);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('run `punchclock-tracker login` again');
    const status = JSON.parse((await cliDone(['status'], env)).output) as { hint: string | null; queued: number };
    expect(status).toMatchObject({ hint: expect.stringContaining('login` again'), queued: 1 });

    expect((await signIn()).code).toBe(0);
    const replay = await cliDone(['replay'], env);
    expect(replay.output).toContain('sent 1, dropped 0, 0 left');
    expect(JSON.parse((await cliDone(['status'], env)).output)).toMatchObject({ hint: null, queued: 0 });
  });

  it('signs in with an API key, picks the organization and the project by name, and remembers them', async () => {
    const member = server.seeded.members[1]!;
    const env = { PUNCHCLOCK_TRACKER_STATE: await tempStateDir(), PUNCHCLOCK_URL: server.baseUrl };
    const memberToken = await server.login(member.email);
    const key = await server.api(memberToken, 'POST', '/api-keys', { name: 'tracker e2e' });
    expect(key.status, JSON.stringify(key.json)).toBe(201);
    const project = await server.api(memberToken, 'GET', `/projects/${member.projectId}`);
    const org = await server.api(memberToken, 'GET', '/auth/me');
    const orgName = (org.json.data.organizations as Array<{ id: string; name: string }>).find(
      (o) => o.id === server.seeded.orgId,
    )!.name;
    // A key works in its own organization only, named by id (it cannot list organizations).
    const byName = await cliDone(['login', '--api-key', key.json.data.secret, '--org', orgName], env);
    expect(byName.code, byName.output).toBe(2);
    expect(byName.output).toContain("give --org with that organization's id");
    const unknown = await cliDone(
      ['login', '--api-key', key.json.data.secret, '--org', server.seeded.orgId, '--project', 'no such project'],
      env,
    );
    expect(unknown.code, unknown.output).toBe(2);
    expect(unknown.output).toContain('no project matches "no such project"');
    const login = await cliDone(
      [
        'login',
        '--api-key',
        key.json.data.secret,
        '--org',
        server.seeded.orgId,
        '--project',
        project.json.data.name.toUpperCase(),
      ],
      env,
    );
    expect(login.code, login.output).toBe(0);
    expect(login.output).toContain(`project ${project.json.data.name}`);
    const status = JSON.parse((await cliDone(['status'], env)).output) as Record<string, unknown>;
    expect(status).toMatchObject({
      signedIn: true,
      organizationId: server.seeded.orgId,
      project: project.json.data.name,
      queued: 0,
      tracker: { running: false },
    });
    // No display: time only, said clearly; no slots recorded, no screenshots.
    const timeOnly = await cliDone(['run', '--duration', '2', '--sample-seconds', '0.5', '--no-stream'], env);
    expect(timeOnly.code, timeOnly.output).toBe(0);
    expect(timeOnly.output).toContain('DISPLAY is not set): screen capture and activity are unavailable');
    expect(timeOnly.output).toContain('tracking time only');
    expect(timeOnly.output).toContain('timer stopped');
    expect(timeOnly.output).not.toMatch(/slot \S+ .* queued/);
    // A password sign-in picks the organization by name (any case) and remembers its name.
    const stateDir = await tempStateDir();
    const byPassword = await cliDone(
      ['login', '--email', member.email, '--password', server.seeded.password, '--org', orgName.toUpperCase()],
      { ...env, PUNCHCLOCK_TRACKER_STATE: stateDir },
    );
    expect(byPassword.code, byPassword.output).toBe(0);
    expect(byPassword.output).toContain(`in organization ${orgName}`);
    // The remembered project is the timer's.
    const start = await cliDone(['start'], env);
    expect(start.code, start.output).toBe(0);
    const timer = await server.api(memberToken, 'GET', '/time/timer');
    expect(timer.json.data.running.projectId).toBe(member.projectId);
    expect((await cliDone(['stop'], env)).code).toBe(0);
  });
});
