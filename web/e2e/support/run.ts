// What every end-to-end file needs: a real server and a Chromium, and fresh pages whose problems
// (console errors, CSP refusals) are watched. The lane runs a worker's files in one process
// (vitest.e2e.config.ts, isolate: false): the worker's files share one Chromium, and those that
// need no server of their own share one server, each file's people under addresses of its own.
// Starting a server costs about 4 CPU-seconds (modules, the embedded database); a Chromium half a
// second: paid once per worker instead of once per file.
import type { Browser, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { en } from '../../src/lib/i18n/en.js';
import { DESKTOP, launchBrowser, watchPageProblems } from './browser.js';
import { failureReport, watchRefusals, type WatchedPage } from './failure-report.js';
import { startServer, type RunningServer } from './server.js';
import { recordSharedServer } from './shared-servers.js';

/** The worker's Chromium, launched by its first file and closed when the worker exits (Playwright's own exit hook). */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const current = await workerBrowser;
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * The worker's default server (no extra environment, mail to files), started by its first file
 * that needs one and stopped by the lane's teardown (shared-servers.ts).
 */
let workerServer: Promise<RunningServer> | undefined;
async function sharedServer(): Promise<RunningServer> {
  const current = await workerServer?.catch(() => undefined);
  if (current?.isRunning()) return current;
  workerServer = startServer();
  const started = await workerServer;
  await recordSharedServer({ pid: started.pid, dataDir: started.dataDir });
  return started;
}

/**
 * A file's view of the shared server: its log from where the file began (a failure report shows
 * what this file caused), and no `stop`, which would take the server from the files after it.
 */
function fileView(server: RunningServer): RunningServer {
  const from = server.output().length;
  return {
    ...server,
    output: () => server.output().slice(from),
    stop: () => Promise.reject(new Error('A shared server is not stopped by a file: start the run with ownServer')),
  };
}

interface OpenedPage {
  page: Page;
  problems: string[];
}

interface E2eRun {
  readonly server: RunningServer;
  /** A page in a fresh browser context (no cookies shared with other pages). */
  openPage: (viewport?: ViewportSize) => Promise<OpenedPage>;
  /**
   * A fresh page signed in through the sign-in screen with a password: it waits for the start
   * page, or for the terms screen of someone who has not accepted the published terms yet (with
   * `acceptTerms`, it accepts them and waits for the start page).
   */
  signIn: (
    person: { email: string; password: string },
    options?: { viewport?: ViewportSize; acceptTerms?: boolean },
  ) => Promise<OpenedPage>;
}

/** The first heading a signed-in person sees: the start page, or one of the terms screens. */
const SIGNED_IN = new RegExp(`Welcome|${en.acceptTerms.title}|${en.acceptTerms.firstTitle}`);

interface ServerOptions {
  /** Environment variables, read when the server starts: after the file's earlier beforeAll hooks
   * (e.g. a loopback identity provider whose URL the server needs). */
  env?: () => Record<string, string>;
  /** Deliver mail over SMTP to a real SMTP server on loopback (and read it there), not to files. */
  smtp?: boolean;
  /**
   * Pages get Playwright's clock: time flows as usual, and a test moves it on with
   * `page.clock.fastForward()` to make a poll or timer fire now instead of sleeping through it.
   */
  controlledClock?: boolean;
  /**
   * A server of this file's own, stopped after it: for a file that stops or restarts it (an
   * operator's command on its data folder). Implied by `env` and `smtp`.
   */
  ownServer?: boolean;
}

/** Call at the top of an e2e file; `contextOptions` apply to every page (e.g. a time zone). */
export function startE2eRun(
  contextOptions: BrowserContextOptions = {},
  { env, smtp = false, controlledClock = false, ownServer = false }: ServerOptions = {},
): E2eRun {
  const serverOfItsOwn = ownServer || smtp || env !== undefined;
  let sink: SmtpSink | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    sink = smtp ? await startSmtpSink() : undefined;
    server = serverOfItsOwn ? await startServer(env?.() ?? {}, sink) : fileView(await sharedServer());
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    // This file's pages; the browser stays for the worker's next file.
    await Promise.all(browser?.contexts().map((context) => context.close().catch(() => undefined)) ?? []);
    if (serverOfItsOwn) await server?.stop();
    await sink?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The e2e run has not started yet (use it inside a test)');
    return value;
  };
  // The pages of the running test, described in the log if it fails.
  let pagesOfTest: WatchedPage[] = [];
  beforeEach(async (context) => {
    // The last test's pages are done with (its failure report, if any, has been written): closed,
    // so their timers and polls stop costing the browser and the server CPU for the rest of the file.
    await Promise.all(
      pagesOfTest.map(({ page }) =>
        page
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
    pagesOfTest = [];
    context.onTestFailed(async () => {
      console.error(await failureReport(context.task.name, pagesOfTest, server?.output() ?? ''));
    });
  });
  const openPage = async (viewport: ViewportSize = DESKTOP): Promise<OpenedPage> => {
    const context = await started(browser).newContext({ ...contextOptions, viewport });
    if (controlledClock) await context.clock.install();
    const page = await context.newPage();
    const watched = { page, problems: watchPageProblems(page), refusals: watchRefusals(page) };
    pagesOfTest.push(watched);
    return { page, problems: watched.problems };
  };
  return {
    get server() {
      return started(server);
    },
    openPage,
    async signIn(person, { viewport, acceptTerms = false } = {}) {
      const opened = await openPage(viewport);
      const { page } = opened;
      await page.goto(`${started(server).appOrigin}/sign-in`);
      await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
      await page.getByLabel(en.signIn.password, { exact: true }).fill(person.password);
      await page.getByRole('button', { name: en.signIn.submit }).click();
      const heading = page.getByRole('heading', { level: 1, name: SIGNED_IN });
      await heading.waitFor();
      if (acceptTerms && !(await heading.innerText()).startsWith('Welcome')) {
        await page.getByRole('button', { name: en.acceptTerms.accept }).click();
        await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      }
      return opened;
    },
  };
}
