import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { apiCall, createProject, recordTime, signInByApi } from './support/api.js';
import { runPlanWhileStopped } from './support/operator.js';

const run = startE2eRun({ locale: 'en-US' }, { ownServer: true });

// The e2e server has no OpenAI key: every answer comes from the built-in engine. A new
// organization is on its 14-day trial, which includes AI and Team AI (docs/plans.md).
describe('AI screens', () => {
  it('writes the daily summary, overview, work day, weekly report and chat answers, naming the engine', async () => {
    const owner = await registerOwner(run.server, 'ada@example.com');
    const me = await apiCall<{ user: { id: string } }>(run.server, 'GET', '/auth/me', undefined, owner.headers);
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Difference Engine',
      clientName: 'Royal Society',
      code: 'DE',
      assignedUserIds: [me.user.id],
    });
    // Yesterday (the screens' default day) in the organization's zone (UTC on a new organization).
    await recordTime(run.server, owner.headers, { projectId, daysAgo: 1, hourUtc: 9, minutes: 150, notes: 'Gears' });
    await recordTime(run.server, owner.headers, { projectId, daysAgo: 1, hourUtc: 13, minutes: 90, notes: 'Cams' });

    const { page, problems } = await run.signIn(owner);
    await page.getByRole('link', { name: en.ai.nav, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en.ai.title }).waitFor();
    const panel = page.getByRole('tabpanel');
    const generate = async () => {
      await panel.getByRole('button', { name: en.ai.generate }).click();
      await panel.getByText(en.ai.byBuiltin).waitFor();
    };

    // Daily summary: yesterday by default.
    await generate();
    expect(await panel.innerText()).toContain('Difference Engine');
    await checkAtBothWidths(page, 'ai-daily');

    // The tabs are a tab list: arrow keys move to the overview.
    await page.getByRole('tab', { name: en.ai.tabDaily }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: en.ai.tabOverview }).getAttribute('aria-selected')).toBe('true');
    await panel.getByLabel(en.ai.days).selectOption({ label: en.ai.lastDays.replace('{count}', '30') });
    await generate();
    expect(await panel.innerText()).toContain('Difference Engine');

    // Work day: the team by default, or one person.
    await page.getByRole('tab', { name: en.ai.tabWorkDay }).click();
    await panel.getByLabel(en.ai.who).selectOption({ label: 'Ada Lovelace' });
    await generate();
    expect(await panel.innerText()).toContain('Gears');

    // Weekly report: generated, shown, and downloadable as Markdown.
    await page.getByRole('tab', { name: en.ai.tabWeekly }).click();
    await panel.getByText(en.ai.noWeekly).waitFor();
    await panel.getByRole('button', { name: en.ai.generateWeekly }).click();
    await panel.getByText(en.ai.byBuiltin).waitFor();
    // Its week as dates a person reads ("Nov 16, 2026 to Nov 22, 2026"), never as instants.
    const weekLine = await panel.getByText(/, written /).innerText();
    expect(weekLine).toMatch(/^\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}, written /);
    await panel.getByRole('button', { name: en.ai.prepareDownload }).click();
    const link = panel.getByRole('link', { name: /Download weekly-report-/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^weekly-report-\d{4}-W\d{2}\.md$/);

    // Chat: Enter sends, the answer names its engine, and the conversation survives a visit elsewhere.
    await page.getByRole('tab', { name: en.ai.tabChat }).click();
    await panel.getByLabel(en.ai.message).fill('How many hours did we track this week?');
    await panel.getByLabel(en.ai.message).press('Enter');
    const conversation = panel.getByRole('list', { name: en.ai.conversation });
    await conversation.getByText(en.ai.byBuiltin).waitFor();
    expect(await conversation.innerText()).toContain('How many hours did we track this week?');
    expect(await page.evaluate<string>('document.activeElement?.tagName ?? ""')).toBe('TEXTAREA');
    await checkAtBothWidths(page, 'ai-chat');
    await page.getByRole('link', { name: en.settings.nav, exact: true }).click();
    await page.getByRole('link', { name: en.ai.nav, exact: true }).click();
    await page.getByRole('tab', { name: en.ai.tabChat }).click();
    await panel.getByRole('list', { name: en.ai.conversation }).getByText(en.ai.byBuiltin).waitFor();

    expect(problems).toEqual([]);
  });

  // Runs last: the run's server is stopped and started again here (the operator's plan change).
  it('offers a member only their own day, and shows the plan gate once the operator sets FREE', async () => {
    const owner = await registerOwner(run.server, 'mary@example.com', { organizationName: 'Lovelace Ltd' });
    const member = await addMember(run.server, owner, 'grace@example.com');
    const { page, problems } = await run.signIn(member, { acceptTerms: true });
    await page.getByRole('link', { name: en.ai.nav, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en.ai.title }).waitFor();
    // Team-wide sections need time.read.all (docs/rbac.md): not offered to a member.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([en.ai.tabDaily, en.ai.tabWorkDay, en.ai.tabChat]);
    await page.getByRole('tab', { name: en.ai.tabWorkDay }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(en.ai.ownDayOnly).waitFor();
    // On the trial the daily summary is written.
    await page.getByRole('tab', { name: en.ai.tabDaily }).click();
    await panel.getByRole('button', { name: en.ai.generate }).click();
    await panel.getByText(en.ai.byBuiltin).waitFor();

    // The operator moves the organization to FREE as docs/plans.md says: `npm run plan -- set`
    // on the server's data folder while it is stopped, then the server started again. The
    // member's browser stays open on the same address.
    const orgId = owner.headers['x-organization-id'];
    const { restarted, printed } = await runPlanWhileStopped(run.server, ['set', orgId, 'FREE']);
    try {
      expect(printed).toContain('Lovelace Ltd: plan FREE');
      // What the server itself now answers the member's AI call: 402 with a message and a hint.
      const session = await signInByApi(restarted, member);
      const refused = await fetch(`${restarted.apiOrigin}/api/v1/ai/summary/daily`, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(refused.status).toBe(402);
      const { code, message, hint } = (await refused.json()) as { code: string; message: string; hint: string };
      expect(code).toBe('PLAN_REQUIRED');
      expect(message).toContain('on FREE');
      expect(hint).toContain('npm run plan');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: en.ai.title }).waitFor();
      await panel.getByRole('button', { name: en.ai.generate }).click();
      const notice = panel.getByRole('alert');
      // The web app's words for the plan gate, not the operator's command the API's hint names.
      await notice.getByText(en.errorMessages.PLAN_REQUIRED).waitFor();
      expect(await notice.innerText()).toContain(en.errorHints.PLAN_REQUIRED);
      expect(await notice.innerText()).not.toContain('npm run plan');
      await checkAtBothWidths(page, 'ai-plan-gate');
      // In the chat the gate stays in the conversation with its hint.
      await page.getByRole('tab', { name: en.ai.tabChat }).click();
      await panel.getByLabel(en.ai.message).fill('Hours today?');
      await panel.getByRole('button', { name: en.ai.send }).click();
      await panel.getByRole('list', { name: en.ai.conversation }).getByText(en.errorHints.PLAN_REQUIRED).waitFor();
      await checkAtBothWidths(page, 'ai-plan-gate-chat');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
      await restarted.stop();
    }
  }, 240_000);
});
