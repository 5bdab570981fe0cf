/**
 * Screenshots and live capture through the reference tracker, against the real server
 * (docs/tracker-protocol.md §5–6, docs/screenshots.md). Skipped where the screenshots module is
 * absent (it was built on another branch).
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticScreenshot } from './src/png.js';
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

const SCREENSHOTS_MODULE = new URL('../../src/modules/screenshots/index.ts', import.meta.url);
const LIVE_CAPTURE_ROUTE = '/screenshots/request-live-capture';

describe.skipIf(process.env.DATABASE_URL || !existsSync(SCREENSHOTS_MODULE))(
  'punchclock-tracker screenshots against the real server',
  { timeout: 240_000 },
  () => {
    let server: E2eServer;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let env: Record<string, string>;
    beforeAll(async () => {
      server = await startServer();
      proxy = await startProxy(server.baseUrl);
      const member = server.seeded.members[1]!;
      env = { PUNCHCLOCK_TRACKER_STATE: await tempStateDir(), PUNCHCLOCK_URL: proxy.url };
      const login = await cliDone(
        ['login', '--email', member.email, '--password', server.seeded.password, '--org', server.seeded.orgId],
        env,
      );
      expect(login.code, login.output).toBe(0);
    }, 120_000);
    afterAll(async () => {
      await proxy?.close();
      await server?.close();
      await removeStateDirs();
    });

    const member = () => server.seeded.members[1]!;
    const screenshotsOf = async () => {
      const token = await server.login(member().email);
      const answer = await server.api(token, 'GET', '/screenshots?limit=200');
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.data.items as Array<{
        clientId: string;
        requestedLive: boolean;
        captureRequestId: string | null;
      }>;
    };

    it('uploads a screenshot from a file, and a generated one only with --simulate', async () => {
      const file = path.join(env.PUNCHCLOCK_TRACKER_STATE!, 'desk.png');
      await writeFile(file, syntheticScreenshot(7));
      const project = ['--project', member().projectId];
      const fromFile = await cliDone(['upload', '--file', file, ...project], env);
      expect(fromFile.code, fromFile.output).toBe(0);
      expect(fromFile.output).toMatch(/screenshot \S+ uploaded/);
      const withoutFile = await cliDone(['upload', ...project], env);
      expect(withoutFile.code, withoutFile.output).toBe(2);
      expect(withoutFile.output).toContain('upload needs --file F');
      const generated = await cliDone(['upload', '--simulate', ...project], env);
      expect(generated.code, generated.output).toBe(0);
      expect(generated.output).toMatch(/screenshot \S+ uploaded/);
      expect(await screenshotsOf()).toHaveLength(2);
      // Without a project or a running timer the server refuses it (400): dropped, not retried for ever.
      const refused = await cliDone(['upload', '--simulate'], env);
      expect(refused.output).toContain('dropped 1');
    });

    it('sends a screenshot whose answer was lost again, and the server keeps it once', async () => {
      proxy.set('lose-answers');
      const lost = await cliDone(['upload', '--simulate', '--project', member().projectId], env);
      proxy.set('up');
      expect(lost.code, lost.output).toBe(3);
      const replay = await cliDone(['replay'], env);
      expect(replay.code, replay.output).toBe(0);
      expect(replay.output).toContain('sent 1, dropped 0, 0 left');
      const clientId = /screenshot (\S+) queued/.exec(lost.output)![1]!;
      expect((await screenshotsOf()).filter((shot) => shot.clientId === clientId)).toHaveLength(1);
    });

    it("answers a manager's live capture from the command stream or the next heartbeat", async () => {
      const run = cli(
        [
          'run',
          '--simulate',
          ...['--screenshot-every', '0', '--slot-seconds', '2', '--sample-seconds', '0.25', '--heartbeat-seconds', '1'],
          ...['--no-timer', '--project', member().projectId, '--duration', '120'],
        ],
        env,
      );
      await waitForOutput(run, (output) => /slot \S+ (stored|replayed)|batch of/.test(output));
      const managerToken = await server.login(server.seeded.members[0]!.email);
      const request = await server.api(managerToken, 'POST', LIVE_CAPTURE_ROUTE, { memberId: member().memberId });
      expect(request.status, JSON.stringify(request.json)).toBeLessThan(300);
      const commandId = request.json.data.command.id as string;
      await waitForOutput(run, (output) => output.includes(`(live capture ${commandId})`));
      run.kill('SIGTERM');
      expect(await run.exited, run.output()).toBe(0);
      // Answered once, whichever channel delivered it first.
      expect(run.output().split(`live capture requested: ${commandId}`)).toHaveLength(2);
      const live = (await screenshotsOf()).filter((shot) => shot.captureRequestId === commandId);
      expect(live).toEqual([expect.objectContaining({ requestedLive: true })]);
    });
  },
);
