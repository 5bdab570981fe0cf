import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/support/pdf.js';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, builtInRoleId, registerOwner } from './support/server.js';
import { apiCall, recordTime, signInByApi } from './support/api.js';
import { approveEntries } from './support/time.js';

const run = startE2eRun({ locale: 'en-US' });
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, String(value)), text);
const dayKey = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Text with its runs of white space as one space: how pdf.js and the page break lines differs. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The downloaded PDF, read back as a reader extracts its text (pdf.js), says what the invoice on
 * the screen says: its number, the client, each line's description and the total. The PDF writes
 * amounts as "540.00 GBP", the screen in the browser's money format ("£540.00"): the same digits.
 */
async function expectPdfShowsInvoice(bytes: Buffer, page: Page) {
  const text = words((await pdfPages(bytes)).join(' '));
  const main = page.getByRole('main');
  const descriptions = await main.locator('table.invoice-lines tbody tr td:first-child').allInnerTexts();
  expect(descriptions.map(words)).toEqual([
    expect.stringMatching(/^Ada Lovelace: approved time /),
    expect.stringMatching(/^Grace Hopper: approved time /),
  ]);
  const total = await main.locator('table.invoice-lines tr.invoice-total td').innerText();
  expect(total).toBe('£540.00');
  expect(text).toContain('INV-000001');
  expect(text).toContain('Royal Society');
  expect(text).toContain('PO-1843');
  for (const description of descriptions) expect(text).toContain(words(description));
  expect(text).toContain(`Total (GBP) ${total.replace('£', '')} GBP`);
}

