// What a failed end-to-end test prints, so that a failure seen once in CI can be understood from
// its log alone: where each page of the test was, what it showed, which answers it was refused,
// what it logged, and what the server logged at warning level and above.
import type { Page } from 'playwright-core';
import { captureScreenshot } from './browser.js';

/** A page of the running test, with what it saw go wrong. */
export interface WatchedPage {
  page: Page;
  problems: string[];
  /** Answers of 400 and above: a test may provoke them, so they are reported, not failed on. */
  refusals: string[];
}

/** Records the page's refused requests (status 400 and above) as they arrive. */
export function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const { pathname, search } = new URL(response.url());
      refusals.push(`${response.status()} ${response.request().method()} ${pathname}${search}`);
    }
  });
  page.on('requestfailed', (request) => {
    refusals.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'unknown'}`);
  });
  return refusals;
}

const TEXT_SHOWN = 2_000;
const SERVER_LOG_SHOWN = 6_000;

async function describePage({ page, problems, refusals }: WatchedPage, index: number, testName: string) {
  if (page.isClosed()) return `page ${index}: closed`;
  const headings = await page
    .getByRole('heading')
    .allInnerTexts()
    .catch(() => []);
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '');
  const file = await captureScreenshot(page, `failed-${testName.replace(/\W+/g, '-').slice(0, 60)}-${index}`).catch(
    (error: unknown) => `not taken (${String(error)})`,
  );
  return [
    `page ${index}: ${page.url()}`,
    `  headings: ${headings.join(' | ')}`,
    `  text: ${text.replace(/\s+/g, ' ').slice(0, TEXT_SHOWN)}`,
    `  refused: ${refusals.join('; ') || 'nothing'}`,
    `  problems: ${problems.join('; ') || 'none'}`,
    `  screenshot: ${file}`,
  ].join('\n');
}

/** The report printed for a failed test: each of its pages, then the end of the server's log. */
export async function failureReport(testName: string, pages: readonly WatchedPage[], serverLog: string) {
  const described = await Promise.all(pages.map((page, index) => describePage(page, index, testName)));
  return [
    `--- e2e failure report: ${testName}`,
    ...described,
    `server log (warnings and errors, last ${SERVER_LOG_SHOWN} characters):`,
    serverLog.slice(-SERVER_LOG_SHOWN) || '(empty)',
    '--- end of report',
  ].join('\n');
}
