import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { screenshot, scrollsSideways, seriousAccessibilityProblems } from './support/browser.js';
import { apiCall, createProject } from './support/api.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

const run = startE2eRun({ locale: 'en-US' });
const WIDTHS = [1280, 1024, 768, 390] as const;

/**
 * The public pages use the whole width: the header spans it, and the page sits in its middle (no
 * column kept for a navigation they do not have).
 */
async function expectNoEmptyStrip(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const header = await page.locator('header').first().boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(header, `${name} at ${width}`).toMatchObject({ x: 0, width });
    const left = main!.x;
    const right = width - (main!.x + main!.width);
    expect(Math.abs(left - right), `${name} at ${width}: ${left} px left, ${right} px right`).toBeLessThanOrEqual(1);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `${name}-${width}`);
  }
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

describe('public pages', () => {
  it('the sign-in page and the client portal use the whole width at 1280, 1024, 768 and 390 px', async () => {
    const owner = await registerOwner(run.server, 'owner@public-pages.example');
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Harbour Bridge Survey',
      clientName: 'Port Authority',
      code: 'HBS',
    });
    const share = await apiCall<{ portalUrl: string }>(
      run.server,
      'POST',
      `/projects/${projectId}/share`,
      {},
      owner.headers,
    );

    const { page, problems } = await run.openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
    await expectNoEmptyStrip(page, 'public-sign-in');

    await page.goto(share.portalUrl);
    await page.getByRole('heading', { level: 1, name: 'Harbour Bridge Survey' }).waitFor();
    await expectNoEmptyStrip(page, 'public-portal');
    expect(problems).toEqual([]);
  });
});