describe('invoices', () => {
  it("an accountant bills a client's approved time, corrects the draft, issues it, reads the PDF and records payment", async () => {
    const owner = await registerOwner(run.server, 'ada@invoices.example');
    const member = await addMember(run.server, owner, 'grace@invoices.example');
    const memberSession = await signInByApi(run.server, member);
    const client = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/clients',
      {
        name: 'Royal Society',
        billingAddress: '6 Carlton House Terrace\nLondon',
        taxId: 'GB123456789',
        currency: 'GBP',
      },
      owner.headers,
    );
    const project = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/projects',
      {
        name: 'Engine',
        clientId: client.id,
        code: 'AE',
        totalBudget: 100,
        budgetType: 'HOURLY',
        hourlyBillRate: 100,
        screenshotIntervalMins: 10,
        assignedUserIds: [memberSession.userId],
      },
      owner.headers,
    );
    const ids = [
      await recordTime(run.server, owner.headers, {
        projectId: project.id,
        daysAgo: 3,
        hourUtc: 9,
        minutes: 120,
        notes: 'Tables',
      }),
      await recordTime(run.server, owner.headers, {
        projectId: project.id,
        daysAgo: 2,
        hourUtc: 9,
        minutes: 90,
        notes: 'Notes',
      }),
      await recordTime(run.server, memberSession.headers, {
        projectId: project.id,
        daysAgo: 2,
        hourUtc: 13,
        minutes: 60,
        notes: 'Compiler',
      }),
    ];
    await approveEntries(run.server, owner, ids);

    // The accountant: the built-in role, with money and invoices but no say over people, projects or time.
    const accountantRoleId = await builtInRoleId(run.server, owner, 'ACCOUNTANT');
    const accountant = {
      email: 'mary@invoices.example',
      password: 'mechanism-of-heavens',
      fullName: 'Mary Somerville',
    };
    await apiCall(
      run.server,
      'POST',
      '/organizations/members',
      { ...accountant, roleId: accountantRoleId },
      owner.headers,
    );

    const { page, problems } = await run.signIn(accountant, { acceptTerms: true });
    const main = page.getByRole('main');
    await page.getByRole('link', { name: en.invoices.nav }).click();
    await heading(page, en.invoices.title);
    await page.getByText(en.invoices.emptyManage).waitFor();

    // Bill approved time: the preview shows the lines before anything is created.
    await page.getByRole('link', { name: en.invoices.fromTime }).click();
    await heading(page, en.invoices.fromTimeTitle);
    await main.getByLabel(en.invoices.project).selectOption({ label: 'Engine (Royal Society)' });
    await main.getByLabel(en.invoices.periodFrom).fill(dayKey(10));
    await main.getByLabel(en.invoices.periodTo).fill(dayKey(0));
    await main.getByLabel(en.invoices.taxPercent).fill('20');
    await page.getByRole('button', { name: en.invoices.preview }).click();
    const preview = page.getByRole('region', { name: fill(en.invoices.previewTitle, { count: 3 }) });
    await preview.waitFor();
    expect(await preview.locator('tfoot').innerText()).toContain('£540.00'); // 4.5 h × £100 + 20 %
    await checkAtBothWidths(page, 'invoice-from-time-preview');
    const listed = await apiCall<{ items: unknown[] }>(
      run.server,
      'GET',
      '/financials/invoices',
      undefined,
      owner.headers,
    );
    expect(listed.items).toHaveLength(0);
    await preview.getByRole('button', { name: en.invoices.createDraft }).click();

    // The draft: the client's record filled the buyer; a correction; then issued.
    await heading(page, fill(en.invoices.draftTitle, { client: 'Royal Society' }));
    expect(await page.locator('.invoice-facts').innerText()).toContain('GB123456789');
    await page.getByRole('button', { name: en.invoices.editDraft }).click();
    await main.getByLabel(en.invoices.purchaseOrder).fill('PO-1843');
    await page.getByRole('button', { name: en.invoices.saveDraft }).click();
    await page.getByRole('button', { name: en.invoices.editDraft }).waitFor();
    await page.getByRole('button', { name: en.invoices.issue }).click();
    await heading(page, fill(en.invoices.invoiceTitle, { number: 'INV-000001' }));
    await page.getByRole('button', { name: en.invoices.showPdf }).click();
    await page.locator('iframe.invoice-pdf').waitFor();
    await checkAtBothWidths(page, 'invoice-detail');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: en.invoices.downloadPdf }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('INV-000001.pdf');
    await expectPdfShowsInvoice(await readFile(await pdf.path()), page);
    await page.getByRole('button', { name: en.invoices.markPaid }).click();
    await page.locator('.invoice-status', { hasText: en.invoices.statusPAID }).waitFor();

    const stored = await apiCall<{
      items: Array<{ number: string; status: string; purchaseOrder: string; total: number }>;
    }>(run.server, 'GET', '/financials/invoices', undefined, owner.headers);
    expect(stored.items).toMatchObject([
      { number: 'INV-000001', status: 'PAID', purchaseOrder: 'PO-1843', total: 540 },
    ]);

    // The list, filtered, and its CSV.
    await page.getByRole('link', { name: en.invoices.backToList }).click();
    await main.getByLabel(en.invoices.status).selectOption({ label: en.invoices.statusPAID });
    await page.getByRole('link', { name: 'INV-000001' }).waitFor();
    await checkAtBothWidths(page, 'invoices-list');
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: en.invoices.downloadCsv }).click();
    expect((await csv).suggestedFilename()).toBe('invoices.csv');

    // By hand: the totals add up while typing; a bad currency is refused at its field.
    await page.getByRole('link', { name: en.invoices.newInvoice }).click();
    await heading(page, en.invoices.newTitle);
    await main.getByLabel(en.invoices.clientName, { exact: true }).fill('Babbage & Co');
    await main.getByLabel(en.invoices.currency).fill('XX');
    await main.getByLabel(fill(en.invoices.itemDescription, { number: 1 })).fill('Consulting');
    await main.getByLabel(en.invoices.itemQuantity, { exact: true }).fill('2,5');
    await main.getByLabel(fill(en.invoices.itemUnitPrice, { currency: 'XX' })).fill('80');
    await page.getByText('Subtotal 200 XX').waitFor();
    await page.getByRole('button', { name: en.invoices.createDraft }).click();
    await page.locator('.field-error').first().waitFor();
    expect(await main.getByLabel(en.invoices.currency).getAttribute('aria-invalid')).toBe('true');
    await main.getByLabel(en.invoices.currency).fill('EUR');
    await page.getByRole('button', { name: en.invoices.createDraft }).click();
    await heading(page, fill(en.invoices.draftTitle, { client: 'Babbage & Co' }));
    expect(problems).toEqual([]);

    // A member sees no money: no link, and the address says why.
    const memberView = await run.signIn(member);
    await memberView.page.getByRole('button', { name: en.acceptTerms.accept }).click();
    await memberView.page.getByRole('link', { name: en.nav.timesheet }).waitFor();
    expect(await memberView.page.getByRole('link', { name: en.invoices.nav }).count()).toBe(0);
    await memberView.page.goto(`${run.server.appOrigin}/invoices`);
    await memberView.page.getByText(en.shell.notInRole.replace('{screen}', en.invoices.nav)).waitFor();
  });
});
