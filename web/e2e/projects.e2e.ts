import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import path from 'node:path';
import {
  ARTIFACTS,
  DESKTOP,
  PHONE,
  checkAtBothWidths,
  screenshot,
  seriousAccessibilityProblems,
} from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { apiCall } from './support/api.js';
import { addManualEntry } from './support/time.js';

const run = startE2eRun({ locale: 'en-US' });
const { openPage } = run;
const PORTAL_PASSWORD = 'first-programme';

const projectCard = (page: Page, name: string) =>
  page.locator('li.project-card', { has: page.getByRole('heading', { level: 2, name }) });

describe('projects', () => {
  it('an owner creates, edits, watches the budget, shares with the client and stops sharing', async () => {
    const owner = await registerOwner(run.server, 'ada@projects.example');
    await addMember(run.server, owner, 'grace@projects.example');
    const { page, problems } = await run.signIn(owner);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.server.appOrigin });

    await page.getByRole('link', { name: en.projects.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.projects.title }).waitFor();
    await page.getByText(en.projects.emptyManage).waitFor();
    await page.getByRole('link', { name: en.projects.newProject }).click();

    // Created through the form; a refusal of the server is shown at the field it names.
    const form = page.locator('form.project-form');
    await form.getByLabel(en.projects.name, { exact: true }).fill('Analytical Engine');
    await form.getByLabel(en.projects.clientName).fill('Royal Society');
    await form.getByLabel(en.projects.code, { exact: true }).fill('AE');
    await form.getByLabel(en.projects.budgetHourly).check();
    await form.getByLabel(en.projects.totalBudgetHours).fill('10.125');
    await form.getByLabel('Grace Hopper (invited)').or(form.getByLabel('Grace Hopper')).check();
    await form.getByRole('button', { name: en.projects.create }).click();
    const budgetField = form.getByLabel(en.projects.totalBudgetHours);
    await page.locator('.field-error').first().waitFor();
    expect(await budgetField.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('.field-error').first().innerText()).toContain('2 decimals');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'project-form-error');
    await budgetField.fill('10');
    await form.getByRole('button', { name: en.projects.create }).click();

    // Then its page: edited, saved, the form showing what the server kept.
    const editTitle = en.projects.editTitle.replace('{name}', 'Analytical Engine');
    await page.getByRole('heading', { level: 1, name: editTitle }).waitFor();
    await form.getByLabel(en.projects.clientName).fill('The Royal Society');
    await form.getByLabel(en.projects.hourlyBillRate).fill('80');
    await form.getByRole('button', { name: en.projects.save }).click();
    await page.getByText(en.projects.saved).waitFor();
    expect(await form.getByLabel(en.projects.clientName).inputValue()).toBe('The Royal Society');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // Twelve hours on a ten-hour budget: over, said in words and not only by the bar's colour.
    const projectId = new URL(page.url()).pathname.split('/').pop()!;
    for (const day of [1, 2, 3])
      await addManualEntry(run.server, owner, {
        projectId,
        startTime: new Date(Date.now() - day * 86_400_000 - 5 * 3_600_000).toISOString(),
        endTime: new Date(Date.now() - day * 86_400_000 - 1 * 3_600_000).toISOString(),
        notes: `Day ${day}`,
      });
    await page.getByRole('link', { name: en.projects.backToList }).click();
    const card = projectCard(page, 'Analytical Engine');
    await card.waitFor();
    await card.getByText('120% used').waitFor();
    expect(await card.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('120% used');
    expect(await card.innerText()).toContain(en.projects.budgetOver.replace('{amount}', '2 h'));
    // The owner reads financials: revenue, cost and margin are there.
    expect(await card.innerText()).toContain(en.projects.revenue);
    expect(await card.innerText()).toContain('Grace Hopper');
    await checkAtBothWidths(page, 'projects-list');

    // Shared with a password; the link is read from the page and copied.
    await card.getByRole('link', { name: en.projects.edit.replace('{name}', 'Analytical Engine') }).click();
    const panel = page.locator('section.share-panel');
    await panel.getByText(en.projects.shareOff).waitFor();
    await panel.getByLabel(en.projects.password, { exact: true }).fill(PORTAL_PASSWORD);
    await panel.getByRole('button', { name: en.projects.turnOn }).click();
    await panel.getByText(en.projects.sharedNotice).waitFor();
    await panel.getByText(en.projects.passwordOn).waitFor();
    const firstLink = await panel.getByLabel(en.projects.portalLink).inputValue();
    // A new link, after a warning that the old one stops working.
    await panel.getByRole('button', { name: en.projects.rotate }).click();
    await panel.getByText(en.projects.rotateConfirm).waitFor();
    await panel.getByRole('button', { name: en.projects.confirmRotate }).click();
    await panel.getByText(en.projects.rotated).waitFor();
    const link = await panel.getByLabel(en.projects.portalLink).inputValue();
    expect(link).not.toBe(firstLink);
    expect(link.startsWith(`${run.server.appOrigin}/portal/`)).toBe(true);
    expect(await panel.getByLabel(en.projects.password, { exact: true }).inputValue()).toBe('');
    await panel.getByRole('button', { name: en.projects.copy }).click();
    await panel.getByRole('status').getByText(en.projects.copied).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
    await checkAtBothWidths(page, 'project-share');
    await panel.screenshot({ path: path.join(ARTIFACTS, 'project-share-panel-1280.png') });
    await page.setViewportSize(PHONE);
    await panel.screenshot({ path: path.join(ARTIFACTS, 'project-share-panel-390.png') });
    await page.setViewportSize(DESKTOP);

    // The client opens it in a browser of their own, with the password.
    const client = await openPage();
    await client.page.goto(link);
    await client.page.getByLabel(en.portal.password, { exact: true }).fill(PORTAL_PASSWORD);
    await client.page.getByRole('button', { name: en.portal.open }).click();
    await client.page.getByRole('heading', { level: 1, name: 'Analytical Engine' }).waitFor();

    // Stopping asks first; then the same link tells the client it no longer works.
    await panel.getByRole('button', { name: en.projects.revoke }).click();
    await panel.getByText(en.projects.revokeConfirm).waitFor();
    await panel.getByRole('button', { name: en.projects.confirmRevoke }).click();
    await panel.getByText(en.projects.revoked).waitFor();
    await panel.getByText(en.projects.shareOff).waitFor();
    await client.page.reload();
    await client.page.getByText(en.portal.notFound).waitFor();
    expect(client.problems).toEqual([]);
    await client.page.context().close();

    // Archived after a confirmation: gone from the active list, back with the archived ones.
    await page.getByRole('button', { name: en.projects.archive }).click();
    await page.getByRole('button', { name: en.projects.confirmArchive }).click();
    await page.getByText(en.projects.archivedNotice).waitFor();
    await page.getByRole('link', { name: en.projects.backToList }).click();
    await page.getByText(en.projects.emptyManage).waitFor();
    await page.getByLabel(en.projects.showArchived).check();
    await projectCard(page, 'Analytical Engine').getByText(en.projects.archived, { exact: true }).waitFor();

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a member without project management sees their projects read-only, without money', async () => {
    const owner = await registerOwner(run.server, 'babbage@projects.example');
    const member = await addMember(run.server, owner, 'hopper@projects.example');
    const members = await apiCall<{ items: { user: { id: string; email: string } }[] }>(
      run.server,
      'GET',
      '/organizations/members',
      undefined,
      owner.headers,
    );
    const userId = members.items.find((item) => item.user.email === member.email)!.user.id;
    const project = { clientName: 'US Navy', budgetType: 'HOURLY', totalBudget: 40, screenshotIntervalMins: 10 };
    await apiCall(
      run.server,
      'POST',
      '/projects',
      { ...project, name: 'Mark I', code: 'M1', assignedUserIds: [userId] },
      owner.headers,
    );
    await apiCall(run.server, 'POST', '/projects', { ...project, name: 'UNIVAC', code: 'U1' }, owner.headers);
    const { page, problems } = await run.signIn(member);
    await page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await page.getByRole('link', { name: en.projects.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.projects.title }).waitFor();
    await page.getByText(en.projects.readOnly).waitFor();
    // Only the project they are assigned to, its hours budget, and no way to change it.
    const card = projectCard(page, 'Mark I');
    await card.getByText('0% used').waitFor();
    expect(await projectCard(page, 'UNIVAC').count()).toBe(0);
    expect(await page.getByRole('link', { name: en.projects.newProject }).count()).toBe(0);
    expect(await card.getByRole('link').count()).toBe(0);
    expect(await page.getByText(en.projects.revenue).count()).toBe(0);
    await checkAtBothWidths(page, 'projects-read-only');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
