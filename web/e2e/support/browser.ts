// Debian's Chromium driven by playwright-core: never a downloaded browser (docs/web.md).
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { repositoryRoot } from './server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots of each test's key screen; CI keeps this folder as its artefact. */
export const ARTIFACTS = path.join(repositoryRoot, 'artifacts', 'e2e');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (docs/web.md).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-domain-reliability',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Problems a person would not see but the app must not have: script errors, CSP refusals. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/**
 * Routine screenshots are for a person looking over the screens: taken on a developer's run, not
 * on CI, which has nobody to look and keeps no artefacts (`E2E_SCREENSHOTS=1` takes them there
 * too). A failed test's pages are always captured (`captureScreenshot`, failure-report.ts).
 */
const ROUTINE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** Saves `<name>.png` under ARTIFACTS, on a developer's run (see ROUTINE_SCREENSHOTS). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (ROUTINE_SCREENSHOTS) await captureScreenshot(page, name);
}

/** Saves a full-page `<name>.png` under ARTIFACTS, whatever the run, and returns its path. */
export async function captureScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core's serious and critical findings on the page as it is now, one line each. Evaluated
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  // Strings, evaluated in the page (this file is compiled without the DOM's types). axe-core is
  // loaded once per document, and asked for violations only: it then skips collecting the
  // passing and incomplete checks' details, most of its time on a long page.
  if (!(await page.evaluate<boolean>("typeof axe === 'object'"))) await page.evaluate(await axeSource);
  const violations = await page.evaluate<AxeViolation[]>(
    "axe.run({ resultTypes: ['violations'] }).then((result) => result.violations)",
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/** True when the page is wider than its window: a person would have to scroll sideways. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
}

/**
 * The names a person could know the focused control by: its accessible label, its label
 * elements' text, its own text, or its form name. Evaluated in the page as a string (this file is
 * compiled without the DOM's types).
 */
const FOCUSED_NAMES = `(element => {
  if (!element || element === document.body) return [];
  const names = [element.getAttribute('name'), element.getAttribute('aria-label'), (element.textContent ?? '').trim()];
  for (const label of element.labels ?? []) names.push((label.textContent ?? '').trim());
  return names.filter(Boolean);
})(document.activeElement)`;

/** Where the focus is drawn: a visible outline (or focus shadow) on the focused element. */
const FOCUS_IS_VISIBLE = `(element => {
  const style = getComputedStyle(element);
  return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
})(document.activeElement)`;

/**
 * Tabs forward until the control called `name` has the focus, as a keyboard user does; fails if
 * it never does, or if the focus is not visible when it gets there.
 */
export async function tabTo(page: Page, name: string, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    const names = await page.evaluate<string[]>(FOCUSED_NAMES);
    if (!names.includes(name)) continue;
    if (!(await page.evaluate<boolean>(FOCUS_IS_VISIBLE))) throw new Error(`The focus on ${name} is not visible`);
    return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * What every screen passes: zero serious accessibility problems at desktop and phone width, no
 * sideways scrolling on the phone, and a screenshot at each width (`<name>-1280`, `<name>-390`).
 */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}
