import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer, type OidcIssuer } from '../../test/support/oidc-issuer.js';
import { en } from '../src/lib/i18n/en.js';
import { DESKTOP, PHONE, screenshot, scrollsSideways, seriousAccessibilityProblems } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';

/**
 * Signing in with the identity provider (docs/oidc.md, "Web sign-in"): the browser really goes to a
 * provider on loopback and back; no provider token ever reaches the page.
 */
const PROVIDER = 'Acme SSO';
const CLIENT = { clientId: 'punchclock-web', clientSecret: 'e2e-secret' };
const button = en.signIn.idpButton.replace('{provider}', PROVIDER);
const withProvider = (message: string) => message.replaceAll('{provider}', PROVIDER);

let issuer: OidcIssuer;
beforeAll(async () => {
  issuer = await startOidcIssuer({ audience: 'punchclock', client: CLIENT });
});
afterAll(() => issuer.close());

const run = startE2eRun(
  {},
  {
    env: () => ({
      OIDC_ISSUER: issuer.url,
      OIDC_AUDIENCE: 'punchclock',
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_PROVIDER_NAME: PROVIDER,
    }),
  },
);
const { openPage } = run;

describe('signing in with the identity provider', () => {
  it('offers the button, labelled, accessible and without sideways scrolling at 1280 and 390 px', async () => {
    for (const [name, viewport] of [
      ['sign-in-idp-1280', DESKTOP],
      ['sign-in-idp-390', PHONE],
    ] as const) {
      const { page, problems } = await openPage(viewport);
      await page.goto(`${run.server.appOrigin}/sign-in`);
      await page.getByRole('link', { name: button }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: en.signIn.idpTitle }).isVisible()).toBe(true);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, name);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('asks a new person to accept the terms, then creates their account and opens the app', async () => {
    issuer.signInNext({
      claims: { sub: 'new-person', email: 'newton@example.com', email_verified: true, name: 'Isaac Newton' },
    });
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('link', { name: button }).click();
    const alert = page.getByRole('alert');
    // The provider's name comes with the sign-in methods (a query of its own), possibly after the alert first shows.
    await alert.filter({ hasText: PROVIDER }).waitFor();
    expect(await alert.innerText()).toContain(withProvider(en.signIn.idpTermsNeeded));
    expect(await alert.innerText()).toContain(withProvider(en.signIn.idpTermsNeededHint));
    expect(new URL(page.url()).searchParams.get('error')).toBe('TERMS_NOT_ACCEPTED');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'sign-in-idp-terms-1280');
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'sign-in-idp-terms-390');
    await page.setViewportSize(DESKTOP);

    issuer.signInNext({
      claims: { sub: 'new-person', email: 'newton@example.com', email_verified: true, name: 'Isaac Newton' },
    });
    await page.getByRole('checkbox', { name: new RegExp(en.signIn.idpAcceptTerms.replace('?', '\\?')) }).check();
    await page.getByRole('link', { name: button }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome, Isaac Newton/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is in cookies; the page can read the CSRF token and nothing else.
    const readable = await page.evaluate<string>('document.cookie');
    expect(readable).toMatch(/^pc_csrf=[\w-]+$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('signs a returning person in where they were going', async () => {
    const owner = await registerOwner(run.server, 'ada@example.com');
    issuer.signInNext({ claims: { sub: 'ada', email: owner.email, email_verified: true } });
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/timesheet`);
    await page.getByRole('link', { name: button }).click();
    await page.waitForURL((url) => url.pathname === '/timesheet');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe(en.signIn.title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows what went wrong when the provider does not sign the person in', async () => {
    issuer.signInNext({ error: 'access_denied' });
    const { page, problems } = await openPage();
    await page.goto(`${run.server.appOrigin}/sign-in`);
    await page.getByRole('link', { name: button }).click();
    // The message names the provider once GET /auth/methods has answered (until then "your identity provider").
    const alert = page.getByRole('alert').filter({ hasText: withProvider(en.signIn.idpDenied) });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(withProvider(en.signIn.idpDeniedHint));
    await screenshot(page, 'sign-in-idp-denied');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
