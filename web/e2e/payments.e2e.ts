import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from '../../test/support/fake-stripe.js';
import { en } from '../src/lib/i18n/en.js';
import { apiCall } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

// Stripe's API, answered by a loopback fake (test/support/fake-stripe.ts) the server is pointed at.
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ servesCheckout: true });
});
afterAll(() => stripe.close());

const run = startE2eRun({}, { env: () => ({ STRIPE_API_URL: stripe.url }) });
const WHSEC = 'whsec_e2esigningsecret0123456789';

describe('Online payments', () => {
  it('an owner connects Stripe, issues an invoice whose pay link opens checkout, and Stripe’s event marks it paid', async () => {
    const owner = await registerOwner(run.server, 'owner@payments.example');
    const { page, problems } = await run.signIn(owner);
    await openSettingsSection(page, en.payments.title);
    const section = page.getByRole('region', { name: en.payments.title, exact: true });
    await section.getByText(en.payments.notConnected).waitFor();
    await section.getByRole('textbox', { name: en.payments.secretKey }).fill('sk_test_e2eaccount1234');
    await section.getByRole('button', { name: en.payments.connectButton }).click();
    await section.getByText(en.payments.signingSecretMissing).waitFor();
    const webhookUrl = await section.getByRole('textbox', { name: en.payments.webhookUrl }).inputValue();
    expect(webhookUrl).toMatch(/\/api\/v1\/payments\/stripe\/webhooks\/[0-9a-f-]{36}$/);
    await section.getByRole('textbox', { name: en.payments.webhookSecret }).fill(WHSEC);
    await section.getByRole('button', { name: en.payments.signingSecretButton }).click();
    await section.getByText(en.payments.signingSecretSet).waitFor();
    expect(await section.innerText()).toContain('1234');
    await checkAtBothWidths(page, 'settings-payments');

    const invoice = await apiCall<{ id: string }>(
      run.server,
      'POST',
      '/financials/invoices',
      {
        clientName: 'Babbage & Co',
        currency: 'EUR',
        items: [{ description: 'Engine design', quantity: 3, unitPrice: 150 }],
      },
      owner.headers,
    );
    const issued = await apiCall<{ paymentUrl: string; number: string }>(
      run.server,
      'PATCH',
      `/financials/invoices/${invoice.id}/status`,
      { status: 'SENT' },
      owner.headers,
    );
    expect(issued.paymentUrl).toContain('/api/v1/pay/');

    await page.goto(`${run.server.appOrigin}/invoices/${invoice.id}`);
    const panel = page.getByRole('region', { name: en.payments.invoiceTitle, exact: true });
    expect(await panel.getByRole('textbox', { name: en.payments.payLink }).inputValue()).toBe(issued.paymentUrl);
    await panel.getByText(en.payments.noRecords).waitFor();
    await checkAtBothWidths(page, 'invoice-payments');

    // The client follows the link: Stripe's (fake) checkout for the 450.00 EUR due.
    const client = await run.openPage();
    await client.page.goto(issued.paymentUrl);
    await client.page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    expect(stripe.checkouts.at(-1)?.params['line_items[0][price_data][unit_amount]']).toBe('45000');

    // Stripe reports the payment, signed; delivered twice, it counts once.
    const orgId = stripe.checkouts.at(-1)!.params['metadata[punchclock_org_id]'];
    const event = signedStripeEvent(
      WHSEC,
      {
        id: 'evt_e2e_paid',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        object: {
          id: stripe.checkouts.at(-1)!.id,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_e2e',
          amount_total: 45000,
          currency: 'eur',
          metadata: { punchclock_org_id: orgId, punchclock_invoice_id: invoice.id },
        },
      },
      new Date(),
    );
    for (const outcome of ['INVOICE_PAID', 'DUPLICATE']) {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { outcome: string } }).data.outcome).toBe(outcome);
    }

    await page.reload();
    await page.getByText(en.invoices.statusPAID, { exact: true }).first().waitFor();
    await panel.locator('li', { hasText: 'pi_e2e' }).waitFor();
    expect(await panel.innerText()).toContain('pi_e2e');

    // The link again: nothing left to pay.
    await client.page.goto(issued.paymentUrl);
    await client.page.getByRole('heading', { name: en.payments.resultPaidTitle }).waitFor();
    await checkAtBothWidths(client.page, 'pay-result-paid');
    expect(problems).toEqual([]);
    expect(client.problems).toEqual([]);
  });
});
