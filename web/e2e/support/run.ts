// What every end-to-end file needs: one real server and one Chromium, started before its tests
// and stopped after them, and fresh pages whose problems (console errors, CSP refusals) are watched.
import type { Browser, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, watchPageProblems } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface OpenedPage {
  page: Page;
  problems: string[];
}

export interface E2eRun {
  readonly server: RunningServer;
  /** A page in a fresh browser context (no cookies shared with other pages). */
  openPage: (viewport?: ViewportSize) => Promise<OpenedPage>;
}

/**
 * Call at the top of an e2e file; `contextOptions` apply to every page (e.g. a time zone).
 * `serverEnv` is read when the server starts, after the file's earlier beforeAll hooks (e.g. a
 * loopback identity provider whose URL the server needs).
 */
export function startE2eRun(
  contextOptions: BrowserContextOptions = {},
  serverEnv: () => Record<string, string> = () => ({}),
): E2eRun {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(serverEnv());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The e2e run has not started yet (use it inside a test)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    openPage: async (viewport = DESKTOP) => {
      const context = await started(browser).newContext({ ...contextOptions, viewport });
      const page = await context.newPage();
      return { page, problems: watchPageProblems(page) };
    },
  };
}
