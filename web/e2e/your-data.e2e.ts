import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { apiCall } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

/**
 * The Owner downloads the whole organization from Settings → Your data, and a member their own
 * data; the member is not offered the organization's.
 */
const run = startE2eRun();
const x = en.exports;

/** Prepares the download in `section`, waits until it is ready, downloads it and returns the archive unpacked as text. */
async function downloadFrom(page: Page, section: string): Promise<{ name: string; text: string }> {
  const region = page.getByRole('region', { name: section });
  await region.getByRole('button', { name: x.ask }).click();
  const button = region.getByRole('button', { name: /^Download \(/ });
  await button.waitFor({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), text: gunzipSync(await readFile(await file.path())).toString('utf8') };
}

describe('taking your data with you', () => {
  it('gives the Owner the whole organization and a member their own data, and nobody else’s', async () => {
    const owner = await registerOwner(run.server, 'owner@your-data.example', { organizationName: 'Leaving Co' });
    const member = await addMember(run.server, owner, 'grace@your-data.example');
    await apiCall(
      run.server,
      'POST',
      '/time/manual',
      { startTime: '2026-11-30T08:00:00Z', endTime: '2026-11-30T09:30:00Z', notes: 'Owner planning' },
      owner.headers,
    );

    const { page } = await run.signIn(owner);
    await page.goto(`${run.server.appOrigin}/settings/your-data`);
    await page.getByRole('heading', { level: 2, name: x.allTitle }).waitFor();
    const all = await downloadFrom(page, x.allTitle);
    expect(all.name).toMatch(/^punchclock-organization-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    for (const part of [
      'manifest.json',
      'csv/time_entries.csv',
      'data/time_entries.jsonl',
      'Owner planning',
      member.email,
    ])
      expect(all.text).toContain(part);
    await page.getByRole('region', { name: x.allTitle }).getByRole('button', { name: x.askAgain }).waitFor();
    await checkAtBothWidths(page, 'settings-your-data-owner');

    const memberPage = (await run.signIn(member, { acceptTerms: true })).page;
    await memberPage.goto(`${run.server.appOrigin}/settings/your-data`);
    await memberPage.getByRole('heading', { level: 2, name: x.mineTitle }).waitFor();
    expect(await memberPage.getByRole('heading', { name: x.allTitle }).count()).toBe(0);
    const mine = await downloadFrom(memberPage, x.mineTitle);
    expect(mine.name).toMatch(/^punchclock-my-data-/);
    expect(mine.text).toContain(member.email);
    expect(mine.text).not.toContain('Owner planning');
    expect(mine.text).not.toContain(owner.email);
    await checkAtBothWidths(memberPage, 'settings-your-data-member');
  });
});
