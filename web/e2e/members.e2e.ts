import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { mailedLink } from './support/account.js';
import { checkAtBothWidths } from './support/browser.js';
import { waitForMail } from './support/mailbox.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner, type Person } from './support/server.js';

/**
 * The server's pause between two emails of one kind to one address, shortened from its minute
 * (MAIL_COOLDOWN_SECONDS, docs/configuration.md) so the resend below needs no wait: the steps
 * between the first invitation and its resend take longer than this on any machine.
 */
const MAIL_COOLDOWN_SECONDS = 1;
const run = startE2eRun({}, { env: () => ({ MAIL_COOLDOWN_SECONDS: String(MAIL_COOLDOWN_SECONDS) }) });
const { openPage } = run;
const m = en.members;

const TEAMMATE = { email: 'teammate@members.example', name: 'Katherine Johnson' };
const INVITEE = { email: 'invitee@members.example', name: 'Linus Pauling' };
const ROLE = 'Field lead';

async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.goto(`${run.server.appOrigin}/sign-in`);
  await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
  await page.getByLabel(en.signIn.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
}

const card = (page: Page, email: string): Locator => page.getByRole('listitem').filter({ hasText: email });

async function status(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

async function invite(page: Page, person: { email: string; name: string }, capacity: string) {
  await page.getByRole('button', { name: m.invite }).click();
  const form = page.getByRole('form', { name: m.inviteTitle });
  await form.getByLabel(m.email).fill(person.email);
  await form.getByLabel(m.fullName).fill(person.name);
  await form.getByLabel(m.capacity).fill(capacity);
  return form;
}

describe('an owner manages the team from the members screens', () => {
  it('invites, sees the invitation accepted, gives a custom role, rates and capacity, resends and deactivates', async () => {
    const owner = await registerOwner(run.server, 'owner@members.example');
    const { page, problems } = await openPage();
    await signIn(page, owner);
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.getByRole('navigation', { name: en.app.mainNavigation }).getByRole('link', { name: m.nav }).click();
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
    await card(page, owner.email).waitFor();

    // First an invitee who will not answer: their invitation is resent at the end, once the
    // server's cooldown between two emails of a kind to one address has passed.
    const second = await invite(page, INVITEE, '');
    await second.getByRole('button', { name: m.sendInvite }).click();
    await status(page, INVITEE.email);
    const invitedAt = Date.now();

    // Invite the teammate; the form is checked at both widths with a mistake named by its field.
    const form = await invite(page, TEAMMATE, '200');
    await form.getByRole('button', { name: m.sendInvite }).click();
    await form.getByText(m.invalidCapacity).waitFor();
    await form.getByLabel(m.capacity).fill('40');
    expect(await form.getByText(m.invalidCapacity).count()).toBe(0);
    await form.getByLabel(m.billableRate).fill('120');
    await checkAtBothWidths(page, 'members-invite');
    await form.getByRole('button', { name: m.sendInvite }).click();
    await status(page, TEAMMATE.email);
    expect(await card(page, TEAMMATE.email).innerText()).toContain(m.statusInvited);

    // The teammate opens the emailed link in a browser of their own and joins.
    const link = await mailedLink(run.server, TEAMMATE.email);
    const teammate = await openPage();
    await teammate.page.goto(link.href);
    await teammate.page.getByRole('heading', { level: 1, name: en.acceptInvite.title }).waitFor();
    await teammate.page.getByLabel(en.signIn.password, { exact: true }).fill('orbital-mechanics');
    await teammate.page.getByRole('checkbox').check();
    await teammate.page.getByRole('button', { name: en.acceptInvite.join }).click();
    await teammate.page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    expect(teammate.problems).toEqual([]);
    await teammate.page.context().close();

    await page.reload();
    await card(page, TEAMMATE.email).getByText(m.statusActive, { exact: true }).waitFor();

    // A custom role, made on the roles screen from the grouped catalogue.
    await page.getByRole('link', { name: m.rolesTab }).click();
    await page.getByRole('heading', { level: 1, name: m.rolesTitle }).waitFor();
    await page.getByRole('button', { name: m.createRole }).click();
    const roleForm = page.getByRole('form', { name: m.createRoleTitle });
    await roleForm.getByLabel(m.roleName).fill(ROLE);
    await roleForm.getByLabel(m.roleDescription).fill('Runs a site crew and approves its time.');
    for (const label of [m.permMembersRead, m.permProjectsReadAll, m.permTimeTrack, m.permTimeApprove])
      await roleForm.getByRole('checkbox', { name: label }).check();
    expect(await roleForm.getByRole('checkbox', { name: m.permOrganizationTransfer }).isDisabled()).toBe(true);
    // What the chosen permissions bring comes ticked and fixed, saying what brings it.
    const brought = roleForm.getByRole('checkbox', { name: m.permTimeReadAll });
    expect([await brought.isChecked(), await brought.isDisabled()]).toEqual([true, true]);
    await roleForm.getByText(m.comesWith.replace('{permission}', m.permTimeApprove)).waitFor();
    await checkAtBothWidths(page, 'members-role-form');
    await roleForm.getByRole('button', { name: m.saveRole }).click();
    await status(page, ROLE);
    const roleCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ROLE }) });
    // The four chosen, with seeing everyone's time and the projects they work on, which they bring.
    await roleCard.getByText(m.permissionCount.replace('{count}', '6')).waitFor();
    // Built-in roles are read-only: no edit or delete for them.
    expect(await page.getByRole('button', { name: `Edit Owner` }).count()).toBe(0);
    expect(await roleCard.getByRole('button', { name: `Edit ${ROLE}` }).count()).toBe(1);
    await checkAtBothWidths(page, 'members-roles');

    // The teammate gets the role, rates and capacity.
    await page.getByRole('link', { name: m.peopleTab }).click();
    const teammateCard = card(page, TEAMMATE.email);
    await teammateCard.getByRole('button', { name: `Edit ${TEAMMATE.name}` }).click();
    // Focus goes to the editor that replaced the button, so a keyboard user carries on from there.
    expect(await page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe(
      m.editTitle.replace('{name}', TEAMMATE.name),
    );
    await teammateCard.getByLabel(m.role).selectOption({ label: ROLE });
    await teammateCard.getByLabel(m.billableRate).fill('95.50');
    await teammateCard.getByLabel(m.costRate).fill('40');
    await teammateCard.getByLabel(m.capacity).fill('32');
    await teammateCard.getByRole('button', { name: m.save }).click();
    await status(page, TEAMMATE.name);
    const facts = await teammateCard.innerText();
    expect(facts).toContain(ROLE);
    expect(facts).toContain('95.5 / h');
    expect(facts).toContain('40 / h');
    expect(facts).toContain('32 h / week');

    // The second invitation is sent again: a visible confirmation and a second email.
    await waitForMail(run.server.mailbox, INVITEE.email, 1, run.server.output);
    expect(Date.now() - invitedAt).toBeGreaterThan(MAIL_COOLDOWN_SECONDS * 1000);
    await card(page, INVITEE.email)
      .getByRole('button', { name: `Resend invitation to ${INVITEE.name}` })
      .click();
    await status(page, 'A new invitation was sent');
    await waitForMail(run.server.mailbox, INVITEE.email, 2, run.server.output);

    // Deactivated after a confirmation; the status filter finds them.
    const inviteeCard = card(page, INVITEE.email);
    await inviteeCard.getByRole('button', { name: `Deactivate ${INVITEE.name}` }).click();
    await inviteeCard.getByRole('button', { name: m.confirmDeactivate }).click();
    await status(page, `${INVITEE.name} was deactivated`);
    await page.getByLabel(m.status).selectOption('DEACTIVATED');
    expect(await page.locator('.member-list > li').count()).toBe(1);
    await inviteeCard.getByText(m.statusDeactivated, { exact: true }).waitFor();
    await page.getByLabel(m.status).selectOption('ALL');
    await page.getByRole('searchbox', { name: m.search }).fill('katherine');
    expect(await page.locator('.member-list > li').count()).toBe(1);
    await page.getByRole('searchbox', { name: m.search }).fill('');

    // The only Owner cannot deactivate themselves: the reason and what to do, in the web app's words.
    const ownerCard = card(page, owner.email);
    await ownerCard.getByRole('button', { name: `Deactivate ${owner.fullName}` }).click();
    await ownerCard.getByRole('button', { name: m.confirmDeactivate }).click();
    const alert = ownerCard.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(en.errorMessages.LAST_OWNER);
    expect(await alert.innerText()).toContain(en.errorHints.LAST_OWNER);
    await checkAtBothWidths(page, 'members-list');

    // A role someone holds can be changed but not deleted: the server's reason is shown.
    await page.getByRole('link', { name: m.rolesTab }).click();
    const heldRole = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ROLE }) });
    await heldRole.getByRole('button', { name: `Edit ${ROLE}` }).click();
    const editForm = page.getByRole('form', { name: m.editRoleTitle.replace('{name}', ROLE) });
    await editForm.getByRole('checkbox', { name: m.permActivitiesReadAll }).check();
    await editForm.getByRole('button', { name: m.saveRole }).click();
    await status(page, ROLE);
    await heldRole.getByText(m.permissionCount.replace('{count}', '7')).waitFor();
    await heldRole.getByRole('button', { name: `Delete ${ROLE}` }).click();
    await heldRole.getByRole('button', { name: m.confirmDelete }).click();
    await heldRole.getByRole('alert').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 150_000);
});

describe('a plain member', () => {
  it('sees the team without rates and without any control to change it', async () => {
    const owner = await registerOwner(run.server, 'boss@members.example');
    const member = await addMember(run.server, owner, 'plain@members.example');
    const { page, problems } = await openPage();
    await signIn(page, member);
    // Added by the owner, this member has not accepted the terms yet.
    await page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.getByRole('link', { name: m.nav }).click();
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
    await card(page, owner.email).waitFor();
    await page.getByText(m.readOnly).waitFor();
    for (const name of [m.invite, /^Edit/, /^Deactivate/, /^Resend/])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByText(m.billableRate).count()).toBe(0);
    await checkAtBothWidths(page, 'members-read-only');

    await page.getByRole('link', { name: m.rolesTab }).click();
    await page.getByText(m.rolesReadOnly).waitFor();
    expect(await page.getByRole('button', { name: m.createRole }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
