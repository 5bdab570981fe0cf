// What every end-to-end file needs: one real server and one Chromium, started before its tests
// and stopped after them, and fresh pages whose problems (console errors, CSP refusals) are watched.
import type { Browser, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { en } from '../../src/lib/i18n/en.js';
import { DESKTOP, launchBrowser, watchPageProblems } from './browser.js';
import { failureReport, watchRefusals, type WatchedPage } from './failure-report.js';
import { startServer, type RunningServer } from './server.js';

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
}

/** Call at the top of an e2e file; `contextOptions` apply to every page (e.g. a time zone). */
export function startE2eRun(
  contextOptions: BrowserContextOptions = {},
  { env = () => ({}), smtp = false, controlledClock = false }: ServerOptions = {},
): E2eRun {
  let sink: SmtpSink | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    sink = smtp ? await startSmtpSink() : undefined;
    server = await startServer(env(), sink);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
