import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';
import { apiCall, recordTime } from './support/api.js';
import { approveEntries } from './support/time.js';

const run = startE2eRun({ locale: 'en-US' });
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, String(value)), text);
const dayKey = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('invoices', () => {
  it("an owner bills a client's approved time, corrects the draft, issues it, reads the PDF and records payment", async () => {
    const owner = await registerOwner(run.server, 'ada@example.com');
    const member = await addMember(run.server, owner, 'grace@example.com');
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
    ];
    await approveEntries(run.server, owner, ids);

    const { page, problems } = await run.signIn(owner);
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
    const preview = page.getByRole('region', { name: fill(en.invoices.previewTitle, { count: 2 }) });
    await preview.waitFor();
    expect(await preview.locator('tfoot').innerText()).toContain('£420.00'); // 3.5 h × £100 + 20 %
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
    expect((await download).suggestedFilename()).toBe('INV-000001.pdf');
    await page.getByRole('button', { name: en.invoices.markPaid }).click();
    await page.locator('.invoice-status', { hasText: en.invoices.statusPAID }).waitFor();

    const stored = await apiCall<{
      items: Array<{ number: string; status: string; purchaseOrder: string; total: number }>;
    }>(run.server, 'GET', '/financials/invoices', undefined, owner.headers);
    expect(stored.items).toMatchObject([
      { number: 'INV-000001', status: 'PAID', purchaseOrder: 'PO-1843', total: 420 },
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
    await memberView.page.getByText(en.invoices.notAllowed).waitFor();
  });
});
