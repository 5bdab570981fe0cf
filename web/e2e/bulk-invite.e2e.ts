import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { waitForMail } from './support/mailbox.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

/**
 * An owner invites several people from a pasted list and a CSV file, corrects what the check
 * finds, takes one invitation back and sends it again. The per-address pause between two
 * invitations is shortened to a second (MAIL_COOLDOWN_SECONDS) so the last step waits at most that second.
 */
const run = startE2eRun({}, { env: () => ({ MAIL_COOLDOWN_SECONDS: '1' }) });
const { openPage } = run;
const b = en.bulkInvite;
const m = en.members;

const words = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template);
const card = (page: Page, email: string): Locator => page.getByRole('listitem').filter({ hasText: email });
const rowOf = (page: Page, email: string): Locator => page.getByRole('row').filter({ hasText: email });

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto(`${run.server.appOrigin}/sign-in`);
  await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
  await page.getByLabel(en.signIn.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

describe('inviting several people', () => {
  it('checks a pasted list, names what to correct, invites everyone at once, and sends a taken-back invitation again', async () => {
    const owner = await registerOwner(run.server, 'owner@bulk.example');
    const { page, problems } = await openPage();
    await signIn(page, owner);
    await page.goto(`${run.server.appOrigin}/members`);
    await page.getByRole('link', { name: m.inviteSeveral }).click();
    await page.getByRole('heading', { level: 1, name: b.title }).waitFor();

    // A list with a mistake, a repeat, an unknown role and a member who is already there.
    const list = page.getByLabel(b.list);
    await list.fill(
      [
        'Ava Alvarez <ava@bulk.example>',
        'ben@bulk.example, Ben Brown, Manager',
        'cleo@bulk, Cleo Carter',
        'AVA@bulk.example, Ava again',
        'dan@bulk.example, Dan Dorsey, Chief',
        `${owner.email}, ${owner.fullName}`,
      ].join('\n'),
    );
    await page.getByRole('button', { name: b.check }).click();
    await page
      .getByRole('status')
      .filter({ hasText: words(b.summary, { invite: 2, already: 1, invalid: 3 }) })
      .waitFor();
    await rowOf(page, 'cleo@bulk').getByText(b.problemEmail).waitFor();
    await rowOf(page, 'AVA@bulk.example').getByText(b.problemDuplicate).waitFor();
    await rowOf(page, 'dan@bulk.example').getByText(b.problemRoleUnknown).waitFor();
    await rowOf(page, owner.email).getByText(b.alreadyMember).waitFor();
    await page.getByText(b.fixAndRetry).waitFor();
    // Nobody can be invited while any line needs correcting.
    expect(await page.getByRole('button', { name: /^Invite \d+ people$/ }).count()).toBe(0);
    await checkAtBothWidths(page, 'members-bulk-invite-preview');

    // Corrected and checked again; changing the list took the old check away.
    await list.fill(
      [
        'Ava Alvarez <ava@bulk.example>',
        'ben@bulk.example, Ben Brown, Manager',
        'cleo@bulk.example, Cleo Carter',
        'dan@bulk.example, Dan Dorsey, Member',
        `${owner.email}, ${owner.fullName}`,
      ].join('\n'),
    );
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('button', { name: b.check }).click();
    await page.getByRole('button', { name: words(b.send, { count: 4 }) }).click();
    await page.getByRole('heading', { level: 2, name: words(b.done, { count: 4 }) }).waitFor();
    await rowOf(page, 'ben@bulk.example').getByText(b.invited, { exact: true }).waitFor();
    await checkAtBothWidths(page, 'members-bulk-invite-done');
    await waitForMail(run.server.mailbox, 'ava@bulk.example', 1, run.server.output);
    const firstSent = Date.now();

    // A CSV file, its columns in another order: read, and what it cannot use named.
    await page.getByRole('button', { name: b.another }).click();
    await page.getByLabel(b.file).check();
    await page.getByLabel(b.fileLabel, { exact: true }).setInputFiles({
      name: 'team.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Role;E-mail;Name;Desk\r\nManager;eve@bulk.example;Eve Evans;4B\r\nMember;ben@bulk.example;Ben;2A\r\n',
      ),
    });
    await page.getByRole('button', { name: b.check }).click();
    await page
      .getByRole('status')
      .filter({ hasText: words(b.summary, { invite: 1, already: 1, invalid: 0 }) })
      .waitFor();
    await page.getByText(words(b.ignored, { columns: 'Desk' })).waitFor();
    await rowOf(page, 'eve@bulk.example').getByText(b.willInvite).waitFor();

    // On the members screen: one invitation taken back makes her "not invited"; then it is sent again.
    await page.getByRole('link', { name: b.back }).first().click();
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
    const ava = card(page, 'ava@bulk.example');
    await ava.getByRole('button', { name: words(m.revoke, { name: 'Ava Alvarez' }) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: words(m.revoked, { name: 'Ava Alvarez' }) })
      .waitFor();
    await ava.getByText(m.statusNotInvited, { exact: true }).waitFor();
    await page.getByLabel(m.status).selectOption('NOT_INVITED');
    expect(await page.locator('.member-list > li').count()).toBe(1);
    await checkAtBothWidths(page, 'members-not-invited');
    await page.getByLabel(m.status).selectOption('ALL');

    // The cooldown between two mails to one address must have passed, however fast the steps above ran.
    const cooldownLeft = firstSent + 1100 - Date.now();
    if (cooldownLeft > 0) await page.waitForTimeout(cooldownLeft);
    await ava.getByRole('button', { name: words(m.sendFirst, { name: 'Ava Alvarez' }) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: words(m.sentFirst, { email: 'ava@bulk.example' }) })
      .waitFor();
    await ava.getByText(m.statusInvited, { exact: true }).waitFor();
    await waitForMail(run.server.mailbox, 'ava@bulk.example', 2, run.server.output);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 150_000);
});
