import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { apiCall, signInByApi } from './support/api.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

const run = startE2eRun();

describe('alerts and reminders', () => {
  it('an owner moves the capacity reminder; a member switches their own reminders off', async () => {
    const owner = await registerOwner(run.server, 'owner@alerts.example');
    const member = await addMember(run.server, owner, 'member@alerts.example');

    const { page, problems } = await run.signIn(owner);
    await openSettingsSection(page, en.alerts.title);
    const form = page.locator('form', { has: page.getByRole('heading', { name: en.alerts.title }) });
    await form.getByLabel(en.alerts.reminderDay).selectOption({ label: en.settings.day4 });
    await form.getByLabel(en.alerts.reminderHour).selectOption({ label: '09:00' });
    await form.getByLabel(en.alerts.budgetAlerts).uncheck();
    await form.getByRole('button', { name: en.settings.save }).click();
    await form.getByText(en.settings.saved).waitFor();
    expect(await apiCall(run.server, 'GET', '/organizations/current/alerts', undefined, owner.headers)).toEqual({
      budgetAlerts: false,
      capacityReminders: true,
      reminderWeekday: 4,
      reminderHour: 9,
    });
    await checkAtBothWidths(page, 'settings-alerts');
    expect(problems).toEqual([]);

    // The member sees when reminders go out, cannot change the organization's switches, and
    // switches their own reminder off; budget alerts are off for the whole organization.
    const asMember = await run.signIn(member, { acceptTerms: true });
    await openSettingsSection(asMember.page, en.alerts.myTitle);
    const mine = asMember.page.locator('form', {
      has: asMember.page.getByRole('heading', { name: en.alerts.myTitle }),
    });
    await mine.getByText('Reminders go out on Thursday at 09:00.').waitFor();
    expect(await asMember.page.getByRole('heading', { name: en.alerts.title }).count()).toBe(0);
    expect(await mine.getByLabel(en.alerts.myBudgetAlerts).isDisabled()).toBe(true);
    await mine.getByText(en.alerts.budgetOff).waitFor();
    await mine.getByLabel(en.alerts.myCapacityReminders).uncheck();
    await mine.getByRole('button', { name: en.settings.save }).click();
    await mine.getByText(en.settings.saved).waitFor();
    const memberApi = await signInByApi(run.server, member);
    expect(await apiCall(run.server, 'GET', '/organizations/members/me/alerts', undefined, memberApi.headers)).toEqual({
      budgetAlerts: true,
      capacityReminders: false,
    });
    await checkAtBothWidths(asMember.page, 'settings-alerts-member');
  });
});
