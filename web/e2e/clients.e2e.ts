import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths, screenshot, seriousAccessibilityProblems } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

const run = startE2eRun({ locale: 'en-US' });

const clientCard = (page: Page, name: string) =>
  page.locator('li.client-card', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
const projectCard = (page: Page, name: string) =>
  page.locator('li.project-card', { has: page.getByRole('heading', { level: 2, name }) });

describe('clients', () => {
  it('an owner creates a client, a project for it, finds it again, edits and archives it', async () => {
    const owner = await registerOwner(run.server, 'ada@clients.example');
    const { page, problems } = await run.signIn(owner);

    await page.getByRole('link', { name: en.clients.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.clients.title }).waitFor();
    await page.getByText(en.clients.emptyManage).waitFor();
    await checkAtBothWidths(page, 'clients-empty');

    // Created with every field; a refusal of the server shows at its field first.
    await page.getByRole('button', { name: en.clients.newClient }).click();
    const form = page.locator('form.client-form');
    await form.getByLabel(en.clients.name, { exact: true }).fill('Royal Society');
    await form.getByLabel(en.clients.contactEmail).fill('accounts@royalsociety.example');
    await form.getByLabel(en.clients.currency, { exact: true }).fill('GBP');
    await form.getByLabel(en.clients.defaultBillRate).fill('95.505');
    await form.getByLabel(en.clients.taxId).fill('GB 123 4567 89');
    await form.getByLabel(en.clients.billingAddress).fill('6-9 Carlton House Terrace\nLondon SW1Y 5AG');
    await form.getByLabel(en.clients.notes).fill('Invoices quarterly.');
    await form.getByRole('button', { name: en.clients.create }).click();
    const rateField = form.getByLabel(en.clients.defaultBillRate);
    await form.locator('.field-error').first().waitFor();
    expect(await rateField.getAttribute('aria-invalid')).toBe('true');
    await checkAtBothWidths(page, 'client-form-error');
    await rateField.fill('95.5');
    await form.getByRole('button', { name: en.clients.create }).click();
    await page.getByText(en.clients.created.replace('{name}', 'Royal Society')).waitFor();
    const card = clientCard(page, 'Royal Society');
    await card.waitFor();
    expect(await card.innerText()).toContain('GBP');
    expect(await card.innerText()).toContain('95.5');
    expect(await card.innerText()).toContain('London SW1Y 5AG');
    await checkAtBothWidths(page, 'clients-list');

    // A project for it, picked in the project form by typing its name (suggested from the list).
    await page.getByRole('link', { name: en.projects.nav }).click();
    await page.getByRole('link', { name: en.projects.newProject }).click();
    const projectForm = page.locator('form.project-form');
    await projectForm.getByLabel(en.projects.name, { exact: true }).fill('Transit of Venus');
    // Typed once the suggestions are there, as a person picks from them.
    await projectForm.locator('datalist option[value="Royal Society"]').waitFor({ state: 'attached' });
    await projectForm.getByLabel(en.projects.clientName).fill('royal society');
    await projectForm.getByText('An existing client.').waitFor();
    await projectForm.getByLabel(en.projects.code, { exact: true }).fill('TOV');
    await projectForm.getByLabel(en.projects.budgetHourly).check();
    await projectForm.getByLabel(en.projects.totalBudgetHours).fill('40');
    await checkAtBothWidths(page, 'project-form-client');
    await projectForm.getByRole('button', { name: en.projects.create }).click();
    const editTitle = en.projects.editTitle.replace('{name}', 'Transit of Venus');
    await page.getByRole('heading', { level: 1, name: editTitle }).waitFor();
    // The client's name as the client record spells it, and its default rate on the new project.
    expect(await projectForm.getByLabel(en.projects.clientName).inputValue()).toBe('Royal Society');
    expect(await projectForm.getByLabel(en.projects.hourlyBillRate).inputValue()).toBe('95.5');

    await page.getByRole('link', { name: en.projects.backToList }).click();
    const project = projectCard(page, 'Transit of Venus');
    await project.waitFor();
    expect(await project.innerText()).toContain(`${en.projects.client}: Royal Society`);

    // Back on the clients screen: found by searching, renamed, and the project follows the name.
    await page.getByRole('link', { name: en.clients.nav }).click();
    await page.getByRole('button', { name: en.clients.newClient }).click();
    await page.locator('form.client-form').getByLabel(en.clients.name, { exact: true }).fill('Astronomer Royal');
    await page.locator('form.client-form').getByRole('button', { name: en.clients.create }).click();
    await clientCard(page, 'Astronomer Royal').waitFor();
    await page.getByLabel(en.clients.search).fill('SOCIETY');
    await clientCard(page, 'Astronomer Royal').waitFor({ state: 'detached' });
    await clientCard(page, 'Royal Society').waitFor();
    await clientCard(page, 'Royal Society')
      .getByRole('button', { name: en.clients.editLabel.replace('{name}', 'Royal Society') })
      .click();
    const editForm = page.locator('form.client-form');
    await editForm.getByLabel(en.clients.name, { exact: true }).fill('The Royal Society');
    await editForm.getByRole('button', { name: en.clients.save }).click();
    await page.getByText(en.clients.saved).waitFor();
    await page.getByLabel(en.clients.search).fill('');
    const renamed = clientCard(page, 'The Royal Society');
    await renamed.waitFor();

    // Archived after a confirmation: gone from the list, back with the archived toggle.
    await renamed.getByRole('button', { name: en.clients.archive }).click();
    await renamed.getByText(en.clients.archiveConfirm.replace('{name}', 'The Royal Society')).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'client-archive-confirm');
    await renamed.getByRole('button', { name: en.clients.confirmArchive }).click();
    await page.getByText(en.clients.archivedNotice.replace('{name}', 'The Royal Society')).waitFor();
    await renamed.waitFor({ state: 'detached' });
    await page.getByLabel(en.clients.showArchived).check();
    const archived = clientCard(page, 'The Royal Society');
    await archived.getByText(en.clients.archived, { exact: true }).waitFor();
    await checkAtBothWidths(page, 'clients-archived');

    // The project of the archived client keeps working, under the client's new name.
    await page.getByRole('link', { name: en.projects.nav }).click();
    await projectCard(page, 'Transit of Venus').getByText(`${en.projects.client}: The Royal Society`).waitFor();
    expect(problems).toEqual([]);
  });

  it('a Member sees no Clients entry in the navigation', async () => {
    const owner = await registerOwner(run.server, 'owner@members.example', { organizationName: 'Second' });
    const member = await addMember(run.server, owner, 'grace@members.example');
    const { page } = await run.signIn(member, { acceptTerms: true });
    await page.getByRole('link', { name: en.projects.nav }).waitFor();
    expect(await page.getByRole('link', { name: en.clients.nav }).count()).toBe(0);
  });
});
