import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { waitForMail } from './support/mailbox.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

/**
 * An owner switching from another tool: uploads a real Toggl export and a spreadsheet of the
 * quirks real files have, names the spreadsheet's columns, reads the preview, imports, sees the
 * result and undoes it, all on the Import screens.
 */
const run = startE2eRun();
const { openPage } = run;
const i = en.imports;
const m = en.members;

const words = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template);
const sample = (name: string) =>
  readFileSync(new URL(`../../src/modules/imports/parse/samples/${name}`, import.meta.url));

/**
 * A spreadsheet saved by Excel on Western Windows: Windows-1252 (ü, é), semicolons, CRLF, a quoted
 * note with a semicolon, a doubled quote and a line break, a row repeated, and headers no tool writes.
 */
const QUIRKS = Buffer.from(
  [
    'Who;Customer;Job;Day;From;Until;What',
    'jules@quirks.example;Müller AG;Café;16.11.2026;09:00;10:30;"Plan; ""draft""',
    'second line"',
    'jules@quirks.example;Müller AG;Café;16.11.2026;11:00;12:00;Review',
    'jules@quirks.example;Müller AG;Café;16.11.2026;11:00;12:00;Review',
    'jules@quirks.example;Müller AG;Café;31.11.2026;13:00;14:00;No such day',
    '',
  ].join('\r\n'),
  'latin1',
);

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto(`${run.server.appOrigin}/sign-in`);
  await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
  await page.getByLabel(en.signIn.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('link', { name: i.nav, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: i.title }).waitFor();
  await page.getByLabel(i.fileLabel).setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: i.upload }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('importing time history', () => {
  it('previews a Toggl export with its refused rows, imports it as pending, invites its people, and undoes it', async () => {
    const owner = await registerOwner(run.server, 'owner@import.example');
    const { page, problems } = await openPage();
    await signIn(page, owner);

    await upload(page, 'toggl-track-detailed.csv', sample('toggl-track-detailed.csv'));
    await page.getByRole('heading', { level: 2, name: i.previewTitle }).waitFor({ timeout: 30_000 });
    await page
      .getByText(words(i.recognised, { format: i.TOGGL, encoding: 'utf-8', separator: i.separatorComma }))
      .waitFor();
    const summary = await page.getByRole('status').filter({ hasText: 'rows will be imported' }).textContent();
    const [, importable, rows] = /^([\d,]+) of ([\d,]+) rows/.exec(summary ?? '') ?? [];
    // 65 lines after the header, one of them a quoted line break inside a description.
    expect(Number(rows)).toBe(64);
    expect(Number(importable)).toBeGreaterThan(0);
    // People of the file are not members yet: they are added, not invited.
    const zoe = page.getByRole('row').filter({ hasText: 'Zoë Müller' });
    await zoe.getByText(i.NEW).waitFor();
    await page.getByRole('row').filter({ hasText: 'Website Relaunch' }).getByText(i.projectNew).first().waitFor();
    // Toggl lets one person's entries overlap; the later one is refused, with its row number.
    await page
      .getByRole('cell', { name: /overlap/i })
      .first()
      .waitFor();
    await checkAtBothWidths(page, 'import-preview');

    await page.getByLabel(i.asPending).check();
    await page.getByRole('button', { name: words(i.confirm, { count: importable! }) }).click();
    const done = page.getByRole('heading', {
      level: 2,
      name: words(i.doneTitle, { entries: importable!.replace(/,/g, '') }),
    });
    await done.waitFor({ timeout: 60_000 });
    await checkAtBothWidths(page, 'import-done');

    // The people the file brought are members nobody has invited: one button invites them all.
    await page.getByRole('link', { name: i.seeMembers }).click();
    await page.getByRole('button', { name: words(m.inviteAllNotInvited, { count: 6 }) }).click();
    await page
      .getByRole('group', { name: words(m.inviteAllQuestion, { count: 6 }) })
      .getByRole('button', { name: m.inviteAllConfirm })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: words(m.inviteAllSent, { count: 6 }) })
      .waitFor();
    await waitForMail(run.server.mailbox, 'zoe.mueller@nordwind.example', 1, run.server.output);
    await page.goBack();

    // A reload shows the same step: the server holds where the import stands.
    await page.reload();
    await done.waitFor();
    await page.getByRole('button', { name: i.undo }).click();
    await page.getByRole('group', { name: i.undoQuestion }).getByRole('button', { name: i.undo }).click();
    await page.getByRole('heading', { level: 2, name: i.undoneTitle }).waitFor();

    // The list of imports names the file and where it stands.
    await page.getByRole('link', { name: i.back }).click();
    await page.getByRole('row').filter({ hasText: 'toggl-track-detailed.csv' }).getByText(i.UNDONE).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('asks for the columns of a quirky spreadsheet, reads it whole and refuses the repeated row and the day that does not exist', async () => {
    const owner = await registerOwner(run.server, 'owner@quirks.example');
    const { page, problems } = await openPage();
    await signIn(page, owner);

    await upload(page, 'hours.csv', QUIRKS);
    await page.getByRole('heading', { level: 2, name: i.mappingTitle }).waitFor({ timeout: 30_000 });
    await checkAtBothWidths(page, 'import-mapping');
    const mapping: Array<[string, string]> = [
      [i.personEmail, 'Who'],
      [i.client, 'Customer'],
      [i.project, 'Job'],
      [i.date, 'Day'],
      [i.startTime, 'From'],
      [i.endTime, 'Until'],
      [i.description, 'What'],
    ];
    const form = page.getByRole('form', { name: i.mappingTitle });
    for (const [field, column] of mapping) await form.getByLabel(field, { exact: true }).selectOption(column);
    await page.getByRole('button', { name: i.readAgain }).click();

    await page.getByRole('heading', { level: 2, name: i.previewTitle }).waitFor({ timeout: 30_000 });
    await page
      .getByText(words(i.recognised, { format: i.GENERIC, encoding: 'windows-1252', separator: i.separatorSemicolon }))
      .or(
        page.getByText(
          words(i.recognised, { format: i.GENERIC, encoding: 'Windows-1252', separator: i.separatorSemicolon }),
        ),
      )
      .waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 of 4 rows will be imported/ })
      .waitFor();
    // Names in Windows-1252 arrive as written.
    await page.getByRole('row').filter({ hasText: 'Café' }).filter({ hasText: 'Müller AG' }).waitFor();
    // Rows as a spreadsheet numbers them: the quoted line break keeps row 2 one row over two lines.
    const refused = page.getByRole('region', { name: i.refusedTitle });
    await refused.getByRole('row').filter({ hasText: /^4/ }).filter({ hasText: 'same entry as row 3' }).waitFor();
    await refused.getByRole('row').filter({ hasText: /^5/ }).filter({ hasText: '31.11.2026' }).waitFor();
    await checkAtBothWidths(page, 'import-quirks-preview');

    await page.getByRole('button', { name: words(i.confirm, { count: 2 }) }).click();
    await page
      .getByRole('heading', { level: 2, name: words(i.doneTitle, { entries: 2 }) })
      .waitFor({ timeout: 60_000 });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 150_000);
});
