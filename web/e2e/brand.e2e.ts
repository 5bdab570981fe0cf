import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { apiCall, createProject } from './support/api.js';
import { openSettingsSection } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

const run = startE2eRun();

const ORGANIZATION = 'Lighthouse Studio';
const ACCENT = '#7c3aed';

/** A logo one can tell apart on a screenshot: a lighthouse-ish mark and the studio's initials. */
const logoPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
        <rect width="480" height="160" fill="#fff7ed"/>
        <polygon points="70,20 100,140 40,140" fill="#ea580c"/>
        <rect x="55" y="60" width="30" height="14" fill="#fff"/>
        <text x="130" y="108" font-family="sans-serif" font-size="72" font-weight="bold" fill="#7c2d12">LS</text>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The element's background and text colours as drawn (this file is compiled without the DOM's types). */
const colorsOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = (
      globalThis as unknown as { getComputedStyle(node: unknown): { backgroundColor: string; color: string } }
    ).getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

const ON_ACCENT = { background: 'rgb(124, 58, 237)', text: 'rgb(255, 255, 255)' };

describe('the organization’s brand', () => {
  it('an owner sets an accent colour and a logo; the client portal and the team’s sign-in page show them with its name', async () => {
    const owner = await registerOwner(run.server, 'owner@brand.example', { organizationName: ORGANIZATION });
    const { page, problems } = await run.signIn(owner);

    // Settings → Brand: a colour, previewed as it is typed, then saved.
    await openSettingsSection(page, en.settings.brandTitle);
    const form = page.locator('form', { has: page.getByRole('heading', { name: en.settings.brandTitle }) });
    await form.waitFor();
    const hex = form.getByLabel(en.settings.accentColor, { exact: true });
    await hex.fill('#12');
    await form.getByText(en.settings.accentInvalid).waitFor();
    await hex.fill(ACCENT.toUpperCase());
    const preview = form.getByTestId('brand-preview');
    expect(await colorsOf(preview)).toEqual(ON_ACCENT);
    expect(await preview.innerText()).toContain(ORGANIZATION);
    await form.getByRole('button', { name: en.settings.save }).click();
    await form.getByText(en.settings.saved).waitFor();
    await checkAtBothWidths(page, 'brand-settings');
    const settings = await apiCall<{ accentColor: string }>(
      run.server,
      'GET',
      '/organizations/current/settings',
      undefined,
      owner.headers,
    );
    expect(settings.accentColor).toBe(ACCENT);

    // The logo is the billing profile's.
    await openSettingsSection(page, en.billing.title);
    const billing = page.locator('form', { has: page.getByRole('heading', { name: en.billing.title }) });
    await billing
      .getByLabel(en.billing.logo)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await billing.getByText(en.billing.uploaded).waitFor();

    // Brand also gives the team's sign-in address.
    await openSettingsSection(page, en.settings.brandTitle);
    const signInAddress = await page.getByLabel(en.settings.signInAddress, { exact: true }).inputValue();
    expect(signInAddress).toMatch(/\/sign-in\?organization=[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
    await page.context().close();

    // Someone of the team opens it signed out: the sign-in page speaks for the organization.
    const member = await run.openPage();
    await member.page.goto(signInAddress);
    const signInBrand = member.page.getByTestId('sign-in-brand');
    await signInBrand
      .getByRole('img', { name: en.acceptInvite.logoAlt.replace('{organization}', ORGANIZATION) })
      .waitFor();
    expect(await signInBrand.innerText()).toContain(ORGANIZATION);
    expect(await colorsOf(signInBrand)).toEqual(ON_ACCENT);
    await member.page.getByText(en.signIn.introNamed.replace('{organization}', ORGANIZATION)).waitFor();
    await checkAtBothWidths(member.page, 'sign-in-brand');
    await member.page.getByLabel(en.signIn.email, { exact: true }).fill(owner.email);
    await member.page.getByLabel(en.signIn.password, { exact: true }).fill(owner.password);
    await member.page.getByRole('button', { name: en.signIn.submit }).click();
    await member.page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    expect(member.problems).toEqual([]);
    await member.page.context().close();

    // A client opens the shared project's portal.
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Harbour Lights',
      clientName: 'Port Authority',
      code: 'HL',
    });
    const share = await apiCall<{ portalUrl: string }>(
      run.server,
      'POST',
      `/projects/${projectId}/share`,
      {},
      owner.headers,
    );
    const client = await run.openPage();
    await client.page.goto(share.portalUrl);
    await client.page.getByRole('heading', { level: 1, name: 'Harbour Lights' }).waitFor();
    const banner = client.page.getByTestId('portal-brand');
    expect(await banner.innerText()).toContain(en.portal.sharedBy.replace('{organization}', ORGANIZATION));
    expect(await colorsOf(banner)).toEqual(ON_ACCENT);
    const logo = banner.getByRole('img', { name: en.portal.logoAlt.replace('{organization}', ORGANIZATION) });
    await logo.waitFor();
    await client.page.waitForFunction(`document.querySelector('.portal-brand-logo')?.complete === true`);
    expect(await logo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(480);
    await checkAtBothWidths(client.page, 'portal-brand');
    expect(client.problems).toEqual([]);
    await client.page.context().close();
  });
});
