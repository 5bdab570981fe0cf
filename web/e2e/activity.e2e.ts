import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';
import { apiCall, createProject } from './support/api.js';

const run = startE2eRun({ locale: 'en-US' });
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, String(value)), text);

describe('activity', () => {
  it('shows what the tracker saw as charts, and the organization changes how a site counts', async () => {
    const owner = await registerOwner(run.server, 'ada@activity.example');
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Engine',
      clientName: 'Navy',
      code: 'AE',
    });
    // Three 10-minute slots yesterday morning: an editor, and a video site.
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCHours(9, 0, 0, 0);
    await apiCall(
      run.server,
      'POST',
      '/tracker/slots/batch',
      {
        slots: [0, 1, 2].map((index) => ({
          clientId: randomUUID(),
          startTime: new Date(yesterday.getTime() + index * 600_000).toISOString(),
          endTime: new Date(yesterday.getTime() + (index + 1) * 600_000).toISOString(),
          projectId,
          keyboardSeconds: 300,
          mouseSeconds: 400,
          activeSeconds: 500,
          applications: [
            { name: 'Visual Studio Code', seconds: 450 },
            { name: 'Google Chrome', seconds: 150 },
          ],
          urls: [{ url: 'https://www.youtube.com/watch?v=1', seconds: 150 }],
        })),
      },
      owner.headers,
    );

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.activity.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.activity.title }).waitFor();
    const main = page.getByRole('main');
    // Each chart is an image named by its heading; the summary beside it says what it shows.
    const apps = main.getByRole('region', { name: en.activity.topApps });
    await apps.getByRole('img', { name: en.activity.topApps }).waitFor();
    // 3 × 450 s = 22.5 min
    await apps.getByText(/^2 rows; Time: highest Visual Studio Code \(.*\), 0\.4 h\.$/).waitFor();
    const perDay = main.getByRole('region', { name: en.activity.perDay });
    await perDay.getByRole('img', { name: en.activity.perDay }).waitFor();
    await perDay.getByText(/^7 rows; /).waitFor();
    // Drawn (Chart.js arrives in its own chunk) before the screenshots.
    await main.locator('[aria-busy="true"]:has(canvas)').first().waitFor({ state: 'detached' });
    await checkAtBothWidths(page, 'activity');

    // The organization decides a video site is research here.
    const sites = main.getByRole('region', { name: en.activity.topSites });
    await sites.getByText(/youtube\.com/).waitFor();
    const rules = page.getByRole('region', { name: en.activity.rulesTitle }).first();
    await page.getByRole('button', { name: en.activity.addRule }).click();
    const field = (what: string) => page.getByLabel(fill(en.activity.ruleField, { what, number: 1 }));
    await field(en.activity.ruleKind).selectOption({ label: en.activity.site });
    await field(en.activity.rulePattern).fill('youtube.com');
    await field(en.activity.ruleCategory).fill('research');
    await field(en.activity.ruleProductivity).selectOption({ label: en.activity.productive });
    await page.getByRole('button', { name: en.activity.saveRules }).click();
    await page.getByText(en.activity.rulesSaved).waitFor();
    await sites.getByText(`youtube.com (research, ${en.activity.productive})`).waitFor();
    expect(await rules.count()).toBe(1);
    const stored = await apiCall<{ rules: Array<{ kind: string; pattern: string; category: string }> }>(
      run.server,
      'GET',
      '/activities/rules',
      undefined,
      owner.headers,
    );
    expect(stored.rules).toMatchObject([{ kind: 'SITE', pattern: 'youtube.com', category: 'research' }]);
    await checkAtBothWidths(page, 'activity-rules');
    expect(problems).toEqual([]);
  });
});
