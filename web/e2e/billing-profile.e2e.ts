import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { apiCall } from './support/api.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

const run = startE2eRun();

describe('billing profile', () => {
  it('an owner fills the billing profile, uploads a logo and sees both saved', async () => {
    const owner = await registerOwner(run.server, 'owner@billing.example');
    const { page, problems } = await run.signIn(owner);
    await openSettingsSection(page, en.billing.title);
    const form = page.locator('form', { has: page.getByRole('heading', { name: en.billing.title }) });
    await form.waitFor();
    await form.getByText(en.billing.noLogo).waitFor();

    await form.getByLabel(en.billing.legalName).fill('Acme Consulting Sp. z o.o.');
    await form.getByLabel(en.billing.address).fill('ul. Długa 1\n00-001 Warszawa\nPoland');
    await form.getByLabel(en.billing.taxId).fill('PL1234567890');
    await form.getByLabel(en.billing.email).fill('billing@acme.example');
    await form.getByLabel(en.billing.bankName).fill('mBank');
    await form.getByLabel(en.billing.iban).fill('PL61 1090 1014 0000 0712 1981 2874');
    await form.getByLabel(en.billing.bic).fill('BREXPLPW');
    await form.getByLabel(en.billing.paymentTermsDays).fill('30');
    await form.getByLabel(en.billing.paymentTerms).fill('Net 30 days');
    await form.getByLabel(en.billing.invoiceFooter).fill('Registered at the District Court for Warsaw');
    await form.getByRole('button', { name: en.billing.save }).click();
    await form.getByText(en.billing.saved).waitFor();
    // Saved as the server normalized it.
    expect(await form.getByLabel(en.billing.iban).inputValue()).toBe('PL61109010140000071219812874');

    const logo = await sharp({
      create: { width: 900, height: 300, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    await form.getByLabel(en.billing.logo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await form.getByText(en.billing.uploaded).waitFor();
    const preview = form.getByRole('img', { name: en.billing.logoAlt });
    await preview.waitFor();
    expect(await preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(600);
    await checkAtBothWidths(page, 'billing-profile');

    const saved = await apiCall<{ legalName: string; iban: string; paymentTermsDays: number; logo: { width: number } }>(
      run.server,
      'GET',
      '/organizations/current/billing-profile',
      undefined,
      owner.headers,
    );
    expect(saved).toMatchObject({
      legalName: 'Acme Consulting Sp. z o.o.',
      iban: 'PL61109010140000071219812874',
      paymentTermsDays: 30,
      logo: { width: 600 },
    });

    // A bad IBAN: the server's refusal is shown, nothing changes.
    await form.getByLabel(en.billing.iban).fill('DE89 3704 0044 0532 0130 01');
    await form.getByRole('button', { name: en.billing.save }).click();
    await form.getByRole('alert').getByText('IBAN', { exact: false }).first().waitFor();
    await checkAtBothWidths(page, 'billing-profile-error');
    expect(problems).toEqual([]);
  });
});
