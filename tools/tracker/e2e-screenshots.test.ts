/**
 * Screenshots and live capture through the reference tracker, against the real server. They need
 * the screenshots module (POST /screenshots, heartbeat `commands`, GET /tracker/commands/stream),
 * built on another branch: the file runs once src/modules/screenshots exists.
 *
 * The route a manager uses to ask for a capture is not part of the contract the tracker was built
 * against; LIVE_CAPTURE_ROUTE is the lead's to check at merge.
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
  startServer,
  tempStateDir,
  waitForOutput,
  type E2eServer,
} from './test/e2e-support.js';

const SCREENSHOTS_MODULE = new URL('../../src/modules/screenshots/index.ts', import.meta.url);
/** POST, as a manager, body { userId }: answers the command with its id (assumed shape, see above). */
const LIVE_CAPTURE_ROUTE = '/screenshots/capture-requests';

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
    });

    it('uploads a screenshot from a file and a generated one', async () => {
      const file = path.join(env.PUNCHCLOCK_TRACKER_STATE!, 'desk.png');
      await writeFile(file, syntheticScreenshot(7));
      const fromFile = await cliDone(['upload', '--file', file], env);
      expect(fromFile.code, fromFile.output).toBe(0);
      expect(fromFile.output).toMatch(/screenshot \S+ uploaded/);
      const generated = await cliDone(['upload'], env);
      expect(generated.code, generated.output).toBe(0);
      expect(generated.output).toMatch(/screenshot \S+ uploaded/);
    });

    it('sends a screenshot whose answer was lost again, and the server keeps it once', async () => {
      proxy.set('lose-answers');
      const lost = await cliDone(['upload'], env);
      proxy.set('up');
      expect(lost.code, lost.output).toBe(3);
      const replay = await cliDone(['replay'], env);
      expect(replay.code, replay.output).toBe(0);
      expect(replay.output).toContain('sent 1, dropped 0, 0 left');
    });

    it("answers a manager's live capture from the command stream or the next heartbeat", async () => {
      const member = server.seeded.members[1]!;
      const run = cli(
        [
          'run',
          '--slot-seconds',
          '2',
          '--sample-seconds',
          '0.25',
          '--heartbeat-seconds',
          '1',
          '--no-timer',
          '--duration',
          '120',
        ],
        env,
      );
      await waitForOutput(run, (output) => /slot \S+ (stored|replayed)|batch of/.test(output));
      const managerToken = await server.login(server.seeded.members[0]!.email);
      const request = await server.api(managerToken, 'POST', LIVE_CAPTURE_ROUTE, { userId: member.memberId });
      expect(request.status, JSON.stringify(request.json)).toBeLessThan(300);
      const commandId = (request.json.data.command?.id ?? request.json.data.id) as string;
      await waitForOutput(run, (output) => output.includes(`(live capture ${commandId})`));
      run.kill('SIGTERM');
      expect(await run.exited, run.output()).toBe(0);
      // Answered once, whichever channel delivered it first.
      expect(run.output().split(`live capture requested: ${commandId}`)).toHaveLength(2);
    });
  },
);
