import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { inviteMember, mailedLink } from './support/account.js';
import { checkAtBothWidths, screenshot, seriousAccessibilityProblems } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { apiCall, signInByApi } from './support/api.js';
import { addMember, mailedCode, registerOwner } from './support/server.js';

// Sign-up codes, invitations and reset codes travel over real SMTP to a loopback server here.
const run = startE2eRun({}, { smtp: true });
const { openPage } = run;

/** Waits for the signed-in start page; an error shown instead fails the test with its text. */
async function welcome(page: Page) {
  const alert = page.getByRole('alert');
  await page
    .getByRole('heading', { level: 1, name: /Welcome/ })
    .or(alert)
    .waitFor();
  if (await alert.isVisible()) throw new Error(`An error was shown: ${await alert.innerText()}`);
}

describe('signing up', () => {
  it('from sign-in, with the code from the mail folder and the terms, lands signed in on the start page', async () => {
    const email = 'founder@example.com';
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('link', { name: en.account.signUp }).click();
    await page.getByRole('heading', { level: 1, name: en.signUp.title }).waitFor();
    await checkAtBothWidths(page, 'sign-up-email');
    await page.getByLabel(en.signIn.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: en.signIn.sendCode }).click();

    await page.getByLabel(en.signIn.code, { exact: true }).fill(await mailedCode(run.server, email));
    await page.getByRole('button', { name: en.account.checkCode }).click();
    await page.getByLabel(en.signUp.fullName).waitFor();
    await page.getByLabel(en.signUp.fullName).fill('Charles Babbage');
    await page.getByLabel(en.signUp.organizationName).fill('Difference Engines');
    await page.getByLabel(en.account.newPassword, { exact: true }).fill('mechanical-notation');
    await page.getByRole('checkbox').check();
    await checkAtBothWidths(page, 'sign-up-details');
    await page.getByRole('button', { name: en.signUp.create }).click();
    await welcome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(en.home.activeOrganization.split('{')[0] + 'Difference Engines').isVisible()).toBe(
      true,
    );
    await screenshot(page, 'sign-up-home');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the server’s message and hint for a wrong code', async () => {
    const email = 'typo@example.com';
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-up`);
    await page.getByLabel(en.signIn.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: en.signIn.sendCode }).click();
    const code = await mailedCode(run.server, email);
    await page.getByLabel(en.signIn.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: en.account.checkCode }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('an invitation', () => {
  it('mailed by the owner is accepted at its link, and the teammate lands signed in', async () => {
    const owner = await registerOwner(run.server, 'owner@example.com');
    const email = 'teammate@example.com';
    await inviteMember(run.server, owner, email, 'Grace Hopper');
    const link = await mailedLink(run.server, email);
    expect(link.pathname).toBe('/accept-invite');

    const { page, problems } = await openPage();
    await page.goto(link.href);
    await page.getByRole('heading', { level: 1, name: en.acceptInvite.title }).waitFor();
    await page.getByLabel(en.acceptInvite.fullName).fill('Grace Brewster Hopper');
    await page.getByLabel(en.signIn.password, { exact: true }).fill('compiler-first');
    await page.getByRole('checkbox').check();
    await checkAtBothWidths(page, 'accept-invite');
    await page.getByRole('button', { name: en.acceptInvite.join }).click();
    await welcome(page);
    expect(await page.getByText(en.home.activeOrganization.split('{')[0] + 'Analytical Engines').isVisible()).toBe(
      true,
    );
    expect(problems).toEqual([]);

    // The link works once: opened again, the server's reason and hint are shown.
    await page.context().clearCookies();
    await page.goto(link.href);
    await page.getByLabel(en.signIn.password, { exact: true }).fill('compiler-first');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: en.acceptInvite.join }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'accept-invite-used');
    await page.context().close();
  });

  it('opened without its token says so', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/accept-invite`);
    expect(await page.getByRole('alert').innerText()).toContain(en.acceptInvite.noToken);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a forgotten password', () => {
  it('is reset from sign-in with an emailed code; signed in with the new one, the person accepts the new terms and reviews their API keys', async () => {
    // A member added with a password: no email sent to them yet, so no mail cooldown to wait out.
    const person = await addMember(
      run.server,
      await registerOwner(run.server, 'boss@example.com'),
      'forgetful@example.com',
    );
    // A key made before the reset (by the person, or by whoever held their session): it outlives the reset.
    const { headers } = await signInByApi(run.server, person);
    const key = await apiCall<{ secret: string }>(run.server, 'POST', '/api-keys', { name: 'Laptop script' }, headers);
    const keyWorks = async () =>
      (
        await fetch(`${run.server.apiOrigin}/api/v1/tags`, {
          headers: { authorization: `Bearer ${key.secret}`, 'x-organization-id': headers['x-organization-id']! },
        })
      ).status;

    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('link', { name: en.account.forgotPassword }).click();
    await page.getByRole('heading', { level: 1, name: en.resetPassword.title }).waitFor();
    await page.getByLabel(en.signIn.email, { exact: true }).fill(person.email);
    await page.getByRole('button', { name: en.signIn.sendCode }).click();
    await page.getByLabel(en.signIn.code, { exact: true }).fill(await mailedCode(run.server, person.email));
    await page.getByLabel(en.account.newPassword, { exact: true }).fill('a-brand-new-secret');
    await checkAtBothWidths(page, 'reset-password');
    await page.getByRole('button', { name: en.resetPassword.save }).click();

    // Added by the owner, this member never accepted the terms: the signed-in shell asks first.
    await page.getByRole('heading', { level: 1, name: en.acceptTerms.firstTitle }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('changed');
    await checkAtBothWidths(page, 'accept-terms');
    await page.getByRole('button', { name: en.acceptTerms.accept }).click();

    // Then the keys the reset left working, named with their organization, each revocable.
    await page.getByRole('heading', { level: 1, name: en.apiKeys.ownTitle }).waitFor();
    await page.getByText(en.apiKeys.afterReset).waitFor();
    const listed = page.locator('li', { hasText: 'Laptop script' });
    expect(await listed.innerText()).toContain('in Analytical Engines');
    await checkAtBothWidths(page, 'own-api-keys-after-reset');
    expect(await keyWorks()).toBe(200);
    await listed.getByRole('button', { name: 'Revoke the key Laptop script' }).click();
    await listed.getByRole('button', { name: en.apiKeys.confirmRevoke }).click();
    await page.getByText(en.apiKeys.ownNone).waitFor();
    expect(await keyWorks()).toBe(401);
    await page.getByRole('link', { name: en.apiKeys.continue }).click();
    await welcome(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the legal pages', () => {
  it('show the version and effective date GET /auth/legal publishes', async () => {
    const legal = (await (await fetch(`${run.server.apiOrigin}/api/v1/auth/legal`)).json()) as {
      data: { termsVersion: string };
    };
    const { page, problems } = await openPage();
    for (const [path, title] of [
      ['/legal/terms', en.legal.termsTitle],
      ['/legal/privacy', en.legal.privacyTitle],
    ] as const) {
      await page.goto(`${run.server.appOrigin}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(legal.data.termsVersion, { exact: true }).waitFor();
      await checkAtBothWidths(page, path.slice(1).replace('/', '-'));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
